import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alarms } from './alarms.js';
import { bars, users } from './core.js';

/**
 * Outbound alarm webhooks (issue 19, docs/webhooks.md): where a bar's alarm changes are sent.
 * `secret` is the HMAC signing secret sealed by the secret box; it is never answered after creation.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Alarm severities sent: critical, warning. */
    severities: text('severities').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_bar_idx').on(t.barId)],
);

/**
 * One event for one webhook and its attempts. Stored before anything is sent, so a restart loses
 * none; the worker claims a due one with a lease (`attempts` is the claim token, as for exports).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    barId: uuid('bar_id')
      .notNull()
      .references(() => bars.id, { onDelete: 'cascade' }),
    /** alarm.opened, alarm.cleared, …, webhook.test */
    event: text('event').notNull(),
    alarmId: uuid('alarm_id').references(() => alarms.id, { onDelete: 'set null' }),
    alarmKind: text('alarm_kind'),
    /** The event's JSON without its id, made once when the change happened: every attempt sends the same body. */
    payload: text('payload').notNull(),
    /** pending, delivered, failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    /** While an attempt is under way: another instance takes the delivery only once this has passed. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** [{ at, statusCode, error, durationMs }], one per attempt. */
    history: jsonb('history')
      .notNull()
      .default(sql`'[]'::jsonb`),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_bar_created_idx').on(t.barId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId),
  ],
);
