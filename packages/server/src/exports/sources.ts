import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { APP_ORDER_STATUSES, DRINK_STATUSES, type ExportCollection } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { appOrders, drinks } from '../db/schema.js';
import { planList, type ListSpec } from '../http/paging.js';
import { badRequest } from '../http/errors.js';
import { DRINK_LIST } from '../drinks/queue-repository.js';
import { APP_ORDER_LIST } from '../app-orders/repository.js';
import type { Cell } from './csv-writer.js';

/** What an export of one collection reads: its columns, filters and keyset batches. */
interface Source {
  header: string[];
  /** Checks the filters and returns the WHERE of the bar's matching rows (bad filters → 400). */
  where(barId: string, search: Record<string, unknown>): SQL;
  batch(db: Db, where: SQL, after: Cursor | null, size: number): Promise<{ cells: Cell[][]; last: Cursor | null }>;
}

/** Position after the last row read: created_at as Postgres text (microseconds kept) and id. */
export interface Cursor {
  createdAt: string;
  id: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function statusFilter(column: AnyPgColumn, raw: unknown, allowed: readonly string[]): SQL | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const list = (Array.isArray(raw) ? raw : String(raw).split(',')).map((s) => String(s).trim()).filter(Boolean);
  const wrong = list.filter((s) => !allowed.includes(s));
  if (wrong.length) throw badRequest(`status must be among ${allowed.join(', ')}.`);
  return list.length ? inArray(column, list) : undefined;
}

function filters(spec: ListSpec, statusColumn: AnyPgColumn, statuses: readonly string[], barColumn: AnyPgColumn, barId: string, search: Record<string, unknown>): SQL {
  const { status, ...rest } = search;
  const plan = planList({ page: 0, perPage: 1, search: JSON.stringify(rest) }, spec);
  return and(eq(barColumn, barId), statusFilter(statusColumn, status, statuses), plan.where)!;
}

function keyset(createdAt: AnyPgColumn, id: AnyPgColumn, after: Cursor | null): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
}

const drinkSource: Source = {
  header: ['Id', 'Created At', 'Updated At', 'Status', 'Type', 'Recipe', 'Category', 'Price', 'Name', 'Priority', 'Robot', 'Delivery Position', 'App Order', 'Error'],
  where: (barId, search) => filters(DRINK_LIST, drinks.status, DRINK_STATUSES, drinks.barId, barId, search),
  async batch(db, where, after, size) {
    const rows = await db
      .select({ row: drinks, cursor: sql<string>`${drinks.createdAt}::text` })
      .from(drinks)
      .where(and(where, keyset(drinks.createdAt, drinks.id, after)))
      .orderBy(asc(drinks.createdAt), asc(drinks.id))
      .limit(size);
    const cells = rows.map(({ row: d }) => [
      d.id, iso(d.createdAt), iso(d.updatedAt), d.status, d.type, d.recipeName, d.recipeCategory,
      // numeric text as stored: money stays exact
      d.recipePrice, d.name, d.priority, d.robotDisplayName, d.deliveryPosition, d.appOrderId, d.error,
    ]);
    const lastRow = rows.at(-1);
    return { cells, last: lastRow ? { createdAt: lastRow.cursor, id: lastRow.row.id } : null };
  },
};

const appOrderSource: Source = {
  header: ['Id', 'Created At', 'Updated At', 'Status', 'Source', 'Payment Method', 'Price', 'Currency', 'Nickname', 'Transaction Id', 'Refunded At', 'Refunded By'],
  where: (barId, search) => filters(APP_ORDER_LIST, appOrders.status, [...APP_ORDER_STATUSES, 'refunding'], appOrders.barId, barId, search),
  async batch(db, where, after, size) {
    const rows = await db
      .select({ row: appOrders, cursor: sql<string>`${appOrders.createdAt}::text` })
      .from(appOrders)
      .where(and(where, keyset(appOrders.createdAt, appOrders.id, after)))
      .orderBy(asc(appOrders.createdAt), asc(appOrders.id))
      .limit(size);
    const cells = rows.map(({ row: o }) => [
      o.id, iso(o.createdAt), iso(o.updatedAt), o.status, o.type, o.paymentMethod, o.price, o.currency, o.nickname, o.transactionId, iso(o.refundedAt), o.refundedByEmail,
    ]);
    const lastRow = rows.at(-1);
    return { cells, last: lastRow ? { createdAt: lastRow.cursor, id: lastRow.row.id } : null };
  },
};

export const SOURCES: Record<ExportCollection, Source> = { Drink: drinkSource, AppOrder: appOrderSource };
