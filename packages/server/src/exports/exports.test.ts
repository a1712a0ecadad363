import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { formatIsoInZone } from '@bar/domain';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { alarms, bars, drinks, exportRequests } from '../db/schema.js';
import { claimExport, renewLease, setRowsTotal } from './repository.js';
import { exportsFolder } from './worker.js';
import { DATE_FORMAT, MONEY_FORMAT } from './xlsx-writer.js';
import { expectError } from '../test/error-answer.js';

const parseCsv = (text: string): string[][] => parse(text, { bom: true, relax_column_count: false });

/** The sheet's rows as plain values (row 1 is the header), and the number format of each cell. */
async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Array<Array<{ value: ExcelJS.CellValue; numFmt: string | undefined }>> = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push({ value: row.getCell(c).value, numFmt: row.getCell(c).numFmt });
    rows.push(cells);
  });
  return { name: sheet.name, rows };
}

let t: TestApp;
let dataDir: string;
let barId: string;
let otherBarId: string;
let admin: string;
let barman: string;
let outsider: string;

// 1 March 2026 in the bar's zone (Europe/Rome, UTC+1), as the Exports form sends it
const DAY = { from: '2026-02-28T23:00:00.000Z', to: '2026-03-01T22:59:59.999Z' };
const DAY_ROWS = 10;
// every drink of the test data (an export always names its days)
const ALL = { from: '2026-01-01T00:00:00.000Z', to: '2026-03-31T23:59:59.999Z' };
const safe = (v: string | null) => (v === null ? null : /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

async function deliveredOfDay() {
  return t.db
    .select()
    .from(drinks)
    .where(
      and(eq(drinks.barId, barId), inArray(drinks.status, ['delivered']), gte(drinks.createdAt, new Date(DAY.from)), lte(drinks.createdAt, new Date(DAY.to))),
    )
    .orderBy(asc(drinks.createdAt), asc(drinks.id));
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-test-'));
  // small batches so the keyset paging runs over several batches; the worker is driven by hand
  t = await startTestApp({ dataDir, exports: { autoStart: false, batchSize: 3, leaseMs: 60_000 } });
  barId = await createBar(t.db);
  otherBarId = await createBar(t.db);
  await t.db.update(bars).set({ timeZone: 'Europe/Rome' }).where(eq(bars.id, barId));
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
      recipePrice: i === 4 ? '0.10' : i === 5 ? '9999999999.99' : i === 6 ? '0.07' : '12.50',
      priority: i === 2,
      name,
      createdAt: new Date(Date.parse('2026-03-01T10:00:00.000Z') + Math.floor(i / 3) * 60_000),
    })),
  );
  await t.db.insert(drinks).values([
    { barId, status: 'delivered', recipe: {}, recipeName: 'Yesterday', createdAt: new Date('2026-02-28T12:00:00Z') },
    // 1 March in Rome: just after local midnight, 28 February in UTC
    { barId, status: 'delivered', recipe: {}, recipeName: 'Rome midnight', recipePrice: '3.30', createdAt: new Date('2026-02-28T23:30:00.456Z') },
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
const download = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/uexport/export-request/download/${id}`, headers: { ...bearer(token), 'x-bar': barId } });

describe('exports', () => {
  it('stores the request at once, then the worker writes a CSV that matches the database', async () => {
    const res = await create(admin, { collectionName: 'Drink', type: 'csv', search: { status: 'delivered', createdAt: DAY } });
    expect(res.statusCode).toBe(201);
    const id = res.json()._id;
    expect(res.json()).toMatchObject({ status: 'queued', filepath: null, userDisplay: 'Test exp-admin', collectionName: 'Drink' });
    expectError(await download(admin, id), 404, 'NOT_FOUND'); // no half file is offered

    expect(await t.app.exportWorker.drain()).toBe(1);
    const listed = list(admin);
    const item = (await listed).json().data.find((e: { _id: string }) => e._id === id);
    expect(item).toMatchObject({ status: 'done', rows: DAY_ROWS, progress: 100 });
    expect(item.filepath).toBeTruthy();

    const file = await download(admin, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="drink-export-' + item.createdAt.slice(0, 10) + '.csv"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const [header, ...rows] = parseCsv(file.body);
    expect(header).toEqual([
      'Id',
      'Created At',
      'Updated At',
      'Status',
      'Type',
      'Recipe',
      'Category',
      'Price',
      'Name',
      'Priority',
      'Robot',
      'Delivery Position',
      'App Order',
      'Error',
    ]);
    const expected = await deliveredOfDay();
    expect(expected).toHaveLength(DAY_ROWS);
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const d = expected[i];
      expect(row[0]).toBe(d.id);
      // the bar's zone, ISO 8601 with its offset, and the same instant as stored
      expect(row[1]).toBe(formatIsoInZone(d.createdAt, 'Europe/Rome'));
      expect(row[1]).toMatch(/^2026-03-01T\d{2}:\d{2}:\d{2}\.\d{3}\+01:00$/);
      expect(new Date(row[1]).getTime()).toBe(d.createdAt.getTime());
      expect(new Date(row[2]).getTime()).toBe(d.updatedAt.getTime());
      expect(row[7]).toBe(d.recipePrice); // money exact, as stored
      expect(row[9]).toBe(String(d.priority));
      expect(row[5]).toBe(safe(d.recipeName) ?? '');
      expect(row[8]).toBe(safe(d.name) ?? '');
    });
    expect(rows[0][1]).toBe('2026-03-01T00:30:00.456+01:00');
    // formula injection: every text cell that a spreadsheet would run is neutralised
    const names = rows.map((r) => r[8]);
    expect(names).toContain(`'=HYPERLINK("http://evil")`);
    expect(names).toContain(`'+39 333`);
    expect(names).toContain(`'-1+2`);
    expect(names).toContain(`'@SUM(A1)`);
    expect(names).toContain(`'\tTab`);
    expect(names).toContain('Comma, "quoted"');
    expect(rows.map((r) => r[5])).toContain(`'=cmd|calc`);
    expect(rows.map((r) => r[7])).toEqual(expect.arrayContaining(['0.10', '0.07', '9999999999.99']));
  });

  it("writes the same rows as an Excel workbook: typed money, date cells in the bar's zone, neutralised text", async () => {
    const res = await create(admin, { collectionName: 'Drink', type: 'excel', search: { status: 'delivered', createdAt: DAY } });
    expect(res.statusCode).toBe(201);
    const id = res.json()._id;
    expect(res.json()).toMatchObject({ type: 'excel', status: 'queued', filepath: null, progress: null });
    expectError(await download(admin, id), 404, 'NOT_FOUND');
    expect(await t.app.exportWorker.drain()).toBe(1);
    const item = (await list(admin)).json().data.find((e: { _id: string }) => e._id === id);
    expect(item).toMatchObject({ status: 'done', rows: DAY_ROWS, progress: 100, filepath: `${id}.xlsx` });

    const file = await download(admin, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe('attachment; filename="drink-export-' + item.createdAt.slice(0, 10) + '.xlsx"');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);

    const sheet = await readXlsx(file.rawPayload);
    expect(sheet.name).toBe('Drinks');
    const [header, ...rows] = sheet.rows;
    expect(header.map((c) => c.value)).toEqual([
      'Id',
      'Created At',
      'Updated At',
      'Status',
      'Type',
      'Recipe',
      'Category',
      'Price',
      'Name',
      'Priority',
      'Robot',
      'Delivery Position',
      'App Order',
      'Error',
    ]);
    const expected = await deliveredOfDay();
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const d = expected[i];
      expect(row[0].value).toBe(d.id);
      // dates: date cells holding the wall clock of the bar's zone (Rome, +01:00 on 1 March)
      expect(row[1].value).toEqual(new Date(d.createdAt.getTime() + 3_600_000));
      expect(row[1].numFmt).toBe(DATE_FORMAT);
      expect(row[2].value).toEqual(new Date(d.updatedAt.getTime() + 3_600_000));
      expect(row[3].value).toBe('delivered');
      // money: a number cell shown with 2 decimals whose value is the stored amount exactly
      expect(typeof row[7].value).toBe('number');
      expect(row[7].numFmt).toBe(MONEY_FORMAT);
      expect((row[7].value as number).toFixed(2)).toBe(d.recipePrice);
      expect(row[9].value).toBe(d.priority);
      expect(row[5].value).toBe(safe(d.recipeName));
      expect(row[8].value).toBe(safe(d.name));
    });
    const csv = await create(admin, { collectionName: 'Drink', type: 'csv', search: { status: 'delivered', createdAt: DAY } });
    await t.app.exportWorker.drain();
    const csvRows = parseCsv((await download(admin, csv.json()._id)).body);
    // the same columns and order as the CSV, cell for cell; a date cell is the wall clock of the CSV's zoned ISO text
    const cellText = (c: { value: ExcelJS.CellValue; numFmt: string | undefined }) =>
      c.value === null
        ? ''
        : c.value instanceof Date
          ? c.value.toISOString().slice(0, 23)
          : typeof c.value === 'number' && c.numFmt === MONEY_FORMAT
            ? c.value.toFixed(2)
            : String(c.value);
    const wallClockOfCsv = (row: string[]) => row.map((cell, i) => (i === 1 || i === 2 ? cell.slice(0, 23) : cell));
    expect(rows.map((r) => r.map(cellText))).toEqual(csvRows.slice(1).map(wallClockOfCsv));
    // formula injection in XLSX: text cells only, never a formula cell
    const names = rows.map((r) => r[8].value);
    expect(names).toEqual(expect.arrayContaining([`'=HYPERLINK("http://evil")`, `'+39 333`, `'-1+2`, `'@SUM(A1)`, `'\tTab`, 'Comma, "quoted"']));
    expect(rows.map((r) => r[5].value)).toContain(`'=cmd|calc`);
    for (const row of sheet.rows) for (const c of row) expect(typeof c.value === 'object' && c.value !== null && 'formula' in c.value).toBe(false);
  });

  it('writes an Excel file of app orders and one with no rows (header only)', async () => {
    const orders = await create(admin, { collectionName: 'AppOrder', type: 'excel', search: { status: 'paid', createdAt: ALL } });
    const empty = await create(admin, {
      collectionName: 'Drink',
      type: 'excel',
      search: { status: 'delivered', createdAt: { from: '2025-01-01T00:00:00Z', to: '2025-01-02T00:00:00Z' } },
    });
    await t.app.exportWorker.drain();
    const ordersSheet = await readXlsx((await download(admin, orders.json()._id)).rawPayload);
    expect(ordersSheet.name).toBe('App Orders');
    expect(ordersSheet.rows[0].map((c) => c.value).slice(0, 5)).toEqual(['Id', 'Created At', 'Updated At', 'Status', 'Source']);
    const emptySheet = await readXlsx((await download(admin, empty.json()._id)).rawPayload);
    expect(emptySheet.rows).toHaveLength(1);
    const [row] = await t.db.select().from(exportRequests).where(eq(exportRequests.id, empty.json()._id));
    expect(row).toMatchObject({ status: 'done', rows: 0, rowsTotal: 0 });
  });

  it('exports several statuses (production error tab) and app orders', async () => {
    const res = await create(admin, { collectionName: 'Drink', search: { status: 'error,error_ack', createdAt: ALL } });
    const orders = await create(admin, { collectionName: 'AppOrder', type: 'csv', search: { status: 'paid', createdAt: ALL } });
    expect([res.statusCode, orders.statusCode]).toEqual([201, 201]);
    await t.app.exportWorker.drain();
    const [row] = await t.db.select().from(exportRequests).where(eq(exportRequests.id, res.json()._id));
    expect(row).toMatchObject({ status: 'done', rows: 1 });
    const file = await download(admin, res.json()._id);
    expect(parseCsv(file.body)).toHaveLength(2);
    const ordersFile = await download(admin, orders.json()._id);
    expect(parseCsv(ordersFile.body.replace(/^\uFEFF/, ''))[0].slice(0, 5)).toEqual(['Id', 'Created At', 'Updated At', 'Status', 'Source']);
  });

  it('refuses a range over 3 months, bad filters or types, and roles below ADMIN', async () => {
    const long = await create(admin, { collectionName: 'Drink', search: { createdAt: { from: '2026-01-01T00:00:00Z', to: '2026-04-03T00:00:00Z' } } });
    expectError(long, 400, 'VALIDATION_FAILED');
    expect(long.json().message + JSON.stringify(long.json().details)).toMatch(/at most 3 months/);
    expectError(await create(admin, { collectionName: 'Drink', search: { status: 'drunk', createdAt: DAY } }), 400, 'VALIDATION_FAILED');
    expectError(await create(admin, { collectionName: 'Drink', search: { colour: 'red', createdAt: DAY } }), 400, 'UNKNOWN_QUERY_FIELD');
    expectError(await create(admin, { collectionName: 'Users', search: { createdAt: DAY } }), 400, 'VALIDATION_FAILED');
    expectError(await create(admin, { collectionName: 'Drink', type: 'pdf', search: { createdAt: DAY } }), 400, 'VALIDATION_FAILED');
    expectError(await create(barman, { collectionName: 'Drink', search: { createdAt: DAY } }), 403, 'FORBIDDEN');
    expectError(await list(barman), 403, 'FORBIDDEN');
  });

  it('lets only ADMIN and above on the bar download', async () => {
    const res = await create(admin, { collectionName: 'Drink', search: { status: 'delivered', createdAt: ALL } });
    await t.app.exportWorker.drain();
    const id = res.json()._id;
    expectError(await download(barman, id), 403, 'FORBIDDEN');
    expectError(await download(outsider, id), 403, 'FORBIDDEN');
    expectError(await download(admin, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await download(admin, 'nope'), 400, 'VALIDATION_FAILED');
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
    expectError(await download(admin, id), 404, 'NOT_FOUND');

    await new Promise((r) => setTimeout(r, 20)); // let the 1 ms lease run out
    expect(await t.app.exportWorker.drain()).toBe(1);
    const [row] = await t.db.select().from(exportRequests).where(eq(exportRequests.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 2, rows: DAY_ROWS, rowsDone: DAY_ROWS, rowsTotal: DAY_ROWS });
    expect(fs.readdirSync(dir).filter((n) => n.startsWith(id))).toEqual([`${id}.csv`]);
    const file = await download(admin, id);
    expect(parseCsv(file.body)).toHaveLength(DAY_ROWS + 1);
  });

  it('a job that crashed its worker every time ends failed and raises an export-failed alarm on its bar', async () => {
    const id = (await create(admin, { collectionName: 'Drink', search: { status: 'delivered', createdAt: DAY } })).json()._id;
    for (let crash = 0; crash < 3; crash++) {
      expect((await claimExport(t.db, 1))?.id).toBe(id);
      await new Promise((r) => setTimeout(r, 20)); // the 1 ms lease of the dead worker runs out
    }
    expect(await t.app.exportWorker.drain()).toBe(1);
    const [row] = await t.db.select().from(exportRequests).where(eq(exportRequests.id, id));
    expect(row).toMatchObject({ status: 'failed', error: 'Gave up after 3 attempts.' });
    const raised = await t.db
      .select()
      .from(alarms)
      .where(and(eq(alarms.barId, barId), eq(alarms.kind, 'exportFailed')));
    expect(raised).toMatchObject([{ subjectId: 'Drink', severity: 'warning', state: 'open', count: 1 }]);
    expect(raised[0].detail).toContain(id);
  });

  it('a running job whose lease is still valid is left to its worker; the list shows its progress', async () => {
    const res = await create(admin, { collectionName: 'Drink', search: { status: 'delivered', createdAt: ALL } });
    const id = res.json()._id;
    const claimed = await claimExport(t.db, 60_000);
    expect(claimed?.id).toBe(id);
    const progress = async () => (await list(admin)).json().data.find((e: { _id: string }) => e._id === id).progress;
    expect(await progress()).toBeNull(); // not counted yet
    expect(await setRowsTotal(t.db, id, claimed!.attempts, 40)).toBe(true);
    expect(await progress()).toBe(0);
    expect(await renewLease(t.db, id, claimed!.attempts, 60_000, 13)).toBe(true);
    expect(await progress()).toBe(32);
    expect(await t.app.exportWorker.drain()).toBe(0);
    // a stale worker (older attempt) cannot report progress
    expect(await renewLease(t.db, id, claimed!.attempts - 1, 60_000, 40)).toBe(false);
  });
});
