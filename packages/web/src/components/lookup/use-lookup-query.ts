import { useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_MAX_WAIT_MS, FILTER_DEBOUNCE_MS } from '@bar/domain';
import { ApiError } from '../../lib/api-error';
import { apiErrorText } from '../../lib/error-text';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** The message a failed lookup shows on its field: the server's, else the error's, else the fallback. */
export function lookupErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ? apiErrorText(error) : fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface LookupQueryOptions<T> {
  /** Cache key root, e.g. ['bars', 'byName']. */
  queryKey: readonly unknown[];
  fetchOptions: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** Field error when the lookup fails without a message (SPEC §8). */
  fallbackError: string;
  /** Whether the debounced text should be looked up at all. */
  shouldSearch: (text: string) => boolean;
}

/** Suggestions for typed text, debounced 300 ms with a 1 s max wait (SPEC §9); failures stay on the field. */
export function useLookupQuery<T>(typed: string, { queryKey, fetchOptions, fallbackError, shouldSearch }: LookupQueryOptions<T>) {
  const text = useDebouncedValue(typed.trim(), FILTER_DEBOUNCE_MS, AUTOCOMPLETE_MAX_WAIT_MS);
  const query = useQuery({
    queryKey: [...queryKey, text],
    queryFn: ({ signal }) => fetchOptions(text, signal),
    enabled: shouldSearch(text),
    retry: false,
    staleTime: 30_000,
    meta: { notifyError: false },
  });
  return {
    options: query.data,
    searching: query.isFetching,
    error: query.isError ? lookupErrorText(query.error, fallbackError) : undefined,
  };
}
