import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { drinks, exportRequests } from '../db/schema.js';
import { claimExport } from './repository.js';
import { exportsFolder } from './worker.js';
import { parseCsv } from './csv-writer.js';

let t: TestApp;
let dataDir: string;
let barId: string;
let otherBarId: string;
let admin: string;
let barman: string;
let outsider: string;

const DAY = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-01T23:59:59.999Z' };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-test-'));
  // small batches so the keyset paging runs over several batches; the worker is driven by hand
  t = await startTestApp({ dataDir, exports: { autoStart: false, batchSize: 3, leaseMs: 60_000 } });
  barId = await createBar(t.db);
  otherBarId = await createBar(t.db);
  await createUser(t.db, 'exp-admin@test.bar', { roles: [{ barId, role: 'ADMIN' }] });
  await createUser(t.db, 'exp-barman@test.bar', { roles: [{ barId, role: 'BARMAN' }] });
  await createUser(t.db, 'exp-outsider@test.bar', { roles: [{ barId: otherBarId, role: 'ADMIN' }] });
  [admin, barman, outsider] = await Promise.all(['exp-admin', 'exp-barman', 'exp-outsider'].map((u) => signIn(t.app, `${u}@test.bar`)));

  const names = ['Ada', '=HYPERLINK("http://evil")', '+39 333', '-1+2', '@SUM(A1)', '\tTab', 'Comma, "quoted"', null, 'Zoe', 'Line\r\nbreak'];
  // several drinks share a created_at (to the microsecond) so the keyset must use the id as well
  await t.db.insert(drinks).values(
    names.map((name, i) => ({
      barId,
      status: i === 9 ? 'error' : 'delivered',
      recipe: { name: `Recipe ${i}`, price: 12.5, ingredients: [] },
      recipeName: i === 3 ? '=cmd|calc' : `Recipe ${i}`,
      recipePrice: i === 4 ? '0.10' : '12.50',
      name,
      createdAt: new Date(Date.parse('2026-03-01T10:00:00.000Z') + Math.floor(i / 3) * 60_000),
    })),
  );
  await t.db.insert(drinks).values([
    { barId, status: 'delivered', recipe: {}, recipeName: 'Yesterday', createdAt: new Date('2026-02-28T12:00:00Z') },
    { barId: otherBarId, status: 'delivered', recipe: {}, recipeName: 'Other bar', createdAt: new Date('2026-03-01T12:00:00Z') },
  ]);
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const create = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/uexport/export-request/create', headers: bearer(token), payload: { barId, ...body } });
const list = (token: string) => t.app.inject({ method: 'GET', url: `/api/uexport/export-request/?bar=${barId}`, headers: bearer(token) });
const download = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/uexport/export-request/download/${id}`, headers: bearer(token) });

describe('exports', () => {
  it('stores the request at once, then the worker writes a CSV that matches the database', async () => {
    const res = await create(admin, { collectionName: 'Drink', type: 'csv', search: { status: 'delivered', createdAt: DAY } });
    expect(res.statusCode).toBe(201);
    const id = res.json()._id;
    expect(res.json()).toMatchObject({ status: 'queued', filepath: null, userDisplay: 'Test exp-admin', collectionName: 'Drink' });
    expect((await download(admin, id)).statusCode).toBe(404); // no half file is offered

    expect(await t.app.exportWorker.drain()).toBe(1);
    const listed = list(admin);
    const item = (await listed).json().data.find((e: { _id: string }) => e._id === id);
    expect(item).toMatchObject({ status: 'done', rows: 9 });
    expect(item.filepath).toBeTruthy();

    const file = await download(admin, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="drink-export-' + item.createdAt.slice(0, 10) + '.csv"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const [header, ...rows] = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(header.slice(0, 4)).toEqual(['Id', 'Created At', 'Updated At', 'Status']);
    const stored = await t.db
      .select()
      .from(drinks)
      .where(eq(drinks.barId, barId))
      .orderBy(asc(drinks.createdAt), asc(drinks.id));
    const expected = stored.filter((d) => d.status === 'delivered' && d.createdAt >= new Date(DAY.from) && d.createdAt <= new Date(DAY.to));
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const d = expected[i];
      expect(row[0]).toBe(d.id);
      expect(row[1]).toBe(d.createdAt.toISOString());
      expect(row[7]).toBe(d.recipePrice); // money exact, as stored
      const safe = (v: string | null) => (v === null ? '' : /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
      expect(row[5]).toBe(safe(d.recipeName));
      expect(row[8]).toBe(safe(d.name));
    });
    // formula injection: every text cell that a spreadsheet would run is neutralised
    const names = rows.map((r) => r[8]);
    expect(names).toContain(`'=HYPERLINK("http://evil")`);
    expect(names).toContain(`'+39 333`);
    expect(names).toContain(`'-1+2`);
    expect(names).toContain(`'@SUM(A1)`);
    expect(names).toContain(`'\tTab`);
    expect(names).toContain('Comma, "quoted"');
    expect(rows.map((r) => r[5])).toContain(`'=cmd|calc`);
    expect(rows.map((r) => r[7])).toContain('0.10');
  });

  it('exports several statuses (production error tab) and app orders', async () => {
    const res = await create(admin, { collectionName: 'Drink', search: { status: 'error,error_ack' } });
    const orders = await create(admin, { collectionName: 'AppOrder', type: 'csv', search: { status: 'paid' } });
    expect([res.statusCode, orders.statusCode]).toEqual([201, 201]);
    await t.app.exportWorker.drain();
    const [row] = await t.db.select().from(exportRequests).where(eq(exportRequests.id, res.json()._id));
    expect(row).toMatchObject({ status: 'done', rows: 1 });
    const file = await download(admin, res.json()._id);
    expect(parseCsv(file.body)).toHaveLength(2);
    const ordersFile = await download(admin, orders.json()._id);
    expect(parseCsv(ordersFile.body.replace(/^\uFEFF/, ''))[0].slice(0, 5)).toEqual(['Id', 'Created At', 'Updated At', 'Status', 'Source']);
  });

  it('refuses a range over 3 months, bad filters, Excel for now, and roles below ADMIN', async () => {
    const long = await create(admin, { collectionName: 'Drink', search: { createdAt: { from: '2026-01-01T00:00:00Z', to: '2026-04-03T00:00:00Z' } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message + JSON.stringify(long.json().details)).toMatch(/at most 3 months/);
    expect((await create(admin, { collectionName: 'Drink', search: { status: 'drunk' } })).statusCode).toBe(400);
    expect((await create(admin, { collectionName: 'Drink', search: { colour: 'red' } })).statusCode).toBe(400);
    expect((await create(admin, { collectionName: 'Users' })).statusCode).toBe(400);
    expect((await create(admin, { collectionName: 'Drink', type: 'excel' })).statusCode).toBe(400);
    expect((await create(barman, { collectionName: 'Drink' })).statusCode).toBe(403);
    expect((await list(barman)).statusCode).toBe(403);
  });

  it('lets only users with a role on the bar download', async () => {
    const res = await create(admin, { collectionName: 'Drink', search: { status: 'delivered' } });
    await t.app.exportWorker.drain();
    const id = res.json()._id;
    expect((await download(barman, id)).statusCode).toBe(200);
    expect((await download(outsider, id)).statusCode).toBe(403);
    expect((await download(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download(admin, 'nope')).statusCode).toBe(400);
  });

  it('a job whose worker died mid-file is taken over once its lease passes, and completed', async () => {
    const res = await create(admin, { collectionName: 'Drink', search: { status: 'delivered', createdAt: DAY } });
    const id = res.json()._id;
    // a worker claims it with a short lease and dies after writing part of the file
    const claimed = await claimExport(t.db, 1);
    expect(claimed?.id).toBe(id);
    const dir = exportsFolder(dataDir);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${id}.csv.1.part`), 'Id,Created At\r\nhalf');
    expect((await list(admin)).json().data.find((e: { _id: string }) => e._id === id).filepath).toBeNull();
    expect((await download(admin, id)).statusCode).toBe(404);

    await new Promise((r) => setTimeout(r, 20)); // let the 1 ms lease run out
    expect(await t.app.exportWorker.drain()).toBe(1);
    const [row] = await t.db.select().from(exportRequests).where(eq(exportRequests.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 2, rows: 9 });
    expect(fs.readdirSync(dir).filter((n) => n.startsWith(id))).toEqual([`${id}.csv`]);
    const file = await download(admin, id);
    expect(parseCsv(file.body)).toHaveLength(10);
  });

  it('a running job whose lease is still valid is left to its worker', async () => {
    const res = await create(admin, { collectionName: 'Drink', search: { status: 'delivered' } });
    expect((await claimExport(t.db, 60_000))?.id).toBe(res.json()._id);
    expect(await t.app.exportWorker.drain()).toBe(0);
  });
});
