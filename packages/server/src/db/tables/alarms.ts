import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bars, users } from './core.js';

/**
 * Alarms (issue 19): one row per condition episode of a bar. The partial unique index keeps one
 * active (open or acknowledged) alarm per bar, kind and subject, so instances that judge the same
 * condition at once update one row instead of opening two.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    severity: text('severity').notNull(),
    subjectType: text('subject_type').notNull(),
    /** Robot or dispenser id, robot name for drinks in error, job id…; '' for the bar itself. */
    subjectId: text('subject_id').notNull().default(''),
    subjectName: text('subject_name'),
    detail: text('detail'),
    /** open, acknowledged, cleared */
    state: text('state').notNull().default('open'),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    uniqueIndex('alarms_active_condition_idx')
      .on(t.barId, t.kind, t.subjectId)
      .where(sql`${t.state} <> 'cleared'`),
    index('alarms_bar_last_seen_idx').on(t.barId, t.lastSeen.desc(), t.id.desc()),
    index('alarms_active_severity_idx')
      .on(t.barId, t.severity)
      .where(sql`${t.state} = 'open'`),
  ],
);
