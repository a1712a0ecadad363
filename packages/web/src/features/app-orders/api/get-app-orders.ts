import { queryOptions } from '@tanstack/react-query';
import type { AppOrder, Page } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';

export type AppOrderRow = Renamed<AppOrder>;

export const APP_ORDERS_LIST_PATH = '/uorder/apporders/';

/** GET /api/uorder/apporders/ — one page of the bar's app orders (refunded ones are left out). */
export function getAppOrders(barId: string, query: ListApiQuery, signal?: AbortSignal): Promise<Page<AppOrderRow>> {
  return api<Page<AppOrderRow>>(APP_ORDERS_LIST_PATH, { query: { ...query, barId }, bar: barId, signal });
}

export const appOrdersQueryOptions = (barId: string) => (query: ListApiQuery) =>
  queryOptions({ queryKey: ['appOrders', 'list', barId, query] as const, queryFn: ({ signal }) => getAppOrders(barId, query, signal) });
