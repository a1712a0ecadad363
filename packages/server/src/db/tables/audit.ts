import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Audit trail (ARCHITECTURE §10): one row per mutating or refused API call. No foreign keys on
 * purpose: a row outlives the user or bar it names, and a refused call may name a bar that never existed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    /** The caller's email, or the attempted one of a sign-in. */
    email: text('email'),
    barId: uuid('bar_id'),
    method: text('method').notNull(),
    /** The route pattern, e.g. /api/uorder/drink/:id, never the raw URL. */
    route: text('route').notNull(),
    targetId: text('target_id'),
    statusCode: integer('status_code').notNull(),
    /** ok, refused (401/403/429), invalid (other 4xx), error (5xx) */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
  },
  (t) => [index('audit_log_bar_at_idx').on(t.barId, t.at.desc()), index('audit_log_user_at_idx').on(t.userId, t.at.desc()), index('audit_log_at_idx').on(t.at)],
);
