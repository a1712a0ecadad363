import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminTopic, barCommandTopic, barEventTopic, type LiveMessage } from '@bar/domain';
import { TokenService } from '../auth/tokens.js';
import { userRoles } from '../db/schema.js';
import { createBar, createUser, signIn, startTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt, refusal, within } from '../test/mqtt.js';

const REFUSED = 128;
const BAD_CREDENTIALS = 4;
const NOT_AUTHORIZED = 5;

let t: TestApp;
let url: string;
let barA: string;
let barB: string;
const users = {} as Record<'barman' | 'admin' | 'superadmin' | 'disabled' | 'nobody', { id: string; email: string }>;

async function accessToken(who: keyof typeof users) {
  return (await t.app.tokens.issueAccess({ userId: users[who].id, email: users[who].email })).token;
}

async function consoleOf(who: keyof typeof users, clientId = `console-${Math.floor(1000 + Math.random() * 9000)}`) {
  return connectMqtt(url, { username: users[who].email, password: await accessToken(who), clientId });
}

async function barController(barId: string, clientId = `bar-${barId.slice(0, 8)}`) {
  const { token } = await t.app.tokens.issueBar(barId);
  return connectMqtt(url, { username: `bar:${barId}`, password: token, clientId });
}

const drink = (n: number): LiveMessage => ({ type: 'drink', payload: { _id: `d${n}`, status: 'open' } });

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  barA = await createBar(t.db, { name: 'Bar A' });
  barB = await createBar(t.db, { name: 'Bar B' });
  const add = async (key: keyof typeof users, options: Parameters<typeof createUser>[2]) => {
    const email = `${key}-${Math.random().toString(36).slice(2, 8)}@live.test`;
    users[key] = { id: await createUser(t.db, email, options), email };
  };
  await add('barman', { roles: [{ barId: barA, role: 'BARMAN' }] });
  await add('admin', { roles: [{ barId: barA, role: 'ADMIN' }] });
  await add('superadmin', { superadmin: true });
  await add('disabled', { roles: [{ barId: barA, role: 'ADMIN' }], disabled: true });
  await add('nobody', {});
});

afterEach(async () => {
  await endAllMqtt();
});

afterAll(async () => {
  await endAllMqtt();
  await t?.close();
});

