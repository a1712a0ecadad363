import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { VoucherRow } from './get-vouchers';

export const voucherKey = (barId: string, id: string) => ['vouchers', 'detail', barId, id] as const;

/** GET /api/uorder/voucher/{id}. */
export function getVoucher(barId: string, id: string, signal?: AbortSignal): Promise<VoucherRow> {
  return api<VoucherRow>(`/uorder/voucher/${encodeURIComponent(id)}`, { bar: barId, query: { barId }, signal });
}

export function useVoucher(barId: string, id: string) {
  return useQuery(
    queryOptions({ queryKey: voucherKey(barId, id), queryFn: ({ signal }) => getVoucher(barId, id, signal), retry: false, meta: { notifyError: false } }),
  );
}
