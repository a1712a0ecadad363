import { and, count, eq, sql } from 'drizzle-orm';
import { exportProgress, type ExportCollection, type ExportRequest, type ExportType, type PagingQuery } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { exportRequests } from '../db/schema.js';
import { planList, type ListSpec } from '../http/paging.js';

export type ExportRow = typeof exportRequests.$inferSelect;

export const EXPORT_LIST: ListSpec = {
  resource: 'exports',
  idColumn: exportRequests.id,
  defaultSort: { createdAt: -1 },
  fields: {
    createdAt: { column: exportRequests.createdAt, type: 'date' },
    collectionName: { column: exportRequests.collectionName, type: 'enum', values: ['AppOrder', 'Drink'] },
    type: { column: exportRequests.type, type: 'enum', values: ['csv', 'excel'] },
    userDisplay: { column: exportRequests.userDisplay, type: 'string' },
  },
};

export function toExportRequest(row: ExportRow): ExportRequest {
  return {
    _id: row.id,
    barId: row.barId,
    collectionName: row.collectionName as ExportRequest['collectionName'],
    search: row.search as Record<string, unknown>,
    type: row.type as ExportRequest['type'],
    userDisplay: row.userDisplay,
    filepath: row.status === 'done' ? row.filepath : null,
    status: row.status,
    rows: row.rows,
    progress: exportProgress(row.status, row.rowsDone, row.rowsTotal),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A job as stored: the route has checked its filters and range; the worker reads them as they are. */
export interface NewExport {
  barId: string;
  collectionName: ExportCollection;
  type: ExportType;
  search: Record<string, unknown>;
  userId: string | null;
  userDisplay: string;
}

export async function insertExport(db: Db, input: NewExport) {
  const [row] = await db
    .insert(exportRequests)
    .values({
      barId: input.barId,
      collectionName: input.collectionName,
      search: input.search,
      type: input.type,
      userId: input.userId,
      userDisplay: input.userDisplay,
    })
    .returning();
  return row;
}

export async function listExports(db: Db, barId: string, query: PagingQuery) {
  const plan = planList(query, EXPORT_LIST);
  const where = and(eq(exportRequests.barId, barId), plan.where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(exportRequests)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.perPage)
      .offset(plan.offset),
    db.select({ total: count() }).from(exportRequests).where(where),
  ]);
  return { data: rows.map(toExportRequest), count: total, page: plan.page, perPage: plan.perPage };
}

export async function findExport(db: Db, id: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(exportRequests).where(eq(exportRequests.id, id)).limit(1);
  return row;
}

/**
 * Takes the oldest waiting job, or a running one whose lease ran out (its worker died). SKIP LOCKED
 * lets several server processes claim at once without taking the same job. `attempts` after the
 * claim is the worker's token: a later claim by another worker changes it.
 */
export async function claimExport(db: Db, leaseMs: number): Promise<ExportRow | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    update export_requests set status = 'running', attempts = attempts + 1, rows_total = null, rows_done = 0,
      lease_until = now() + (${leaseMs} * interval '1 millisecond')
    where id = (
      select id from export_requests
      where status = 'queued' or (status = 'running' and lease_until < now())
      order by created_at
      limit 1
      for update skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: Array<{ id: string }> }).rows[0]?.id;
  return id ? findExport(db, id) : undefined;
}

const ownJob = (id: string, attempt: number) => and(eq(exportRequests.id, id), eq(exportRequests.attempts, attempt), eq(exportRequests.status, 'running'));

/** The number of rows the claimed job will write (progress); false when the job is no longer ours. */
export async function setRowsTotal(db: Db, id: string, attempt: number, rowsTotal: number): Promise<boolean> {
  const updated = await db.update(exportRequests).set({ rowsTotal }).where(ownJob(id, attempt)).returning({ id: exportRequests.id });
  return updated.length > 0;
}

/** Extends the lease and records the rows written so far; false when another worker has taken the job meanwhile. */
export async function renewLease(db: Db, id: string, attempt: number, leaseMs: number, rowsDone: number): Promise<boolean> {
  const updated = await db
    .update(exportRequests)
    .set({ leaseUntil: sql`now() + (${leaseMs} * interval '1 millisecond')`, rowsDone })
    .where(ownJob(id, attempt))
    .returning({ id: exportRequests.id });
  return updated.length > 0;
}

export async function finishExport(db: Db, id: string, attempt: number, set: { status: 'done' | 'failed'; filepath?: string; rows?: number; error?: string }) {
  const updated = await db
    .update(exportRequests)
    .set({ ...set, ...(set.rows !== undefined ? { rowsDone: set.rows } : {}), leaseUntil: null, finishedAt: new Date() })
    .where(ownJob(id, attempt))
    .returning({ id: exportRequests.id });
  return updated.length > 0;
}
