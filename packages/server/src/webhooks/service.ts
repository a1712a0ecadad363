import {
  WEBHOOK_ALARM_CHANGES,
  WEBHOOKS_PER_BAR,
  webhookUrlProblem,
  type Alarm,
  type WebhookAlarmChange,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookUpdate,
  type WebhookWithSecret,
} from '@bar/domain';
import type { Db } from '../db/connection.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { listSelectableBars } from '../bars/repository.js';
import type { AlarmChange } from '../alarms/service.js';
import {
  countWebhooks,
  deleteWebhook,
  enqueueAlarmDeliveries,
  enqueueTestDelivery,
  findWebhook,
  insertWebhook,
  toWebhook,
  updateWebhook,
  type WebhookRow,
} from './repository.js';
import { newWebhookSecret } from './signing.js';

export interface WebhookDeps {
  db: Db;
  secrets: SecretBox;
  /** Plain http to a loopback host (test receivers on this machine); off unless the server is told. */
  allowHttpLoopback: boolean;
  /** Tells the worker that deliveries are due. */
  wake: () => void;
  now?: () => Date;
}

function checkUrl(deps: WebhookDeps, url: string | undefined) {
  if (url === undefined) return;
  const problem = webhookUrlProblem(url, { allowHttpLoopback: deps.allowHttpLoopback });
  if (problem) throw badRequest(problem, [{ path: 'url', message: problem }]);
}

const withSecret = (row: WebhookRow, secret: string): WebhookWithSecret => ({ ...toWebhook(row), secret });

/** Adds a webhook to the bar with a new signing secret, answered this once. */
export async function createWebhook(deps: WebhookDeps, barId: string, input: WebhookCreate, userId: string | null): Promise<WebhookWithSecret> {
  checkUrl(deps, input.url);
  if ((await countWebhooks(deps.db, barId)) >= WEBHOOKS_PER_BAR) throw conflict(`A bar can have at most ${WEBHOOKS_PER_BAR} webhooks; delete one first.`);
  const secret = newWebhookSecret();
  const row = await insertWebhook(deps.db, {
    barId,
    url: input.url,
    severities: input.severities,
    enabled: input.enabled,
    secret: deps.secrets.seal(secret),
    createdBy: userId,
  });
  return withSecret(row, secret);
}

export async function editWebhook(deps: WebhookDeps, barId: string, id: string, input: WebhookUpdate) {
  checkUrl(deps, input.url);
  const row = await updateWebhook(deps.db, barId, id, {
    ...(input.url !== undefined && { url: input.url }),
    ...(input.severities !== undefined && { severities: input.severities }),
    ...(input.enabled !== undefined && { enabled: input.enabled }),
  });
  if (!row) throw notFound('Webhook');
  return toWebhook(row);
}

/** A new signing secret replaces the old one at once; answered this once. */
export async function rotateWebhookSecret(deps: WebhookDeps, barId: string, id: string): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  const row = await updateWebhook(deps.db, barId, id, { secret: deps.secrets.seal(secret) });
  if (!row) throw notFound('Webhook');
  return withSecret(row, secret);
}

export async function removeWebhook(deps: WebhookDeps, barId: string, id: string): Promise<void> {
  if (!(await deleteWebhook(deps.db, barId, id))) throw notFound('Webhook');
}

/** The event's JSON without its id (the worker puts the delivery id first when it sends it). */
function eventPayload(type: string, at: Date, bar: { id: string; name: string }, alarm: Alarm): string {
  return JSON.stringify({ type, at: at.toISOString(), bar, alarm });
}

/** A sample alarm for test events: plainly a test, shaped like a real one so receivers can try their formatting. */
function sampleAlarm(bar: { id: string; name: string }, at: string): Alarm {
  return {
    _id: '00000000-0000-0000-0000-000000000000',
    barId: bar.id,
    barName: bar.name,
    kind: 'bottleLow',
    severity: 'warning',
    subjectType: 'dispenser',
    subjectId: '',
    subjectName: 'Test bottle',
    detail: 'Test event sent from the console: nothing is wrong at the bar.',
    state: 'open',
    firstSeen: at,
    lastSeen: at,
    count: 1,
    acknowledgedBy: null,
    acknowledgedAt: null,
    assignee: null,
    clearedAt: null,
    notes: '',
  };
}

/** Queues a `webhook.test` event for one webhook (enabled or not) and wakes the worker. */
export async function sendTestEvent(deps: WebhookDeps, barId: string, id: string): Promise<WebhookDelivery> {
  const webhook = await findWebhook(deps.db, barId, id);
  if (!webhook) throw notFound('Webhook');
  const [summary] = await listSelectableBars(deps.db, [barId]);
  const bar = { id: barId, name: summary?.name ?? '' };
  const at = (deps.now ?? (() => new Date()))();
  const delivery = await enqueueTestDelivery(deps.db, webhook, eventPayload('webhook.test', at, bar, sampleAlarm(bar, at.toISOString())));
  deps.wake();
  return delivery;
}

const SENT_CHANGES: ReadonlySet<AlarmChange> = new Set<AlarmChange>(WEBHOOK_ALARM_CHANGES);

/**
 * The alarm listener: one INSERT queues a delivery per webhook of the bar that wants the alarm's
 * severity; nothing is sent here, so a slow receiver never holds the alarm path.
 */
export async function queueAlarmChange(deps: Pick<WebhookDeps, 'db' | 'wake' | 'now'>, alarm: Alarm, change: AlarmChange): Promise<void> {
  if (!SENT_CHANGES.has(change)) return;
  const type = `alarm.${change as WebhookAlarmChange}` as const;
  const at = (deps.now ?? (() => new Date()))();
  const queued = await enqueueAlarmDeliveries(deps.db, {
    barId: alarm.barId,
    severity: alarm.severity,
    event: type,
    alarmId: alarm._id,
    alarmKind: alarm.kind,
    payload: eventPayload(type, at, { id: alarm.barId, name: alarm.barName }, alarm),
  });
  if (queued > 0) deps.wake();
}