describe('console on the embedded broker at /mqtt', () => {
  it('subscribes to its bar and receives what the server publishes there', async () => {
    const c = await consoleOf('barman');
    expect(await c.subscribe(adminTopic(barA))).toEqual([0]);
    await t.app.live.publishToConsoles(barA, drink(1));
    const message = await c.next('the drink message on admin/{barA}');
    expect(message.topic).toBe(adminTopic(barA));
    expect(JSON.parse(message.payload)).toEqual(drink(1));
  });

  it('connects with the access token from the real login route', async () => {
    const { app } = t;
    const token = await signIn(app, users.admin.email);
    const c = await connectMqtt(url, { username: users.admin.email.toUpperCase(), password: token, clientId: 'console-4242' });
    expect(await c.subscribe(adminTopic(barA))).toEqual([0]);
  });

  it('is refused foreign bars, wildcards, $SYS and device topics, and stays connected', async () => {
    const c = await consoleOf('admin');
    const refused = [adminTopic(barB), 'admin/+', 'admin/#', '#', '+/+', '$SYS/#', `${adminTopic(barA)}/#`, barCommandTopic(barA), barEventTopic(barA)];
    for (const topic of refused) expect(await c.subscribe(topic), topic).toEqual([REFUSED]);
    expect(c.client.connected).toBe(true);
    expect(await c.subscribe(adminTopic(barB), adminTopic(barA))).toEqual([REFUSED, 0]);
    await t.app.live.publishToConsoles(barB, drink(2));
    await t.app.live.publishToConsoles(barA, drink(3));
    const first = await c.next('the message of its own bar');
    expect(first.topic).toBe(adminTopic(barA));
    expect(JSON.parse(first.payload)).toEqual(drink(3));
  });

  it('is refused a subscription as soon as its role is removed', async () => {
    const email = `removed-${Math.random().toString(36).slice(2, 8)}@live.test`;
    const userId = await createUser(t.db, email, { roles: [{ barId: barA, role: 'MAINT' }] });
    const { token } = await t.app.tokens.issueAccess({ userId, email });
    const c = await connectMqtt(url, { username: email, password: token, clientId: 'console-1111' });
    await t.db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.barId, barA)));
    expect(await c.subscribe(adminTopic(barA))).toEqual([REFUSED]);
  });

  it('is disconnected by recheckUser once it lost the role behind its subscription', async () => {
    const email = `rechecked-${Math.random().toString(36).slice(2, 8)}@live.test`;
    const userId = await createUser(t.db, email, { roles: [{ barId: barA, role: 'BARMAN' }] });
    const { token } = await t.app.tokens.issueAccess({ userId, email });
    const c = await connectMqtt(url, { username: email, password: token, clientId: 'console-2222' });
    expect(await c.subscribe(adminTopic(barA))).toEqual([0]);
    await t.app.live.recheckUser(userId);
    expect(c.client.connected).toBe(true);
    await t.db.delete(userRoles).where(eq(userRoles.userId, userId));
    await t.app.live.recheckUser(userId);
    await within(c.closed, 'the broker to close the connection of the user who lost the role');
  });

  it('may not publish: the broker drops the message and closes the connection', async () => {
    const watcher = await consoleOf('barman');
    expect(await watcher.subscribe(adminTopic(barA))).toEqual([0]);
    const intruder = await consoleOf('admin');
    await intruder.publish(adminTopic(barA), JSON.stringify({ type: 'bar', payload: 'forged' }));
    await within(intruder.closed, 'the broker to close the publishing console');
    // nothing of the intruder's reached the watcher: the next message is the server's
    await t.app.live.publishToConsoles(barA, drink(4));
    const first = await watcher.next('the server message after the refused publish');
    expect(JSON.parse(first.payload)).toEqual(drink(4));
  });

  it('lets a super administrator watch any bar', async () => {
    const c = await consoleOf('superadmin');
    expect(await c.subscribe(adminTopic(barA), adminTopic(barB))).toEqual([0, 0]);
    await t.app.live.publishToConsoles(barB, drink(5));
    expect((await c.next('the message of bar B')).topic).toBe(adminTopic(barB));
  });

  it('cannot be kicked off by another identity reusing its client id', async () => {
    const c = await consoleOf('barman', 'console-7777');
    expect(await c.subscribe(adminTopic(barA))).toEqual([0]);
    await consoleOf('superadmin', 'console-7777');
    await barController(barB, 'console-7777');
    await t.app.live.publishToConsoles(barA, drink(6));
    expect(JSON.parse((await c.next('the message after the id clash')).payload)).toEqual(drink(6));
    expect(c.client.connected).toBe(true);
  });
});

