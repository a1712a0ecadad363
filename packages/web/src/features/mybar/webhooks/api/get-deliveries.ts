import { queryOptions } from '@tanstack/react-query';
import type { Page, WebhookDelivery } from '@bar/domain';
import { api } from '../../../../lib/api-client';
import type { Renamed } from '../../../../lib/rename-id';
import { webhooksKey } from './get-webhooks';

export type DeliveryRow = Renamed<WebhookDelivery>;

/** How often the open log is read again while deliveries are retried. */
export const DELIVERIES_REFRESH_MS = 10_000;

/** GET /api/webhooks/deliveries — one page of the bar's delivery log, newest first (first page 0). */
export function getDeliveries(barId: string, page: number, perPage: number, signal?: AbortSignal): Promise<Page<DeliveryRow>> {
  return api<Page<DeliveryRow>>('/webhooks/deliveries', { bar: barId, query: { page, perPage }, signal });
}

export const deliveriesQueryOptions = (barId: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...webhooksKey(barId), 'deliveries', page, perPage] as const,
    queryFn: ({ signal }) => getDeliveries(barId, page, perPage, signal),
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
