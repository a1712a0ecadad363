import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminTopic, type LiveMessage } from '@bar/domain';
import { userRoles, users } from '../db/schema.js';
import { RECHECK_INTERVAL_MS } from '../live/plugin.js';
import { createBar, createUser, startTestApp, TEST_JWT_SECRET, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt, within } from '../test/mqtt.js';
import { TokenService } from './tokens.js';
import { reportFigure } from '../test/figure.js';

const REFUSED = 128;
/** The promise of ARCHITECTURE §10: access ended by any path stops live messages within this. */
const LIVE_CUT_OFF_MS = 5_000;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
const drink = (n: number): LiveMessage => ({ type: 'drink', payload: { _id: `abuse-${n}`, status: 'open' } });

let t: TestApp;
let url: string;
let barId: string;

async function member(label: string) {
  const email = `${label}-${Math.random().toString(36).slice(2, 8)}@abuse.test`;
  const id = await createUser(t.db, email, { roles: [{ barId, role: 'BARMAN' }] });
  const { token } = await t.app.tokens.issueAccess({ userId: id, email });
  return { id, email, token };
}

/** HTTP: the selected bar, which needs BARMAN there. Accepted means any 2xx/3xx. */
async function httpAccepts(token: string): Promise<{ accepted: boolean; status: number; code?: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { authorization: `Bearer ${token}`, 'x-bar': barId } });
  return { accepted: res.statusCode < 400, status: res.statusCode, code: res.statusCode < 400 ? undefined : res.json().code };
}

/** Broker: accepted means the connection was taken and the bar's live topic granted. */
async function brokerAccepts(username: string, token: string): Promise<{ accepted: boolean; outcome: string }> {
  let client;
  try {
    client = await connectMqtt(url, { username, password: token, clientId: `console-${Math.floor(1000 + Math.random() * 9000)}` });
  } catch (err) {
    return { accepted: false, outcome: `CONNACK ${(err as { code?: number }).code}` };
  }
  const [granted] = await client.subscribe(adminTopic(barId));
  await client.end();
  return { accepted: granted !== REFUSED, outcome: granted === REFUSED ? 'SUBACK 128' : `granted QoS ${granted}` };
}

beforeAll(async () => {
  // the broker's periodic check stays at its default: it is part of what is shown
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  barId = await createBar(t.db, { name: 'Abuse Bar' });
});
afterEach(() => endAllMqtt());
afterAll(async () => {
  await endAllMqtt();
  await t?.close();
});

describe('token abuse against HTTP and the broker', () => {
  it('refuses every abused token on both doors', async () => {
    const holder = await member('holder');
    // the genuine token is accepted on both doors, so the refusals below are about the abuse
    expect(await httpAccepts(holder.token)).toEqual({ accepted: true, status: 200 });
    expect((await brokerAccepts(holder.email, holder.token)).accepted).toBe(true);

    const [header, payload, signature] = holder.token.split('.');
    const claims = claimsOf(holder.token);
    const now = Math.floor(Date.now() / 1000);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const sign = (body: Record<string, unknown>, alg = 'HS256', secret = key) => new SignJWT(body).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);

    const deleted = await member('deleted');
    await t.db.delete(users).where(eq(users.id, deleted.id));
    const disabled = await member('disabled');
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    const unroled = await member('unroled');
    await t.db.delete(userRoles).where(eq(userRoles.userId, unroled.id));

    const abuses: Array<{ name: string; username: string; token: string }> = [
      { name: 'forged signature (payload changed)', username: holder.email, token: `${header}.${b64({ ...claims, sub: deleted.id })}.${signature}` },
      { name: 'alg none', username: holder.email, token: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.` },
      {
        name: 'signed with another key',
        username: holder.email,
        token: await sign(claims, 'HS256', new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256')),
      },
      { name: 'other algorithm (HS512) with the right key', username: holder.email, token: await sign(claims, 'HS512') },
      { name: 'expired', username: holder.email, token: await sign({ ...claims, iat: now - 7200, exp: now - 3600 }) },
      {
        name: 'role claim added',
        username: holder.email,
        token: `${header}.${b64({ ...claims, superadmin: true, roles: [{ barId, role: 'SUPERADMIN' }] })}.${signature}`,
      },
      { name: 'bar token used as a console token', username: holder.email, token: (await t.app.tokens.issueBar(barId)).token },
      { name: 'deleted user', username: deleted.email, token: deleted.token },
      { name: 'disabled user', username: disabled.email, token: disabled.token },
      { name: 'removed role', username: unroled.email, token: unroled.token },
    ];

    const accepted: string[] = [];
    for (const abuse of abuses) {
      const http = await httpAccepts(abuse.token);
      const broker = await brokerAccepts(abuse.username, abuse.token);
      if (http.accepted) accepted.push(`HTTP ${abuse.name} (${http.status})`);
      if (broker.accepted) accepted.push(`broker ${abuse.name} (${broker.outcome})`);
      expect(['401 UNAUTHENTICATED', '403 FORBIDDEN'], `HTTP status and code for ${abuse.name}`).toContain(`${http.status} ${http.code}`);
    }
    reportFigure('token abuse', `${abuses.length * 2} attempts (${abuses.length} kinds × HTTP and broker), ${accepted.length} accepted`);
    expect(accepted).toEqual([]);
  });

  it('also refuses a token of a known kind issued by another service', async () => {
    const holder = await member('foreign');
    const foreign = await new TokenService('yet-another-secret-that-is-long-enough-for-it').issueAccess({ userId: holder.id, email: holder.email });
    expect(await httpAccepts(foreign.token)).toEqual({ accepted: false, status: 401, code: 'UNAUTHENTICATED' });
    expect((await brokerAccepts(holder.email, foreign.token)).accepted).toBe(false);
  });
});

describe('access ended by any path closes the live session', () => {
  it(`drops a watching console within ${LIVE_CUT_OFF_MS / 1000} s of being disabled, deleted or losing its role in the database`, async () => {
    const watchers = await Promise.all(
      (['disabled', 'deleted', 'unroled'] as const).map(async (how) => {
        const who = await member(`cut-${how}`);
        const c = await connectMqtt(url, { username: who.email, password: who.token, clientId: `console-${Math.floor(1000 + Math.random() * 9000)}` });
        expect(await c.subscribe(adminTopic(barId))).toEqual([0]);
        return { how, who, c };
      }),
    );
    await t.app.live.publishToConsoles(barId, drink(1));
    for (const { c } of watchers) expect(JSON.parse((await c.next('the message before access ends')).payload)).toEqual(drink(1));

    // straight in the database: no route, no recheckUser call
    const started = Date.now();
    for (const { how, who } of watchers) {
      if (how === 'disabled') await t.db.update(users).set({ disabled: true }).where(eq(users.id, who.id));
      if (how === 'deleted') await t.db.delete(users).where(eq(users.id, who.id));
      if (how === 'unroled') await t.db.delete(userRoles).where(eq(userRoles.userId, who.id));
    }
    const took = await Promise.all(
      watchers.map(async ({ how, c }) => {
        await within(c.closed, `the broker to drop the ${how} user`, LIVE_CUT_OFF_MS);
        return `${how} ${Date.now() - started} ms`;
      }),
    );
    reportFigure('live session cut-off', `after access ended in the database (check every ${RECHECK_INTERVAL_MS} ms): ${took.join(', ')}`);
    for (const { c } of watchers) expect(c.client.connected).toBe(false);
  });
});
