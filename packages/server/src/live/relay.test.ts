import crypto from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminTopic, barCommandTopic, barEventTopic, type LiveMessage } from '@bar/domain';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/connection.js';
import { openTestDatabase } from '../test/database.js';
import { externalBrokerFromEnv, startExternalBroker, type ExternalBroker } from '../test/external-broker.js';
import { createBar, createUser, TEST_JWT_SECRET } from '../test/harness.js';
import { connectMqtt, endAllMqtt, within } from '../test/mqtt.js';

/**
 * Two instances on one database and one external broker serve one fleet (ARCHITECTURE §2, §4).
 * The external broker is TEST_MQTT_URL (Mosquitto in CI) when set, else an in-process Aedes on a
 * TCP port, which speaks MQTT 3.1.1 only and has no shared subscriptions.
 */
const externalFromEnv = externalBrokerFromEnv;

let database: Database;
let external: ExternalBroker;
let a: { app: App; url: string };
let b: { app: App; url: string };
let barId: string;
let email: string;
let userId: string;

async function startInstance() {
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    live: { externalUrl: external.url, recheckIntervalMs: 0, ...external.options },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/mqtt` };
}

beforeAll(async () => {
  database = await openTestDatabase();
  external = await startExternalBroker();
  a = await startInstance();
  b = await startInstance();
  barId = await createBar(database.db, { name: 'Relayed Bar' });
  email = `relay-${crypto.randomBytes(3).toString('hex')}@live.test`;
  userId = await createUser(database.db, email, { roles: [{ barId, role: 'BARMAN' }] });
});

afterEach(async () => {
  await endAllMqtt();
});

afterAll(async () => {
  await endAllMqtt();
  await a?.app.close();
  await b?.app.close();
  await external?.close();
  await database?.close();
});

describe(`two instances through ${externalFromEnv ? `TEST_MQTT_URL (${externalFromEnv})` : 'an in-process external broker'}`, () => {
  it("delivers instance A's live message to a console connected to instance B, once and in order", async () => {
    const { token } = await a.app.tokens.issueAccess({ userId, email });
    const c = await connectMqtt(b.url, { username: email, password: token, clientId: 'console-3131' });
    expect(await c.subscribe(adminTopic(barId))).toEqual([0]);

    const first: LiveMessage = { type: 'drink', payload: { _id: 'relayed-1' } };
    const second: LiveMessage = { type: 'bar', payload: { open: true } };
    await a.app.live.publishToConsoles(barId, first);
    await a.app.live.publishToConsoles(barId, second);
    const got1 = await c.next("instance A's first message at the console on instance B");
    const got2 = await c.next("instance A's second message at the console on instance B");
    // a loop would repeat the first message before the second
    expect([got1, got2].map((m) => [m.topic, JSON.parse(m.payload)])).toEqual([
      [adminTopic(barId), first],
      [adminTopic(barId), second],
    ]);
  });

  it('still keeps consoles on instance B to their own bars', async () => {
    const other = await createBar(database.db, { name: 'Other Relayed Bar' });
    const { token } = await b.app.tokens.issueAccess({ userId, email });
    const c = await connectMqtt(b.url, { username: email, password: token, clientId: 'console-3232' });
    expect(await c.subscribe(adminTopic(other), 'admin/#')).toEqual([128, 128]);
  });

  it("sends instance A's command to a bar controller on instance B, and its events to a handler", async () => {
    const events: Array<{ instance: string; barId: string; payload: unknown }> = [];
    const wakers: Array<() => void> = [];
    const record = (instance: string) => (eventBar: string, payload: unknown) => {
      events.push({ instance, barId: eventBar, payload });
      wakers.splice(0).forEach((wake) => wake());
    };
    const offA = a.app.live.onBarEvent(record('A'));
    const offB = b.app.live.onBarEvent(record('B'));
    try {
      const { token } = await a.app.tokens.issueBar(barId);
      const bar = await connectMqtt(b.url, { username: `bar:${barId}`, password: token, clientId: 'bar-relayed' });
      expect(await bar.subscribe(barCommandTopic(barId))).toEqual([0]);

      const command = { id: 'relay-cmd-1', command: 'dance', args: {}, issuedBy: userId, at: new Date().toISOString() };
      await a.app.live.sendCommand(barId, command);
      const received = await bar.next("instance A's command at the bar controller on instance B");
      expect([received.topic, JSON.parse(received.payload)]).toEqual([barCommandTopic(barId), command]);

      const arrived = new Promise<void>((resolve) => wakers.push(resolve));
      await bar.publish(barEventTopic(barId), JSON.stringify({ type: 'ack', id: 'relay-cmd-1' }), { qos: 1 });
      await within(arrived, 'the bar event at an instance handler');
      expect(events[0]).toMatchObject({ barId, payload: { type: 'ack', id: 'relay-cmd-1' } });
    } finally {
      offA();
      offB();
    }
  });
});

describe('external broker unreachable at start', () => {
  it('fails start-up with a message naming the broker, without its credentials', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const attempt = buildApp({
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      live: { externalUrl: `mqtt://relay:s3cret@127.0.0.1:${port}`, externalConnectTimeoutMs: 1_000, recheckIntervalMs: 0 },
    });
    const error = await within(
      attempt.then(
        () => new Error('the app started'),
        (err: Error) => err,
      ),
      'start-up to give up on the unreachable broker',
    );
    expect(error.message).toMatch(new RegExp(`Cannot reach the external MQTT broker at mqtt://127\\.0\\.0\\.1:${port}`));
    expect(error.message).not.toContain('s3cret');
  });
});
