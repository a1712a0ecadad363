import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PagingQuery } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { auditLog } from '../db/schema.js';
import { planList, type ListSpec } from '../http/paging.js';
import { AUDIT_OUTCOMES, type AuditOutcome } from './entry.js';

export const AUDIT_LIST: ListSpec = {
  resource: 'audit rows',
  idColumn: auditLog.id,
  defaultSort: { at: -1 },
  fields: {
    at: { column: auditLog.at, type: 'date' },
    email: { column: auditLog.email, type: 'string' },
    method: { column: auditLog.method, type: 'enum', values: ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] },
    route: { column: auditLog.route, type: 'string' },
    statusCode: { column: auditLog.statusCode, type: 'number' },
    outcome: { column: auditLog.outcome, type: 'enum', values: AUDIT_OUTCOMES },
  },
};

export interface AuditFilters {
  bar?: string;
  user?: string;
  outcome?: AuditOutcome;
  /** A route pattern, matched exactly, e.g. /api/uorder/drink/:id. */
  route?: string;
}

export async function listAudit(db: Db, query: PagingQuery & AuditFilters) {
  const plan = planList(query, AUDIT_LIST);
  const filters: Array<SQL | undefined> = [
    plan.where,
    query.bar ? eq(auditLog.barId, query.bar) : undefined,
    query.user ? eq(auditLog.userId, query.user) : undefined,
    query.outcome ? eq(auditLog.outcome, query.outcome) : undefined,
    query.route ? eq(auditLog.route, query.route) : undefined,
  ];
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(...plan.orderBy).limit(plan.perPage).offset(plan.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const data = rows.map(({ id, at, ...row }) => ({ _id: id, at: at.toISOString(), ...row, outcome: row.outcome as AuditOutcome }));
  return { data, count: total, page: plan.page, perPage: plan.perPage };
}
