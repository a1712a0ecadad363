import { queryOptions } from '@tanstack/react-query';
import type { Fleet } from '@bar/domain';
import { api } from '../../../lib/api-client';

/** Cache key of the user's fleet; live `fleet` messages update the rows kept under it. */
export const fleetKey = (userId: string | null) => ['fleet', userId] as const;

/** GET /api/fleet — a live row for every bar the caller may select. */
export const fleetQuery = (userId: string | null) =>
  queryOptions({
    queryKey: fleetKey(userId),
    queryFn: ({ signal }) => api<Fleet>('/fleet', { signal }),
    enabled: userId !== null,
  });
