import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoucherUpdateInput } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { VoucherRow } from './get-vouchers';

/** PATCH /api/uorder/voucher/{id} — fields left out keep their value. */
export function updateVoucher(barId: string, id: string, input: VoucherUpdateInput): Promise<VoucherRow> {
  return api<VoucherRow>(`/uorder/voucher/${encodeURIComponent(id)}`, { method: 'PATCH', bar: barId, body: { ...input, barId } });
}

export function useUpdateVoucher(barId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VoucherUpdateInput) => updateVoucher(barId, id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['vouchers'] }),
  });
}
