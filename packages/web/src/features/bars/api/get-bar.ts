import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BarView } from '../../../components/bar-settings/bar-form';

export const barDetailKey = (id: string) => ['bars', 'detail', id] as const;

/** GET /api/ubar/bars/{id} — one bar with its settings (SUPERADMIN). */
export function getBar(id: string, signal?: AbortSignal): Promise<BarView> {
  return api<BarView>(`/ubar/bars/${encodeURIComponent(id)}`, { signal });
}

export const getBarQueryOptions = (id: string) =>
  queryOptions({
    queryKey: barDetailKey(id),
    queryFn: ({ signal }) => getBar(id, signal),
    retry: false,
    // The page redirects to the list on failure and says why.
    meta: { notifyError: false },
  });

export function useBar(id: string) {
  return useQuery(getBarQueryOptions(id));
}
