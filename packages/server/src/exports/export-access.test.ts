import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { BarRole, ErrorCode } from '@bar/domain';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { drinks, exportRequests } from '../db/schema.js';
import { expectError } from '../test/error-answer.js';

/** ARCHITECTURE §3: exports are ADMIN and above; an export always names the days it covers. */
let t: TestApp;
let dataDir: string;
let barId: string;
let otherBarId: string;
const tokens: Record<string, string> = {};

const DAY = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-01T23:59:59.999Z' };
const ROLES: BarRole[] = ['MSADMIN', 'MSMAINT', 'ADMIN', 'MAINT', 'BARMAN'];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-access-test-'));
  t = await startTestApp({ dataDir, exports: { autoStart: false } });
  barId = await createBar(t.db);
  otherBarId = await createBar(t.db);
  for (const role of ROLES) {
    await createUser(t.db, `acc-${role.toLowerCase()}@test.bar`, { roles: [{ barId, role }] });
    tokens[role] = await signIn(t.app, `acc-${role.toLowerCase()}@test.bar`);
  }
  await createUser(t.db, 'acc-super@test.bar', { superadmin: true });
  tokens.SUPERADMIN = await signIn(t.app, 'acc-super@test.bar');
  // ADMIN of another bar only
  await createUser(t.db, 'acc-outsider@test.bar', { roles: [{ barId: otherBarId, role: 'ADMIN' }] });
  tokens.OUTSIDER = await signIn(t.app, 'acc-outsider@test.bar');
  await t.db.insert(drinks).values({ barId, status: 'delivered', recipe: {}, recipeName: 'Spritz', createdAt: new Date('2026-03-01T12:00:00Z') });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const create = (token: string, body: Record<string, unknown>, bar = barId) =>
  t.app.inject({ method: 'POST', url: '/api/uexport/export-request/create', headers: { ...bearer(token), 'x-bar': bar }, payload: body });
const list = (token: string, bar = barId) => t.app.inject({ method: 'GET', url: `/api/uexport/export-request/?bar=${bar}`, headers: bearer(token) });
const download = (token: string, id: string, bar = barId) =>
  t.app.inject({ method: 'GET', url: `/api/uexport/export-request/download/${id}`, headers: { ...bearer(token), 'x-bar': bar } });
const stored = async () => (await t.db.select({ n: count() }).from(exportRequests))[0].n;

async function finishedExport(): Promise<string> {
  const res = await create(tokens.ADMIN, { collectionName: 'Drink', search: { createdAt: DAY } });
  expect(res.statusCode).toBe(201);
  await t.app.exportWorker.drain();
  return res.json()._id;
}

describe('export rights (ADMIN and above)', () => {
  it.each(['MAINT', 'BARMAN'])('refuses %s on create, list and download, and stores nothing', async (role) => {
    const id = await finishedExport();
    const before = await stored();
    const created = await create(tokens[role], { collectionName: 'Drink', search: { createdAt: DAY } });
    expectError(created, 403, 'FORBIDDEN');
    expect(await stored()).toBe(before);
    expectError(await list(tokens[role]), 403, 'FORBIDDEN');
    const file = await download(tokens[role], id);
    expectError(file, 403, 'FORBIDDEN');
    expect(file.headers['content-disposition']).toBeUndefined();
  });

  it.each(['ADMIN', 'MSMAINT', 'MSADMIN', 'SUPERADMIN'])('lets %s create, list and download', async (role) => {
    const created = await create(tokens[role], { collectionName: 'Drink', search: { createdAt: DAY } });
    expect(created.statusCode).toBe(201);
    await t.app.exportWorker.drain();
    expect((await list(tokens[role])).statusCode).toBe(200);
    const file = await download(tokens[role], created.json()._id);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Spritz');
  });

  it('refuses an ADMIN of another bar, whichever bar the call names', async () => {
    const id = await finishedExport();
    expectError(await download(tokens.OUTSIDER, id), 403, 'FORBIDDEN');
    // on their own bar the export of another bar does not exist
    const own = await download(tokens.OUTSIDER, id, otherBarId);
    expectError(own, 404, 'NOT_FOUND');
  });
});

describe('export date range', () => {
  it.each<[string, object, ErrorCode, RegExp]>([
    ['no search', {}, 'EXPORT_RANGE_REQUIRED', /createdAt/],
    ['no createdAt', { search: { status: 'delivered' } }, 'EXPORT_RANGE_REQUIRED', /From and To/],
    ['only from', { search: { createdAt: { from: DAY.from } } }, 'EXPORT_RANGE_REQUIRED', /From and To/],
    ['only to', { search: { createdAt: { to: DAY.to } } }, 'EXPORT_RANGE_REQUIRED', /From and To/],
    ['an empty from', { search: { createdAt: { from: '', to: DAY.to } } }, 'EXPORT_RANGE_REQUIRED', /From and To/],
    ['not a date', { search: { createdAt: { from: 'yesterday', to: DAY.to } } }, 'VALIDATION_FAILED', /date/],
    ['from after to', { search: { createdAt: { from: DAY.to, to: DAY.from } } }, 'VALIDATION_FAILED', /To must not be before From/],
    ['over 3 months', { search: { createdAt: { from: '2026-01-01T00:00:00Z', to: '2026-04-03T00:00:00Z' } } }, 'VALIDATION_FAILED', /at most 3 months/],
  ])('refuses %s with a 400 that says why, and stores nothing', async (_, body, code, message) => {
    const before = await stored();
    const res = await create(tokens.ADMIN, { collectionName: 'Drink', ...body });
    expectError(res, 400, code);
    const answer = res.json();
    expect(`${answer.message} ${JSON.stringify(answer.details ?? [])}`).toMatch(message);
    expect(await stored()).toBe(before);
  });

  it('accepts exactly 3 months', async () => {
    const res = await create(tokens.ADMIN, {
      collectionName: 'AppOrder',
      type: 'excel',
      search: { createdAt: { from: '2026-01-01T00:00:00.000Z', to: '2026-04-01T23:59:59.999Z' } },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(exportRequests).where(eq(exportRequests.id, res.json()._id));
    expect(row.search).toEqual({ createdAt: { from: '2026-01-01T00:00:00.000Z', to: '2026-04-01T23:59:59.999Z' } });
  });
});
