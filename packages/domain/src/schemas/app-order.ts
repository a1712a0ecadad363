import { z } from 'zod';
import { DRINK_TYPES, drinkSchema } from '../drinks.js';

/** App order statuses (SPEC §3); refunded orders leave the list (SPEC §4). */
export const APP_ORDER_STATUSES = ['open', 'paid', 'error', 'refunded'] as const;
export type AppOrderStatus = (typeof APP_ORDER_STATUSES)[number];
/** Statuses the list filter offers (SPEC §2). */
export const APP_ORDER_FILTER_STATUSES = ['open', 'paid', 'error'] as const;
export const APP_ORDER_TYPES = DRINK_TYPES;
export const PAYMENT_METHODS = ['shift4', 'satispay', 'adyen', 'cash', 'voucher'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Only a paid card order taken through Shift4 can be voided (SPEC §4). */
export function isRefundable(order: { status: string; paymentMethod: string }): boolean {
  return order.status === 'paid' && order.paymentMethod === 'shift4';
}

export const appOrderSchema = z.object({
  _id: z.string(),
  barId: z.string(),
  nickname: z.string().nullable(),
  type: z.string(),
  paymentMethod: z.string(),
  price: z.number(),
  currency: z.string(),
  status: z.enum(APP_ORDER_STATUSES),
  transactionId: z.string().nullable(),
  refundable: z.boolean(),
  refundedAt: z.string().nullable(),
  refundedBy: z.object({ _id: z.string().nullable(), email: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppOrder = z.infer<typeof appOrderSchema>;

export const appOrderDetailSchema = appOrderSchema.extend({ drinks: z.array(drinkSchema) });
export type AppOrderDetail = z.infer<typeof appOrderDetailSchema>;

/** Sortable and searchable fields of `GET /api/uorder/apporders/`. */
export const APP_ORDER_LIST_FIELDS = {
  sortable: ['createdAt', 'price', 'nickname', 'status', 'type', 'paymentMethod'],
  searchable: ['status', 'type', 'paymentMethod', 'price', 'nickname', 'createdAt'],
} as const;
