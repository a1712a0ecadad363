import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { AppOrderRow } from './get-app-orders';

/** DELETE /api/uorder/apporders/{id}/refund — voids a paid Shift4 order; it then leaves the list. */
export function refundAppOrder(barId: string, id: string): Promise<AppOrderRow> {
  return api<AppOrderRow>(`/uorder/apporders/${encodeURIComponent(id)}/refund`, { method: 'DELETE', bar: barId, query: { barId } });
}

/** The refund with its SPEC §8 toasts ('Order Refund' / 'Error in Order Refund!'). */
export function useRefundAppOrder(barId: string, onRefunded?: (order: AppOrderRow) => void) {
  const { t } = useTranslation('app-orders');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => refundAppOrder(barId, id),
    onSuccess: (order) => {
      notifySuccess(t('toasts.refunded'));
      onRefunded?.(order);
    },
    onError: (error) => notifyError(error, t('toasts.refundFailed')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['appOrders'] }),
  });
}
