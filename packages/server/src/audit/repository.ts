import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PagingQuery } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { auditLog } from '../db/schema.js';
import { escapeLike, planList, type ListPlan, type ListSpec } from '../http/paging.js';
import { isUuid } from '../http/guard.js';
import { AUDIT_OUTCOMES, type AuditOutcome } from '@bar/domain';
import type { AuditEntry } from './entry.js';

/** Method of audit rows written by the server itself (no caller, no address). */
export const SYSTEM_METHOD = 'SYSTEM';

export const AUDIT_LIST: ListSpec = {
  resource: 'audit rows',
  idColumn: auditLog.id,
  defaultSort: { at: -1 },
  fields: {
    at: { column: auditLog.at, type: 'date' },
    email: { column: auditLog.email, type: 'string' },
    method: { column: auditLog.method, type: 'enum', values: ['POST', 'PUT', 'PATCH', 'DELETE', 'GET', 'SYSTEM'] },
    route: { column: auditLog.route, type: 'string' },
    statusCode: { column: auditLog.statusCode, type: 'number' },
    outcome: { column: auditLog.outcome, type: 'enum', values: AUDIT_OUTCOMES },
  },
};

/** A bar's timeline also takes the date range as `createdAt`, the name every other list's range has. */
export const BAR_AUDIT_LIST: ListSpec = {
  ...AUDIT_LIST,
  fields: { ...AUDIT_LIST.fields, createdAt: { column: auditLog.at, type: 'date', sortable: false } },
};

export interface AuditFilters {
  bar?: string;
  user?: string;
  outcome?: AuditOutcome;
  /** A route pattern, matched exactly, e.g. /api/uorder/drink/:id. */
  route?: string;
}

export interface BarAuditFilters {
  /** A user id (exactly) or part of an email. */
  person?: string;
  /** One action: its method and route pattern, matched exactly. */
  action?: { method: string; route: string };
  outcome?: AuditOutcome;
}

async function pageOf(db: Db, plan: ListPlan, filters: Array<SQL | undefined>) {
  const where = and(plan.where, ...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.perPage)
      .offset(plan.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const data = rows.map(({ id, at, ...row }) => ({ _id: id, at: at.toISOString(), ...row, outcome: row.outcome as AuditOutcome }));
  return { data, count: total, page: plan.page, perPage: plan.perPage };
}

export async function listAudit(db: Db, query: PagingQuery & AuditFilters) {
  return pageOf(db, planList(query, AUDIT_LIST), [
    query.bar ? eq(auditLog.barId, query.bar) : undefined,
    query.user ? eq(auditLog.userId, query.user) : undefined,
    query.outcome ? eq(auditLog.outcome, query.outcome) : undefined,
    query.route ? eq(auditLog.route, query.route) : undefined,
  ]);
}

function personFilter(person: string | undefined): SQL | undefined {
  if (!person) return undefined;
  if (isUuid(person)) return eq(auditLog.userId, person.toLowerCase());
  return ilike(auditLog.email, `%${escapeLike(person)}%`);
}

/** One bar's rows only, newest first; without the caller's address, which the bar's staff do not need. */
export async function listBarAudit(db: Db, barId: string, query: PagingQuery & BarAuditFilters) {
  const page = await pageOf(db, planList(query, BAR_AUDIT_LIST), [
    eq(auditLog.barId, barId),
    personFilter(query.person),
    query.action ? and(eq(auditLog.method, query.action.method), eq(auditLog.route, query.action.route)) : undefined,
    query.outcome ? eq(auditLog.outcome, query.outcome) : undefined,
  ]);
  return { ...page, data: page.data.map(({ ip: _ip, ...row }) => row) };
}

/** The actions a bar's log holds, for the timeline's action filter. */
export function listBarAuditActions(db: Db, barId: string) {
  return db
    .selectDistinct({ method: auditLog.method, route: auditLog.route })
    .from(auditLog)
    .where(eq(auditLog.barId, barId))
    .orderBy(asc(auditLog.route), asc(auditLog.method));
}

/** Writes the rows of `entries` in one insert; a sign-in's row gets the id of the user its email names. */
export async function insertAuditEntries(db: Db, entries: AuditEntry[]): Promise<void> {
  await db.insert(auditLog).values(entries.map(toRow));
}

function toRow({ signIn, ...entry }: AuditEntry) {
  if (!signIn || !entry.email) return entry;
  return { ...entry, userId: sql`(SELECT id FROM users WHERE email = ${entry.email})` };
}

/**
 * Writes one audit row for something the server did on its own, e.g. settling a refund a crash
 * interrupted. Written with `db` (a transaction when the action must be recorded exactly once).
 */
export async function writeSystemAudit(db: Db, entry: { barId: string | null; action: string; targetId: string | null; at: Date }): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    userId: null,
    email: null,
    barId: entry.barId,
    method: SYSTEM_METHOD,
    route: entry.action,
    targetId: entry.targetId,
    statusCode: 200,
    outcome: 'ok',
    ip: null,
  });
}
