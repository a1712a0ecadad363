import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTopic, type AlarmKind, type WebhookDelivery, type WebhookWithSecret } from '@bar/domain';
import { webhooks } from '../db/schema.js';
import { expectError } from '../test/error-answer.js';
import { externalBrokerFromEnv, startExternalBroker } from '../test/external-broker.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt, type TestMqttClient } from '../test/mqtt.js';
import { eventually, startReceiver, type Receiver } from './test/receiver.js';

/**
 * The check docs/webhooks.md gives receivers, as written there: HMAC-SHA256 of "<t>.<raw body>",
 * compared in constant time, and a timestamp older than five minutes refused.
 */
function verifyBarConsoleSignature(rawBody: string, header: string, secret: string, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(now / 1000 - t) > 300) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

let t: TestApp;
let receiver: Receiver;
let logs = '';
let adminToken: string;
let superToken: string;
let brokerUrl: string;
const bars: string[] = [];
/** Every API answer but the two that carry a secret (create, rotate). */
const answers: string[] = [];
let subject = 0;

/** Receiver paths: /fail-once answers 500 then 200, /always-500 always 500, /hang holds, anything else 200. */
function reply(r: { path: string }, before: number) {
  if (r.path.startsWith('/fail-once')) return before === 0 ? 500 : 200;
  if (r.path.startsWith('/always-500')) return 500;
  return r.path.startsWith('/hang') ? ('hold' as const) : 204;
}

beforeAll(async () => {
  receiver = await startReceiver(reply);
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  // with TEST_MQTT_URL (Mosquitto in CI) the live message takes the external broker's way round
  const external = externalBrokerFromEnv ? await startExternalBroker() : undefined;
  t = await startTestApp({
    live: { recheckIntervalMs: 0, ...(external && { externalUrl: external.url, ...external.options }) },
    commands: { sweepIntervalMs: 0 },
    alarms: { sweepIntervalMs: 0 },
    webhooks: { allowHttpLoopback: true, pollMs: 50, firstRetryMs: 100, giveUpAfterMs: 1500, timeoutMs: 5000, random: () => 0 },
    logger: { level: 'trace', stream },
    logRequests: true,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  brokerUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  for (let i = 0; i < 6; i++) bars.push(await createBar(t.db, { name: `Webhook Bar ${i}` }));
  await createUser(t.db, 'admin@webhooks.test', { roles: bars.map((barId) => ({ barId, role: 'ADMIN' as const })) });
  await createUser(t.db, 'barman@webhooks.test', { roles: [{ barId: bars[0], role: 'BARMAN' }] });
  await createUser(t.db, 'super@webhooks.test', { superadmin: true });
  adminToken = await signIn(t.app, 'admin@webhooks.test');
  superToken = await signIn(t.app, 'super@webhooks.test');
}, 60_000);

afterAll(async () => {
  await endAllMqtt?.();
  receiver?.releaseAll();
  await t?.close();
  await receiver?.close();
});

async function api(method: string, url: string, barId: string, payload?: unknown, token = adminToken, keep = true) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: `/api/webhooks${url}`,
    headers: { ...bearer(token), 'x-bar': barId },
    ...(payload ? { payload } : {}),
  });
  if (keep) answers.push(res.body);
  return res;
}

