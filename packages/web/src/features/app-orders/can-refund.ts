import { can, isRefundable, type EffectiveRole } from '@bar/domain';

/** The Refund button shows for a paid Shift4 order, to roles allowed to refund (ADMIN and above). */
export function canRefund(role: EffectiveRole, order: { status: string; paymentMethod: string; refundable?: boolean }): boolean {
  return can(role, 'manageBar') && isRefundable(order) && order.refundable !== false;
}
