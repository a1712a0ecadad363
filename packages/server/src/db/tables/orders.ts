import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bars, users } from './core.js';

/** Customer orders taken by a bar's app and kiosk channels (SPEC §3 app order). */
export const appOrders = pgTable(
  'app_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    nickname: text('nickname'),
    /** App, Kiosk or Admin: the "source" of the list filter. */
    type: text('type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** open, paid, error, refunding (a void in flight), refunded */
    status: text('status').notNull().default('open'),
    /** The gateway's reference of the payment (Shift4 invoice). */
    transactionId: text('transaction_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundedByEmail: text('refunded_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('app_orders_bar_created_idx').on(t.barId, t.createdAt),
    index('app_orders_bar_status_created_idx').on(t.barId, t.status, t.createdAt),
    index('app_orders_bar_type_created_idx').on(t.barId, t.type, t.createdAt),
    index('app_orders_bar_price_idx').on(t.barId, t.price),
  ],
);

/** Vouchers a bar hands out (SPEC §3); codes are unique across bars. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** free or valued */
    type: text('type').notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull().default('0'),
    status: text('status').notNull().default('created'),
    nickname: text('nickname').notNull(),
    email: text('email'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_code_idx').on(t.code),
    index('vouchers_bar_created_idx').on(t.barId, t.createdAt),
    index('vouchers_bar_status_created_idx').on(t.barId, t.status, t.createdAt),
    index('vouchers_bar_type_created_idx').on(t.barId, t.type, t.createdAt),
  ],
);
