import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/connection.js';
import { createSecretBox } from '../secrets/secret-box.js';
import { openTestDatabase } from '../test/database.js';
import { bearer, createBar, createUser, signIn, TEST_JWT_SECRET } from '../test/harness.js';
import type { WebhookOptions } from './plugin.js';
import { eventually, startReceiver, type Receiver } from './test/receiver.js';

/**
 * Deliveries are rows in the database: queued by an instance that stops before sending them, they
 * are sent after it, and with two instances on one database (PostgreSQL with TEST_DATABASE_URL)
 * each delivery is sent by one of them, once.
 */
let database: Database;
let receiver: Receiver;
const box = createSecretBox(Buffer.alloc(32, 7));
const started: App[] = [];

async function startInstance(webhooks: WebhookOptions) {
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    secrets: box,
    live: { recheckIntervalMs: 0 },
    commands: { sweepIntervalMs: 0 },
    alarms: { sweepIntervalMs: 0 },
    webhooks: { allowHttpLoopback: true, firstRetryMs: 100, ...webhooks },
  });
  await app.ready();
  started.push(app);
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  // a slow receiver, so that both instances have attempts under way at once
  receiver = await startReceiver(() => new Promise((resolve) => setTimeout(() => resolve(200), 30)));
}, 60_000);

afterAll(async () => {
  for (const app of started) await app.close();
  await receiver?.close();
  await database?.close();
});

describe('webhook deliveries across instances and restarts', () => {
  it('sends every delivery queued before a restart exactly once, shared by two instances', async () => {
    const barId = await createBar(database.db, { name: 'Two-instance Webhook Bar' });
    await createUser(database.db, 'admin@webhooks-instances.test', { roles: [{ barId, role: 'ADMIN' }] });

    // the first instance queues the events but never sends (its worker is off), then stops
    const first = await startInstance({ autoStart: false });
    const token = await signIn(first, 'admin@webhooks-instances.test');
    const headers = { ...bearer(token), 'x-bar': barId };
    const created = await first.inject({ method: 'POST', url: '/api/webhooks', headers, payload: { url: receiver.url('/shared'), severities: ['critical'] } });
    expect(created.statusCode, created.body).toBe(201);
    for (let i = 0; i < 12; i++) await first.alarms.raiseEvent(barId, { kind: 'refundFailed', subjectId: `refund-${i}`, subjectName: null, detail: null });
    const queued = await first.inject({ method: 'GET', url: '/api/webhooks/deliveries?perPage=100', headers });
    expect(queued.json().data.map((d: { status: string }) => d.status)).toEqual(Array(12).fill('pending'));
    await first.close();
    expect(receiver.received).toHaveLength(0);

    const a = await startInstance({ pollMs: 20, concurrency: 2 });
    await startInstance({ pollMs: 20, concurrency: 2 });
    const log = await eventually(
      async () =>
        (await a.inject({ method: 'GET', url: '/api/webhooks/deliveries?perPage=100', headers })).json().data as Array<{ status: string; attempts: number }>,
      (list) => list.every((d) => d.status === 'delivered'),
      'every delivery to be delivered',
      20_000,
    );
    expect(log).toHaveLength(12);
    expect(log.every((d) => d.attempts === 1)).toBe(true);
    const ids = receiver.received.map((r) => r.headers['x-bar-console-delivery']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    // nothing more arrives once everything is delivered
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.received).toHaveLength(12);
  });
});
