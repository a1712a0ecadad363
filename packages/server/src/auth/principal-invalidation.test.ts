import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../db/schema.js';
import type { Db } from '../db/connection.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { PRINCIPAL_TTL_MS } from './principal-cache.js';
import { expectError } from '../test/error-answer.js';

/**
 * Counts the statements that read users or their roles, at the database client (PGlite or pg),
 * so a test can tell a request answered from the principal cache from one that read again.
 */
function countUserReads(db: Db): () => number {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  let reads = 0;
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (/from "users"/i.test(text)) reads++;
    return query(...args);
  };
  return () => reads;
}

/** The principal cache's clock stands still unless a test moves it past the time-to-live. */
let now = 1_000;
const clock = { now: () => now };
const outliveCachedPrincipals = () => (now += PRINCIPAL_TTL_MS + 1);

let t: TestApp;
let reads: () => number;
let root: string;
let barId: string;

beforeAll(async () => {
  t = await startTestApp({ principalCache: { clock } });
  reads = countUserReads(t.db);
  barId = await createBar(t.db, { name: 'Cached Bar' });
  await createUser(t.db, 'root@cache.test', { superadmin: true });
  root = await signIn(t.app, 'root@cache.test');
});
afterAll(() => t?.close());

async function member(label: string, role: 'BARMAN' | 'ADMIN' = 'BARMAN') {
  const email = `${label}-${Math.random().toString(36).slice(2, 8)}@cache.test`;
  const id = await createUser(t.db, email, { roles: [{ barId, role }] });
  return { id, email, token: await signIn(t.app, email) };
}

const whoami = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/whoami', headers: bearer(token) });
const currentBar = (token: string) => t.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(token), 'x-bar': barId } });
const editUser = (id: string, body: object) => t.app.inject({ method: 'PATCH', url: `/api/uuser/members/${id}`, headers: bearer(root), payload: body });

describe('the principal of a recent caller', () => {
  it('answers the next requests without reading the user or their roles again', async () => {
    const who = await member('hit');
    const before = reads();
    expect((await whoami(who.token)).statusCode).toBe(200);
    expect(reads() - before).toBeGreaterThan(0);

    const warm = reads();
    const again = await whoami(who.token);
    expect(again.statusCode).toBe(200);
    expect((await currentBar(who.token)).statusCode).toBe(200);
    expect(reads() - warm).toBe(0);
    // whoami answers from the principal: the same user, roles by bar name
    expect(again.json()).toEqual({
      _id: who.id,
      email: who.email,
      firstName: 'Test',
      lastName: who.email.split('@')[0],
      superadmin: false,
      roles: [{ _id: expect.any(String), barId, barName: 'Cached Bar', role: 'BARMAN' }],
    });
  });
});

describe('a change through the API acts on the very next request', () => {
  it('a removed role', async () => {
    const who = await member('unroled');
    expect((await currentBar(who.token)).statusCode).toBe(200);
    const edit = await editUser(who.id, { firstName: 'Test', lastName: 'unroled', roles: [] });
    expect(edit.statusCode, edit.body).toBe(200);
    expectError(await currentBar(who.token), 403, 'FORBIDDEN');
    expect((await whoami(who.token)).json().roles).toEqual([]);
  });

  it('a lowered role', async () => {
    const who = await member('lowered', 'ADMIN');
    const adminOnly = () => t.app.inject({ method: 'POST', url: `/api/auth/bar-jwt/${barId}`, headers: bearer(who.token) });
    expect((await whoami(who.token)).json().roles).toMatchObject([{ role: 'ADMIN' }]);
    expect((await editUser(who.id, { firstName: 'Test', lastName: 'lowered', roles: [{ barId, role: 'BARMAN' }] })).statusCode).toBe(200);
    expect((await whoami(who.token)).json().roles).toMatchObject([{ role: 'BARMAN' }]);
    expectError(await adminOnly(), 403, 'FORBIDDEN');
  });

  it("a user's names", async () => {
    const who = await member('renamed');
    expect((await whoami(who.token)).json().firstName).toBe('Test');
    expect((await editUser(who.id, { firstName: 'Renamed', lastName: 'Person' })).statusCode).toBe(200);
    expect((await whoami(who.token)).json()).toMatchObject({ firstName: 'Renamed', lastName: 'Person' });
  });

  it("a bar's name, for everyone holding a role there", async () => {
    const who = await member('bar-renamed');
    expect((await whoami(who.token)).json().roles[0].barName).toBe('Cached Bar');
    const put = await t.app.inject({ method: 'PUT', url: `/api/ubar/bars/${barId}`, headers: bearer(root), payload: { name: 'Renamed Bar' } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await whoami(who.token)).json().roles[0].barName).toBe('Renamed Bar');
    await t.app.inject({ method: 'PUT', url: `/api/ubar/bars/${barId}`, headers: bearer(root), payload: { name: 'Cached Bar' } });
  });

  it('a refused edit changes nothing and keeps the caller signed in', async () => {
    const who = await member('refused');
    const bad = await editUser(who.id, { firstName: 'Test', lastName: 'refused', roles: [{ barId, role: 'SUPERADMIN' }] });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect((await currentBar(who.token)).statusCode).toBe(200);
  });
});

describe('a change made straight in the database, with no route to announce it', () => {
  it(`is seen once the cached principal is older than its time-to-live (${PRINCIPAL_TTL_MS} ms)`, async () => {
    const disabled = await member('db-disabled');
    const unroled = await member('db-unroled');
    expect((await currentBar(disabled.token)).statusCode).toBe(200);
    expect((await currentBar(unroled.token)).statusCode).toBe(200);

    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    await t.db.delete(userRoles).where(eq(userRoles.userId, unroled.id));
    // within the time-to-live the cached principal still answers: this is the window the TTL bounds
    expect((await currentBar(disabled.token)).statusCode).toBe(200);
    expect((await currentBar(unroled.token)).statusCode).toBe(200);

    outliveCachedPrincipals();
    expectError(await currentBar(disabled.token), 401, 'UNAUTHENTICATED');
    expectError(await whoami(disabled.token), 401, 'UNAUTHENTICATED');
    expectError(await currentBar(unroled.token), 403, 'FORBIDDEN');
  });

  it('a disabled user stays refused on every request (refusals are never cached as a pass)', async () => {
    const who = await member('stays-disabled');
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, who.id));
    for (let i = 0; i < 3; i++) expectError(await whoami(who.token), 401, 'UNAUTHENTICATED');
  });
});
