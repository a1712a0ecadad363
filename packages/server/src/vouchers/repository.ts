import { and, count, eq } from 'drizzle-orm';
import { VOUCHER_STATUSES, VOUCHER_TYPES, type PagingQuery, type Voucher } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { vouchers } from '../db/schema.js';
import { planList, type ListSpec } from '../http/paging.js';

export type VoucherRow = typeof vouchers.$inferSelect;

export const VOUCHER_LIST: ListSpec = {
  resource: 'vouchers',
  idColumn: vouchers.id,
  defaultSort: { createdAt: -1 },
  fields: {
    createdAt: { column: vouchers.createdAt, type: 'date' },
    type: { column: vouchers.type, type: 'enum', values: VOUCHER_TYPES },
    status: { column: vouchers.status, type: 'enum', values: VOUCHER_STATUSES },
    code: { column: vouchers.code, type: 'string' },
    nickname: { column: vouchers.nickname, type: 'string' },
    email: { column: vouchers.email, type: 'string', sortable: false },
    value: { column: vouchers.value, type: 'number' },
  },
};

export function toVoucher(row: VoucherRow): Voucher {
  return {
    _id: row.id,
    barId: row.barId,
    code: row.code,
    type: row.type as Voucher['type'],
    value: Number(row.value),
    status: row.status as Voucher['status'],
    nickname: row.nickname,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listVouchers(db: Db, barId: string, query: PagingQuery) {
  const plan = planList(query, VOUCHER_LIST);
  const where = and(eq(vouchers.barId, barId), plan.where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(vouchers)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.perPage)
      .offset(plan.offset),
    db.select({ total: count() }).from(vouchers).where(where),
  ]);
  return { data: rows.map(toVoucher), count: total, page: plan.page, perPage: plan.perPage };
}

export async function findVoucher(db: Db, barId: string, id: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), eq(vouchers.barId, barId)))
    .limit(1);
  return row;
}

/** Inserts a voucher; undefined when its code is taken (the caller draws another). */
export async function insertVoucher(db: Db, values: typeof vouchers.$inferInsert): Promise<VoucherRow | undefined> {
  const [row] = await db.insert(vouchers).values(values).onConflictDoNothing({ target: vouchers.code }).returning();
  return row;
}

export async function updateVoucher(db: Db, id: string, expectedStatus: string, set: Partial<typeof vouchers.$inferInsert>) {
  const [row] = await db
    .update(vouchers)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(vouchers.id, id), eq(vouchers.status, expectedStatus)))
    .returning();
  return row;
}
