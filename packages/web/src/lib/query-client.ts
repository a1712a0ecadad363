import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Set false when the screen reports the failure itself (default: notify). */
      notifyError?: boolean;
    };
    mutationMeta: {
      /** Set true to notify with the server message when the mutation has no onError of its own. */
      notifyError?: boolean;
    };
  }
}

const MAX_RETRIES = 2;

/** Retries network and server failures, never a 4xx: asking again will not change the answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Query failures notify by default (opt out with `meta: { notifyError: false }`); mutations
 * notify only with `meta: { notifyError: true }` because most have a catalogue text of their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.notifyError !== false) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.notifyError === true) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
