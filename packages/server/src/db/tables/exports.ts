import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bars, users } from './core.js';

/** Export requests (SPEC §3) and the worker's claim on them (lease so a crashed job is picked up again). */
export const exportRequests = pgTable(
  'export_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    collectionName: text('collection_name').notNull(),
    search: jsonb('search')
      .notNull()
      .default(sql`'{}'::jsonb`),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userDisplay: text('user_display').notNull(),
    /** queued, running, done, failed */
    status: text('status').notNull().default('queued'),
    /** Relative to <dataDir>/exports; set only when the file is complete. */
    filepath: text('filepath'),
    /** Rows in the finished file. */
    rows: integer('rows').notNull().default(0),
    /** Progress of the running attempt: rows matching when it was claimed, rows written so far. */
    rowsTotal: integer('rows_total'),
    rowsDone: integer('rows_done').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** A running job whose lease has passed belongs to a worker that died: another may take it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('export_requests_bar_created_idx').on(t.barId, t.createdAt), index('export_requests_pending_idx').on(t.status, t.leaseUntil)],
);
