import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/error-answer.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let milano: string;
let lisbon: string;
const tokens: Record<string, string> = {};

const get = (url: string, token: string, xBar?: string) =>
  t.app.inject({ method: 'GET', url: `/api/alarms${url}`, headers: { ...bearer(token), ...(xBar ? { 'x-bar': xBar } : {}) } });

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 }, alarms: { sweepIntervalMs: 0 } });
  milano = await createBar(t.db, { name: 'Milano', lat: 45.4642, lng: 9.19 });
  lisbon = await createBar(t.db, { name: 'Lisbon', lat: 38.7223, lng: -9.1393 });
  await createUser(t.db, 'maint@people.test', { roles: [{ barId: milano, role: 'MAINT' }] });
  await createUser(t.db, 'barman@people.test', { roles: [{ barId: milano, role: 'BARMAN' }] });
  await createUser(t.db, 'away@people.test', { roles: [{ barId: milano, role: 'ADMIN' }], disabled: true });
  await createUser(t.db, 'lisbon@people.test', { roles: [{ barId: lisbon, role: 'ADMIN' }] });
  await createUser(t.db, 'root@people.test', { superadmin: true });
  for (const who of ['maint', 'barman', 'lisbon', 'root']) tokens[who] = await signIn(t.app, `${who}@people.test`);
}, 60_000);

afterAll(() => t.close());

describe('whom an alarm may go to', () => {
  it("lists the bar's active role holders and the super administrators, by email, to MAINT and above", async () => {
    const res = await get('/assignees', tokens.maint, milano);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { email: string }) => u.email)).toEqual(['barman@people.test', 'maint@people.test', 'root@people.test']);
    expect(res.json()[0]).toEqual({ _id: expect.any(String), email: 'barman@people.test', firstName: 'Test', lastName: 'barman' });
  });

  it('refuses BARMAN and a bar the caller holds no role on', async () => {
    expectError(await get('/assignees', tokens.barman, milano), 403, 'FORBIDDEN');
    expectError(await get('/assignees', tokens.maint, lisbon), 403, 'FORBIDDEN');
  });
});

describe("the inbox's bars", () => {
  it('lists the bars the caller holds a role on with their time zones; every bar for a super administrator', async () => {
    expect((await get('/bars', tokens.barman)).json()).toEqual([{ _id: milano, name: 'Milano', timeZone: 'Europe/Rome' }]);
    expect((await get('/bars', tokens.lisbon)).json()).toEqual([{ _id: lisbon, name: 'Lisbon', timeZone: 'Europe/Lisbon' }]);
    expect((await get('/bars', tokens.root)).json().map((b: { name: string }) => b.name)).toEqual(['Lisbon', 'Milano']);
  });
});
