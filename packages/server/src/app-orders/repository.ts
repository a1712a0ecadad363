import { and, asc, count, eq, lt, ne, sql } from 'drizzle-orm';
import { APP_ORDER_STATUSES, APP_ORDER_TYPES, PAYMENT_METHODS, isRefundable, type AppOrder, type DeviceEventOf, type PagingQuery } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { appOrders } from '../db/schema.js';
import { planList, type ListSpec } from '../http/paging.js';

export type AppOrderRow = typeof appOrders.$inferSelect;

export const APP_ORDER_LIST: ListSpec = {
  resource: 'app orders',
  idColumn: appOrders.id,
  defaultSort: { createdAt: -1 },
  fields: {
    createdAt: { column: appOrders.createdAt, type: 'date' },
    price: { column: appOrders.price, type: 'number' },
    nickname: { column: appOrders.nickname, type: 'string' },
    status: { column: appOrders.status, type: 'enum', values: APP_ORDER_STATUSES },
    type: { column: appOrders.type, type: 'enum', values: APP_ORDER_TYPES },
    paymentMethod: { column: appOrders.paymentMethod, type: 'enum', values: PAYMENT_METHODS },
  },
};

/**
 * What an export of app orders reads (exports/sources.ts): the table and the file's fields in the
 * order of its columns, id and created_at first.
 */
export const APP_ORDER_EXPORT = {
  table: appOrders,
  fields: [
    appOrders.id,
    appOrders.createdAt,
    appOrders.updatedAt,
    appOrders.status,
    appOrders.type,
    appOrders.paymentMethod,
    appOrders.price,
    appOrders.currency,
    appOrders.nickname,
    appOrders.transactionId,
    appOrders.refundedAt,
    appOrders.refundedByEmail,
  ],
};

/** An app order as the API answers it; an order whose void is in flight still shows as paid. */
export function toAppOrder(row: AppOrderRow): AppOrder {
  const status = (row.status === 'refunding' ? 'paid' : row.status) as AppOrder['status'];
  return {
    _id: row.id,
    barId: row.barId,
    nickname: row.nickname,
    type: row.type,
    paymentMethod: row.paymentMethod,
    price: Number(row.price),
    currency: row.currency,
    status,
    transactionId: row.transactionId,
    refundable: row.status !== 'refunding' && isRefundable(row),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundedBy: row.refundedAt ? { _id: row.refundedBy, email: row.refundedByEmail } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of the bar's app orders; refunded ones only when the search asks for them. */
export async function listAppOrders(db: Db, barId: string, query: PagingQuery) {
  const plan = planList(query, APP_ORDER_LIST);
  const askedRefunded = query.search ? (JSON.parse(query.search) as { status?: unknown }).status === 'refunded' : false;
  const where = and(eq(appOrders.barId, barId), askedRefunded ? undefined : notIn(['refunded', 'refunding']), plan.where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(appOrders)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.perPage)
      .offset(plan.offset),
    db.select({ total: count() }).from(appOrders).where(where),
  ]);
  return { data: rows.map(toAppOrder), count: total, page: plan.page, perPage: plan.perPage };
}

const notIn = (statuses: string[]) =>
  sql`${appOrders.status} not in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;

export async function findAppOrder(db: Db, barId: string, id: string): Promise<AppOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(appOrders)
    .where(and(eq(appOrders.id, id), eq(appOrders.barId, barId)))
    .limit(1);
  return row;
}

/**
 * Claims a paid Shift4 order for a void: only one caller can move it from paid to refunding, so
 * a refund can never run twice, even when two arrive at once.
 */
export async function claimForRefund(db: Db, barId: string, id: string): Promise<AppOrderRow | undefined> {
  const [row] = await db
    .update(appOrders)
    .set({ status: 'refunding', updatedAt: new Date() })
    .where(and(eq(appOrders.id, id), eq(appOrders.barId, barId), eq(appOrders.status, 'paid'), eq(appOrders.paymentMethod, 'shift4')))
    .returning();
  return row;
}

export async function finishRefund(db: Db, id: string, by: { userId: string | null; email: string | null }, at: Date): Promise<AppOrderRow> {
  const [row] = await db
    .update(appOrders)
    .set({ status: 'refunded', refundedAt: at, refundedBy: by.userId, refundedByEmail: by.email, updatedAt: at })
    .where(and(eq(appOrders.id, id), eq(appOrders.status, 'refunding')))
    .returning();
  return row;
}

/** The gateway did not void: the order is paid again and may be retried. */
export async function releaseRefund(db: Db, id: string): Promise<void> {
  await db
    .update(appOrders)
    .set({ status: 'paid', updatedAt: new Date() })
    .where(and(eq(appOrders.id, id), eq(appOrders.status, 'refunding')));
}

/** Orders left refunding since before `claimedBefore` (the claim set updatedAt): voids a crash may have cut off. */
export async function findStaleRefunds(db: Db, claimedBefore: Date, limit = 100): Promise<AppOrderRow[]> {
  return db
    .select()
    .from(appOrders)
    .where(and(eq(appOrders.status, 'refunding'), lt(appOrders.updatedAt, claimedBefore)))
    .orderBy(asc(appOrders.updatedAt))
    .limit(limit);
}

/**
 * Ends an interrupted refund the way the gateway says it ended: refunded (by nobody known, the
 * caller's answer was lost) or paid again. Only a still-refunding order moves, so it happens once.
 */
export async function settleRefund(db: Db, id: string, outcome: 'refunded' | 'paid', at: Date): Promise<AppOrderRow | undefined> {
  const [row] = await db
    .update(appOrders)
    .set(
      outcome === 'refunded'
        ? { status: 'refunded', refundedAt: at, refundedBy: null, refundedByEmail: null, updatedAt: at }
        : { status: 'paid', updatedAt: at },
    )
    .where(and(eq(appOrders.id, id), eq(appOrders.status, 'refunding')))
    .returning();
  return row;
}

type DeviceOrder = DeviceEventOf<'appOrder'>['order'];

/** Stores a bar's app order report: new orders are created, open ones move to paid or error. */
export async function applyDeviceAppOrder(db: Db, barId: string, o: DeviceOrder): Promise<AppOrderRow | null> {
  const [inserted] = await db
    .insert(appOrders)
    .values({
      id: o.id,
      barId,
      nickname: o.nickname ?? null,
      type: o.type,
      paymentMethod: o.paymentMethod,
      price: o.price.toFixed(2),
      currency: o.currency,
      status: o.status,
      transactionId: o.transactionId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  if (o.status === 'open') return null;
  const [row] = await db
    .update(appOrders)
    .set({ status: o.status, ...(o.transactionId !== undefined ? { transactionId: o.transactionId } : {}), updatedAt: new Date() })
    .where(and(eq(appOrders.id, o.id), eq(appOrders.barId, barId), eq(appOrders.status, 'open'), ne(appOrders.status, o.status)))
    .returning();
  return row ?? null;
}