async function addWebhook(barId: string, path: string, severities = ['critical', 'warning']): Promise<WebhookWithSecret> {
  const res = await api('POST', '/', barId, { url: receiver.url(path), severities }, adminToken, false);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const raise = (barId: string, kind: AlarmKind) => t.app.alarms.raiseEvent(barId, { kind, subjectId: `s${++subject}`, subjectName: null, detail: null });

async function deliveries(barId: string): Promise<WebhookDelivery[]> {
  return (await api('GET', '/deliveries?perPage=100', barId)).json().data;
}

const bodyOf = (r: { body: string }) => JSON.parse(r.body);

describe('outbound alarm webhooks', () => {
  it('sends each alarm change signed as documented, with its headers, to a webhook that wants it', async () => {
    const barId = bars[0];
    const hook = await addWebhook(barId, '/signed');
    expect(hook.secret).toMatch(/^whsec_/);
    await raise(barId, 'refundFailed');
    const opened = await receiver.next((r) => r.path === '/signed', 'the opened event');
    expect(opened.headers['content-type']).toBe('application/json');
    expect(opened.headers['x-bar-console-event']).toBe('alarm.opened');
    const event = bodyOf(opened);
    expect(event).toMatchObject({ id: opened.headers['x-bar-console-delivery'], type: 'alarm.opened', bar: { id: barId, name: 'Webhook Bar 0' } });
    expect(event.alarm).toMatchObject({ barId, kind: 'refundFailed', severity: 'critical', state: 'open' });
    expect(Object.keys(event)).toEqual(['id', 'type', 'at', 'bar', 'alarm']);
    expect(verifyBarConsoleSignature(opened.body, String(opened.headers['x-bar-console-signature']), hook.secret)).toBe(true);
    // the check refuses another body, another secret and an old timestamp
    expect(verifyBarConsoleSignature(opened.body.replace('refundFailed', 'drinkError'), String(opened.headers['x-bar-console-signature']), hook.secret)).toBe(
      false,
    );
    expect(verifyBarConsoleSignature(opened.body, String(opened.headers['x-bar-console-signature']), 'whsec_other')).toBe(false);
    expect(verifyBarConsoleSignature(opened.body, String(opened.headers['x-bar-console-signature']), hook.secret, Date.now() + 10 * 60_000)).toBe(false);

    const alarmId = event.alarm._id as string;
    const ack = await t.app.inject({ method: 'POST', url: `/api/alarms/${alarmId}/acknowledge`, headers: { ...bearer(adminToken), 'x-bar': barId } });
    expect(ack.statusCode, ack.body).toBe(200);
    const acknowledged = await receiver.next((r) => r.path === '/signed' && bodyOf(r).type === 'alarm.acknowledged', 'the acknowledged event');
    expect(bodyOf(acknowledged).alarm).toMatchObject({ _id: alarmId, state: 'acknowledged' });
    await t.app.inject({ method: 'POST', url: `/api/alarms/${alarmId}/clear`, headers: { ...bearer(adminToken), 'x-bar': barId } });
    await receiver.next((r) => r.path === '/signed' && bodyOf(r).type === 'alarm.cleared', 'the cleared event');
    const ids = receiver.received.filter((r) => r.path === '/signed').map((r) => bodyOf(r).id);
    expect(new Set(ids).size).toBe(ids.length);

    const log = await eventually(
      () => deliveries(barId),
      (list) => list.length === 3 && list.every((d) => d.status === 'delivered'),
      'three delivered entries in the log',
    );
    expect(log.map((d) => d.event)).toEqual(['alarm.cleared', 'alarm.acknowledged', 'alarm.opened']);
    expect(log[2]).toMatchObject({
      webhookUrl: receiver.url('/signed'),
      alarmId,
      alarmKind: 'refundFailed',
      attempts: 1,
      lastStatusCode: 204,
      nextAttemptAt: null,
    });
  });

  it('tries a receiver that answered 500 again, and the log shows both attempts', async () => {
    const barId = bars[1];
    await addWebhook(barId, '/fail-once');
    await raise(barId, 'refundFailed');
    const [entry] = await eventually(
      () => deliveries(barId),
      (list) => list[0]?.status === 'delivered',
      'the delivery to succeed on its retry',
    );
    expect(entry).toMatchObject({ attempts: 2, lastStatusCode: 200, lastError: null });
    expect(entry.history.map((a) => a.statusCode)).toEqual([500, 200]);
    const sent = receiver.received.filter((r) => r.path === '/fail-once');
    expect(sent).toHaveLength(2);
    // a retry is the same delivery: same id and body, a fresh signature
    expect(sent[1].body).toBe(sent[0].body);
    expect(sent[1].headers['x-bar-console-delivery']).toBe(entry._id);
  });

  it('gives a delivery up once its retries pass the deadline after the first attempt', async () => {
    const barId = bars[2];
    await addWebhook(barId, '/always-500');
    await raise(barId, 'refundFailed');
    const [entry] = await eventually(
      () => deliveries(barId),
      (list) => list[0]?.status === 'failed',
      'the delivery to be given up',
    );
    // 0, +100 ms, +300, +700, then the last one at the deadline (+1500)
    expect(entry).toMatchObject({ attempts: 5, lastStatusCode: 500, nextAttemptAt: null, deliveredAt: null });
    const times = entry.history.map((a) => Date.parse(a.at) - Date.parse(entry.history[0].at));
    expect(times[4]).toBeGreaterThanOrEqual(1500);
  });

  it('sends no warning to a webhook that wants only critical alarms', async () => {
    const barId = bars[3];
    await addWebhook(barId, '/everything');
    const criticalOnly = await addWebhook(barId, '/critical-only', ['critical']);
    await raise(barId, 'drinkError');
    await receiver.next((r) => r.path === '/everything' && bodyOf(r).alarm.kind === 'drinkError', 'the warning at the webhook that wants it');
    await raise(barId, 'refundFailed');
    await receiver.next((r) => r.path === '/critical-only', 'the critical alarm');
    // deliveries are queued in the order of the changes, so the warning would have come first
    expect(receiver.received.filter((r) => r.path === '/critical-only').map((r) => bodyOf(r).alarm.kind)).toEqual(['refundFailed']);
    expect((await deliveries(barId)).filter((d) => d.webhookId === criticalOnly._id).map((d) => d.alarmKind)).toEqual(['refundFailed']);
  });

  it('sends nothing from a disabled webhook, and a test event on demand', async () => {
    const barId = bars[4];
    const hook = await addWebhook(barId, '/disabled');
    const off = await api('PATCH', `/${hook._id}`, barId, { enabled: false });
    expect(off.json()).toMatchObject({ _id: hook._id, enabled: false });
    await raise(barId, 'refundFailed');
    const test = await api('POST', `/${hook._id}/test`, barId);
    expect(test.statusCode, test.body).toBe(202);
    const sample = await receiver.next((r) => r.path === '/disabled', 'the test event');
    expect(bodyOf(sample)).toMatchObject({ id: test.json()._id, type: 'webhook.test', bar: { id: barId } });
    expect(receiver.received.filter((r) => r.path === '/disabled')).toHaveLength(1);
  });

  it('does not hold a live alarm message while a receiver holds its request', async () => {
    const barId = bars[5];
    await addWebhook(barId, '/hang');
    const console: TestMqttClient = await connectMqtt(brokerUrl, { username: 'super@webhooks.test', password: superToken, clientId: 'console-4242' });
    expect(await console.subscribe(adminTopic(barId))).toEqual([0]);
    await raise(barId, 'refundFailed');
    const held = await receiver.next((r) => r.path === '/hang', 'the receiver to hold the first event');
    await raise(barId, 'drinkError');
    for (;;) {
      const message = JSON.parse((await console.next('the live alarm message')).payload);
      if (message.type === 'alarm' && message.payload.alarm.kind === 'drinkError') break;
    }
    // the console has the second alarm while the receiver still holds the first event's request
    expect(held.open).toBe(true);
    receiver.releaseAll();
  });

  it('refuses a bad URL or severity and changes nothing; refuses anyone under ADMIN', async () => {
    const barId = bars[0];
    const before = (await api('GET', '/', barId)).json();
    for (const body of [
      { url: 'http://hooks.example.com/x', severities: ['critical'] },
      { url: 'ftp://hooks.example.com/x', severities: ['critical'] },
      { url: 'https://user:pass@hooks.example.com/x', severities: ['critical'] },
      { url: 'not a url', severities: ['critical'] },
      { url: 'https://hooks.example.com/x', severities: [] },
      { url: 'https://hooks.example.com/x', severities: ['info'] },
    ]) {
      expectError(await api('POST', '/', barId, body), 400, 'VALIDATION_FAILED');
    }
    expectError(await api('PATCH', `/${before[0]._id}`, barId, { url: 'http://hooks.example.com/x' }), 400, 'VALIDATION_FAILED');
    expectError(await api('PATCH', `/${crypto.randomUUID()}`, barId, { enabled: false }), 404, 'NOT_FOUND');
    expect((await api('GET', '/', barId)).json()).toEqual(before);
    const barman = await signIn(t.app, 'barman@webhooks.test');
    expectError(await api('GET', '/', barId, undefined, barman), 403, 'FORBIDDEN');
    expectError(await api('POST', '/', barId, { url: 'https://hooks.example.com/x', severities: ['critical'] }, barman), 403, 'FORBIDDEN');
  });

  it('never answers, logs, audits or stores the signing secret in clear', async () => {
    const barId = bars[0];
    const hook = await addWebhook(barId, '/secret-scan');
    const rotated = await api('POST', `/${hook._id}/secret`, barId, undefined, adminToken, false);
    expect(rotated.statusCode).toBe(200);
    const secrets = [hook.secret, rotated.json().secret as string];
    expect(secrets[1]).not.toBe(secrets[0]);
    await api('PATCH', `/${hook._id}`, barId, { severities: ['critical'] });
    await api('POST', `/${hook._id}/test`, barId);
    const sent = await receiver.next((r) => r.path === '/secret-scan', 'the test event');
    // signed with the new secret, not the old one
    expect(verifyBarConsoleSignature(sent.body, String(sent.headers['x-bar-console-signature']), secrets[1])).toBe(true);
    expect(verifyBarConsoleSignature(sent.body, String(sent.headers['x-bar-console-signature']), secrets[0])).toBe(false);
    await api('GET', '/', barId);
    await deliveries(barId);
    await t.app.audit.flush();

    const [stored] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook._id));
    expect(stored.secret).toMatch(/^enc:v1:/);
    expect(t.app.secrets.open(stored.secret)).toBe(secrets[1]);
    const audit = JSON.stringify(await t.db.execute(sql`select * from audit_log`));
    const tables = JSON.stringify(await t.db.execute(sql`select * from webhooks`)) + JSON.stringify(await t.db.execute(sql`select * from webhook_deliveries`));
    const outgoing = JSON.stringify(receiver.received);
    for (const secret of secrets) {
      for (const [where, text] of Object.entries({ answers: answers.join('\n'), logs, audit, tables, outgoing })) {
        expect(text.includes(secret), `secret found in ${where}`).toBe(false);
      }
    }
    expect(logs).toContain('"route":"/api/webhooks/:id/secret"');
  });
});
