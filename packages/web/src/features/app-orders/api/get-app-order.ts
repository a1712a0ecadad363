import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppOrderDetail } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';

export type AppOrderDetailRow = Renamed<AppOrderDetail>;

/** GET /api/uorder/apporders/{id} — the order with its drinks. */
export function getAppOrder(barId: string, id: string, signal?: AbortSignal): Promise<AppOrderDetailRow> {
  return api<AppOrderDetailRow>(`/uorder/apporders/${encodeURIComponent(id)}`, { bar: barId, query: { barId }, signal });
}

export function useAppOrder(barId: string, id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['appOrders', 'detail', barId, id] as const,
      queryFn: ({ signal }) => getAppOrder(barId, id, signal),
      retry: false,
      meta: { notifyError: false },
    }),
  );
}
