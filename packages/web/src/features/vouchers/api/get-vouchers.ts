import { queryOptions } from '@tanstack/react-query';
import type { Page, Voucher } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { Renamed } from '../../../lib/rename-id';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';

export type VoucherRow = Renamed<Voucher>;

export const VOUCHERS_LIST_PATH = '/uorder/voucher/';

/** GET /api/uorder/voucher/ — one page of the bar's vouchers (first page 0, SPEC §7). */
export function getVouchers(barId: string, query: ListApiQuery, signal?: AbortSignal): Promise<Page<VoucherRow>> {
  return api<Page<VoucherRow>>(VOUCHERS_LIST_PATH, { query: { ...query, barId }, bar: barId, signal });
}

export const vouchersQueryOptions = (barId: string) => (query: ListApiQuery) =>
  queryOptions({ queryKey: ['vouchers', 'list', barId, query] as const, queryFn: ({ signal }) => getVouchers(barId, query, signal) });
