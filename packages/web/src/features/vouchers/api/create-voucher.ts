import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { voucherCreateSchema } from '@bar/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { VoucherRow } from './get-vouchers';

export type VoucherCreateValues = z.output<typeof voucherCreateSchema>;

/** POST /api/uorder/voucher — the server makes the code. */
export function createVoucher(barId: string, input: VoucherCreateValues): Promise<VoucherRow> {
  return api<VoucherRow>('/uorder/voucher', { method: 'POST', bar: barId, body: { ...input, barId } });
}

export function useCreateVoucher(barId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VoucherCreateValues) => createVoucher(barId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['vouchers'] }),
  });
}
