import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Webhook, WebhookAttempt, WebhookDelivery, WebhookDeliveryQuery, WebhookDeliveryStatus, WebhookEvent } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { webhookDeliveries, webhooks } from '../db/schema.js';

export type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The API's view of a webhook: everything but its secret. */
export function toWebhook(row: WebhookRow): Webhook {
  return {
    _id: row.id,
    barId: row.barId,
    url: row.url,
    severities: row.severities as Webhook['severities'],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listWebhooks(db: Db, barId: string): Promise<Webhook[]> {
  const rows = await db.select().from(webhooks).where(eq(webhooks.barId, barId)).orderBy(webhooks.createdAt, webhooks.id);
  return rows.map(toWebhook);
}

export async function countWebhooks(db: Db, barId: string): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(webhooks).where(eq(webhooks.barId, barId));
  return total;
}

export async function findWebhook(db: Db, barId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.barId, barId), eq(webhooks.id, id)))
    .limit(1);
  return row;
}

export interface NewWebhook {
  barId: string;
  url: string;
  severities: string[];
  enabled: boolean;
  /** Sealed. */
  secret: string;
  createdBy: string | null;
}

export async function insertWebhook(db: Db, input: NewWebhook): Promise<WebhookRow> {
  const [row] = await db.insert(webhooks).values(input).returning();
  return row;
}

/** Changes a webhook of the bar; undefined when the bar has no such webhook. `secret` must be sealed. */
export async function updateWebhook(
  db: Db,
  barId: string,
  id: string,
  set: Partial<Pick<WebhookRow, 'url' | 'severities' | 'enabled' | 'secret'>>,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(webhooks.barId, barId), eq(webhooks.id, id)))
    .returning();
  return row;
}

/** Removes a webhook of the bar with its deliveries (pending ones are never sent); false when there was none. */
export async function deleteWebhook(db: Db, barId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(webhooks)
    .where(and(eq(webhooks.barId, barId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return removed.length > 0;
}

export interface AlarmEvent {
  barId: string;
  severity: string;
  event: WebhookEvent;
  alarmId: string;
  alarmKind: string;
  payload: string;
}

/**
 * One delivery for every enabled webhook of the bar that wants the alarm's severity, in one
 * statement: the only work an alarm change does for webhooks. Answers how many were queued.
 */
export async function enqueueAlarmDeliveries(db: Db, e: AlarmEvent): Promise<number> {
  const result = await db.execute(sql`
    insert into webhook_deliveries (webhook_id, bar_id, event, alarm_id, alarm_kind, payload)
    select id, bar_id, ${e.event}, ${e.alarmId}, ${e.alarmKind}, ${e.payload}
    from webhooks
    where bar_id = ${e.barId} and enabled and ${e.severity} = any(severities)
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** A test event for one webhook, whatever its severities and whether it is enabled. */
export async function enqueueTestDelivery(db: Db, webhook: WebhookRow, payload: string): Promise<WebhookDelivery> {
  const [row] = await db.insert(webhookDeliveries).values({ webhookId: webhook.id, barId: webhook.barId, event: 'webhook.test', payload }).returning();
  return toDelivery(row, webhook.url);
}

function toDelivery(row: DeliveryRow, webhookUrl: string): WebhookDelivery {
  return {
    _id: row.id,
    webhookId: row.webhookId,
    webhookUrl,
    event: row.event as WebhookEvent,
    alarmId: row.alarmId,
    alarmKind: row.alarmKind,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    history: row.history as WebhookAttempt[],
  };
}

/** The bar's delivery log, newest first (optionally one webhook's). */
export async function listDeliveries(db: Db, barId: string, query: WebhookDeliveryQuery) {
  const where = and(eq(webhookDeliveries.barId, barId), query.webhook ? eq(webhookDeliveries.webhookId, query.webhook) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, url: webhooks.url })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { data: rows.map((r) => toDelivery(r.delivery, r.url)), count: total, page: query.page, perPage: query.perPage };
}

export async function findDelivery(db: Db, barId: string, id: string): Promise<WebhookDelivery | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, url: webhooks.url })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.barId, barId), eq(webhookDeliveries.id, id)))
    .limit(1);
  return row && toDelivery(row.delivery, row.url);
}

/** A delivery the worker has claimed: what it sends, where, and its claim token. */
export interface ClaimedDelivery {
  id: string;
  event: string;
  payload: string;
  /** The claim token: the attempt number this worker makes. */
  attempts: number;
  firstAttemptAt: Date;
  /** The database's clock at the claim: the attempt's time in the log, on the same clock as the schedule it is due by. */
  claimedAt: Date;
  url: string;
  /** Sealed. */
  secret: string;
}

/**
 * Takes the delivery due longest ago whose webhook is enabled and that no live worker holds (never
 * claimed, or its lease ran out: that worker died mid-attempt). SKIP LOCKED lets instances claim at
 * once without taking the same one; the lease covers the attempt's timeout.
 */
export async function claimDelivery(db: Db, leaseMs: number): Promise<ClaimedDelivery | undefined> {
  const result = await db.execute<{
    id: string;
    event: string;
    payload: string;
    attempts: number;
    first_attempt_at: string;
    claimed_at: string;
    url: string;
    secret: string;
  }>(sql`
    update webhook_deliveries d set attempts = d.attempts + 1, first_attempt_at = coalesce(d.first_attempt_at, now()),
      lease_until = now() + (${leaseMs} * interval '1 millisecond')
    from webhooks w
    where w.id = d.webhook_id and d.id = (
      select dd.id from webhook_deliveries dd join webhooks ww on ww.id = dd.webhook_id
      where dd.status = 'pending' and dd.next_attempt_at <= now() and (dd.lease_until is null or dd.lease_until < now())
        and (ww.enabled or dd.event = 'webhook.test')
      order by dd.next_attempt_at
      limit 1
      for update of dd skip locked
    )
    returning d.id, d.event, d.payload, d.attempts, d.first_attempt_at, now() as claimed_at, w.url, w.secret`);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0];
  if (!row) return undefined;
  return {
    id: row.id as string,
    event: row.event as string,
    payload: row.payload as string,
    attempts: Number(row.attempts),
    firstAttemptAt: new Date(row.first_attempt_at as string),
    claimedAt: new Date(row.claimed_at as string),
    url: row.url as string,
    secret: row.secret as string,
  };
}

export interface AttemptOutcome {
  attempt: WebhookAttempt;
  /** delivered, failed (given up), or pending again with the time of the next attempt. */
  status: WebhookDeliveryStatus;
  nextAttemptAt?: Date;
}

/** Records an attempt of a claimed delivery; false when another worker has claimed it since (its lease had passed). */
export async function recordAttempt(db: Db, id: string, token: number, outcome: AttemptOutcome): Promise<boolean> {
  const { attempt, status } = outcome;
  const updated = await db
    .update(webhookDeliveries)
    .set({
      status,
      leaseUntil: null,
      lastStatusCode: attempt.statusCode,
      lastError: attempt.error,
      history: sql`${webhookDeliveries.history} || ${JSON.stringify([attempt])}::jsonb`,
      ...(status === 'delivered' ? { deliveredAt: new Date(attempt.at) } : {}),
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.attempts, token), eq(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return updated.length > 0;
}