describe('connection refusals', () => {
  it('refuses a password that is not a token', async () => {
    expect(await refusal(connectMqtt(url, { username: users.barman.email, password: 'hunter2' }))).toBe(BAD_CREDENTIALS);
  });

  it('refuses a missing password', async () => {
    expect(await refusal(connectMqtt(url, { username: users.barman.email }))).toBe(BAD_CREDENTIALS);
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new TokenService('another-secret-that-is-long-enough-for-hs256').issueAccess({
      userId: users.superadmin.id,
      email: users.superadmin.email,
    });
    expect(await refusal(connectMqtt(url, { username: users.superadmin.email, password: forged.token }))).toBe(BAD_CREDENTIALS);
  });

  it('refuses an unsigned (alg none) token', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ typ: 'access', email: users.superadmin.email, sub: users.superadmin.id, iat: now, exp: now + 600 })}.`;
    expect(await refusal(connectMqtt(url, { username: users.superadmin.email, password: unsigned }))).toBe(BAD_CREDENTIALS);
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ typ: 'access', email: users.barman.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(users.barman.id)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await refusal(connectMqtt(url, { username: users.barman.email, password: expired }))).toBe(BAD_CREDENTIALS);
  });

  it('refuses a token whose email is not the username', async () => {
    expect(await refusal(connectMqtt(url, { username: users.superadmin.email, password: await accessToken('barman') }))).toBe(BAD_CREDENTIALS);
  });

  it('refuses a disabled account', async () => {
    expect(await refusal(connectMqtt(url, { username: users.disabled.email, password: await accessToken('disabled') }))).toBe(NOT_AUTHORIZED);
  });
});

describe('bar controller', () => {
  it('publishes its events to the server and receives its commands', async () => {
    const events: Array<{ barId: string; payload: unknown }> = [];
    let wake = () => {};
    const off = t.app.live.onBarEvent((barId, payload) => {
      events.push({ barId, payload });
      wake();
    });
    try {
      const bar = await barController(barA);
      expect(await bar.subscribe(barCommandTopic(barA))).toEqual([0]);
      expect(await bar.subscribe(barCommandTopic(barB), adminTopic(barA), barEventTopic(barA), '#')).toEqual([REFUSED, REFUSED, REFUSED, REFUSED]);

      const arrived = new Promise<void>((resolve) => (wake = resolve));
      await bar.publish(barEventTopic(barA), JSON.stringify({ type: 'heartbeat', at: 'now' }), { qos: 1 });
      await within(arrived, 'the bar event at the onBarEvent handler');
      expect(events).toEqual([{ barId: barA, payload: { type: 'heartbeat', at: 'now' } }]);

      const command = { id: 'cmd-1', command: 'open', args: { open: true }, issuedBy: users.admin.id, at: new Date().toISOString() };
      await t.app.live.sendCommand(barA, command);
      const received = await bar.next('the command on bars/{barA}/cmd');
      expect(received.topic).toBe(barCommandTopic(barA));
      expect(JSON.parse(received.payload)).toEqual(command);
    } finally {
      off();
    }
  });

  it("may not publish another bar's events, nor retained messages", async () => {
    const events: Array<{ barId: string; payload: unknown }> = [];
    const wakers: Array<() => void> = [];
    const off = t.app.live.onBarEvent((barId, payload) => {
      events.push({ barId, payload });
      wakers.splice(0).forEach((w) => w());
    });
    try {
      const rogue = await barController(barA);
      await rogue.publish(barEventTopic(barB), JSON.stringify({ type: 'forged' }));
      await within(rogue.closed, "the broker to close the bar that published another bar's event");

      const retaining = await barController(barA, 'bar-retain');
      await retaining.publish(barEventTopic(barA), JSON.stringify({ type: 'retained' }), { retain: true });
      await within(retaining.closed, 'the broker to close the bar that published a retained message');

      const honest = await barController(barB);
      const arrived = new Promise<void>((resolve) => wakers.push(resolve));
      await honest.publish(barEventTopic(barB), JSON.stringify({ type: 'honest' }), { qos: 1 });
      await within(arrived, 'the honest event');
      expect(events).toEqual([{ barId: barB, payload: { type: 'honest' } }]);
    } finally {
      off();
    }
  });

  it('cannot use a console token as a bar or a bar token as a console', async () => {
    const { token } = await t.app.tokens.issueBar(barA);
    const asConsole = await connectMqtt(url, { username: users.barman.email, password: token });
    // a bar token is always a bar controller, whatever the username says
    expect(await asConsole.subscribe(adminTopic(barA))).toEqual([REFUSED]);
  });
});

describe('WebSocket endpoint', () => {
  it('accepts the mqtt subprotocol browsers offer', async () => {
    const ws = new WebSocket(url, ['mqtt']);
    try {
      await within(new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject)), 'the WebSocket handshake');
      expect(ws.protocol).toBe('mqtt');
    } finally {
      ws.terminate();
    }
  });

  it('closes upgrades on any other path', async () => {
    const other = url.replace('/mqtt', '/api/health');
    const ws = new WebSocket(other);
    const outcome = await within(
      new Promise<string>((resolve) => {
        ws.once('open', () => resolve('open'));
        ws.once('unexpected-response', (_req, res) => resolve(`status ${res.statusCode}`));
        ws.once('error', () => resolve('error'));
      }),
      'the refused upgrade',
    );
    ws.terminate();
    expect(outcome).not.toBe('open');
  });
});

describe('shutdown', () => {
  it('closes broker connections when the app closes', async () => {
    const own = await startTestApp({ live: { recheckIntervalMs: 0 } });
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const ownUrl = `ws://127.0.0.1:${(own.app.server.address() as AddressInfo).port}/mqtt`;
      const bar = await createBar(own.db);
      const { token } = await own.app.tokens.issueBar(bar);
      const c = await connectMqtt(ownUrl, { username: 'bar', password: token });
      await within(own.app.close(), 'app.close() with a broker client connected');
      await within(c.closed, 'the client to see the broker go away');
    } finally {
      await own.close();
    }
  });
});
