import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isTimeZone } from '@bar/domain';
import type { Database } from '../db/connection.js';
import { appOrders, bars, drinks } from '../db/schema.js';
import { openTestDatabase } from '../test/database.js';
import { createBar } from '../test/harness.js';
import { findExport, insertExport } from './repository.js';
import { SOURCES } from './sources.js';
import { ExportWorker, exportFileName, exportsFolder, silentLog } from './worker.js';
import { copyCsv, CrlfRecords, inlineParams } from './copy-csv.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// text a spreadsheet would run, text a CSV must quote, empty and missing text, and the rest
const TEXTS = [
  'Ada',
  '',
  null,
  '=HYPERLINK("http://evil")',
  '+39 333',
  '-1+2',
  '@SUM(A1)',
  '\tTab',
  '\rCR first',
  'Comma, "quoted"',
  '"',
  '""',
  ',',
  'Line\nbreak',
  'Line\r\nbreak',
  'cr\ronly',
  'ends with LF\n',
  '\n',
  'ünïcødé 🍸',
  ' =space first',
  "'already",
  '\\.',
  'back\\slash',
  'semi;colon',
  '=',
];
const MONEY = ['0', '0.10', '0.07', '9999999999.99', '12.5', '-3.20', '100', '1.005'];
// half- and three-quarter-hour offsets among them (St John's, Kathmandu, Lord Howe, Chatham)
const ZONES = ['Europe/Rome', 'America/St_Johns', 'Asia/Katmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC', 'America/Los_Angeles'];
// DST changes of those zones in 2026 (UTC), each with instants just before, on and after it
const CHANGES = [
  '2026-03-08T05:30:00Z', // St John's, spring
  '2026-03-08T10:00:00Z', // Los Angeles, spring
  '2026-03-29T01:00:00Z', // Rome, spring (the 29th has 23 hours there)
  '2026-04-04T14:00:00Z', // Chatham, autumn
  '2026-04-04T15:00:00Z', // Lord Howe, back by half an hour
];
const STEPS_MS = [-3_600_000, -1_800_000, -1000, -1, 0, 1, 1000, 1_800_000, 3_600_000];
const RANGE = { from: '2026-03-01T00:00:00.000Z', to: '2026-04-10T23:59:59.999Z' };

let database: Database;
let dataDir: string;
let barId: string;
let copying: ExportWorker;
let batched: ExportWorker;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-csv-'));
  copying = new ExportWorker(database.db, dataDir, silentLog, { autoStart: false });
  // small batches: the keyset paging runs over many of them
  batched = new ExportWorker(database.db, dataDir, silentLog, { autoStart: false, batchSize: 4, copyCsv: false });
  barId = await createBar(database.db);
  const instants = CHANGES.flatMap((at) => STEPS_MS.map((step) => new Date(Date.parse(at) + step)));
  // each instant twice, on rows of other texts and statuses
  const n = instants.length * 2;
  await database.db.insert(drinks).values(
    Array.from({ length: n }, (_, i) => ({
      barId,
      status: i % 11 === 10 ? 'error' : 'delivered',
      type: i % 3 === 0 ? 'App' : 'Kiosk',
      recipe: {},
      recipeName: TEXTS[i % TEXTS.length] ?? 'Mojito',
      recipeCategory: TEXTS[(i + 5) % TEXTS.length] ?? '',
      recipePrice: MONEY[i % MONEY.length],
      name: TEXTS[(i + 1) % TEXTS.length],
      priority: i % 2 === 0,
      robotDisplayName: TEXTS[(i + 9) % TEXTS.length],
      deliveryPosition: i % 4 === 0 ? null : i - 10,
      appOrderId: i % 5 === 0 ? '00000000-0000-4000-8000-00000000000' + (i % 10) : null,
      error: TEXTS[(i + 13) % TEXTS.length],
      createdAt: instants[i % instants.length],
      updatedAt: new Date(instants[i % instants.length].getTime() + (i % 7) * 600_000),
    })),
  );
  // microseconds, which a JS Date cannot hold: the file keeps milliseconds, cut, not rounded
  await database.db.execute(sql`update drinks set created_at = created_at + interval '1 microsecond' * (abs(hashtext(id::text)) % 1000),
    updated_at = updated_at + interval '999 microseconds' where bar_id = ${barId}`);
  await database.db.insert(appOrders).values(
    TEXTS.map((text, i) => ({
      barId,
      nickname: text,
      type: 'App',
      paymentMethod: i % 2 ? 'card' : '=cash',
      price: MONEY[i % MONEY.length],
      currency: i % 3 ? 'EUR' : 'USD',
      status: i % 4 === 0 ? 'refunded' : 'paid',
      transactionId: TEXTS[(i + 3) % TEXTS.length],
      refundedAt: i % 4 === 0 ? new Date(Date.parse(CHANGES[i % CHANGES.length]) + i) : null,
      refundedByEmail: i % 4 === 0 ? 'admin@test.bar' : null,
      createdAt: new Date(Date.parse(CHANGES[i % CHANGES.length]) + STEPS_MS[i % STEPS_MS.length]),
    })),
  );
});

afterAll(async () => {
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs one export job on `worker` and returns the finished file's bytes. */
async function exportWith(worker: ExportWorker, collectionName: 'Drink' | 'AppOrder', search: Record<string, unknown>): Promise<Buffer> {
  const job = await insertExport(database.db, { barId, collectionName, type: 'csv', search, userId: null, userDisplay: 'Test' });
  expect(await worker.drain()).toBe(1);
  const row = await findExport(database.db, job.id);
  expect(row).toMatchObject({ status: 'done', error: null });
  return fs.readFileSync(path.join(exportsFolder(dataDir), exportFileName(row!)));
}

/** copyCsv called as the worker calls it; undefined when COPY cannot be used. */
async function copyDirect(collectionName: 'Drink' | 'AppOrder', search: Record<string, unknown>, timeZone: string) {
  const source = SOURCES[collectionName];
  const file = path.join(dataDir, `direct-${collectionName}.csv`);
  const rows = await copyCsv({
    db: database.db,
    select: source.csvSelect(database.db, source.where(barId, search)),
    columns: source.columns,
    timeZone,
    range: { from: Date.parse(RANGE.from), to: Date.parse(RANGE.to) },
    file,
    progress: async () => true,
    progressMs: 60_000,
  });
  return { rows, file };
}

describe.runIf(onPostgres)('CSV through COPY on PostgreSQL', () => {
  it.each(ZONES)('writes the same bytes as the batched path, bar in %s', async (timeZone) => {
    expect(isTimeZone(timeZone)).toBe(true); // else the worker would fall back to UTC
    await database.db.update(bars).set({ timeZone }).where(eq(bars.id, barId));
    for (const [collectionName, search] of [
      ['Drink', { status: 'delivered', createdAt: RANGE }],
      ['Drink', { status: 'error,delivered', createdAt: RANGE }],
      ['AppOrder', { createdAt: RANGE }],
    ] as const) {
      const expected = await exportWith(batched, collectionName, search);
      const copied = await exportWith(copying, collectionName, search);
      expect(copied.toString('utf8')).toBe(expected.toString('utf8'));
      expect(copied.equals(expected)).toBe(true);
      // and it was COPY that wrote it: called directly, it does not fall back
      const direct = await copyDirect(collectionName, search, timeZone);
      expect(direct.rows).toBeGreaterThan(10);
      expect(fs.readFileSync(direct.file, 'utf8')).toBe(expected.toString('utf8'));
      expect(fs.readFileSync(direct.file).equals(expected)).toBe(true);
    }
  });

  it('covers what it claims: formula injection, quoting, empty text, money and microseconds', async () => {
    await database.db.update(bars).set({ timeZone: 'Europe/Rome' }).where(eq(bars.id, barId));
    const text = (await copyDirect('Drink', { status: 'delivered', createdAt: RANGE }, 'Europe/Rome')).file;
    const csv = fs.readFileSync(text, 'utf8');
    expect(csv.startsWith('\uFEFFId,Created At,Updated At,Status,Type,Recipe,Category,Price,Name,Priority,Robot,Delivery Position,App Order,Error\r\n')).toBe(
      true,
    );
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(csv).toContain(",'+39 333,");
    expect(csv).toContain(",'@SUM(A1),");
    expect(csv).toContain(`,"'\rCR first",`);
    expect(csv).toContain(',"Line\nbreak",');
    expect(csv).toContain(',9999999999.99,');
    expect(csv).toContain(',-3.20,');
    // the 29th of March in Rome: 01:59:59.999 on +01:00 is followed by 03:00:00.000 on +02:00
    expect(csv).toMatch(/,2026-03-29T01:59:59\.999\+01:00,/);
    expect(csv).toMatch(/,2026-03-29T03:00:00\.\d{3}\+02:00,/);
  });

  it('writes the header alone when no row matches, and keeps filters with quotes and backslashes', async () => {
    const none = { status: 'delivered', createdAt: { from: '2025-01-01T00:00:00Z', to: '2025-01-02T00:00:00Z' } };
    expect((await exportWith(copying, 'Drink', none)).equals(await exportWith(batched, 'Drink', none))).toBe(true);
    const quoted = { status: 'delivered', name: "'; drop table drinks; --\\", createdAt: RANGE };
    expect((await exportWith(copying, 'Drink', quoted)).equals(await exportWith(batched, 'Drink', quoted))).toBe(true);
    const comma = { status: 'delivered', name: 'Comma, "quoted"', createdAt: RANGE };
    const bytes = await exportWith(copying, 'Drink', comma);
    expect(bytes.equals(await exportWith(batched, 'Drink', comma))).toBe(true);
    expect(bytes.toString('utf8').split('\r\n').length).toBeGreaterThan(2);
  });

  it('stops when the job is taken over, and the pool stays usable', { timeout: 120_000 }, async () => {
    const bulkBar = await createBar(database.db);
    await database.db.execute(sql`
      insert into drinks (bar_id, status, recipe, recipe_name, name, created_at)
      select ${bulkBar}::uuid, 'delivered', '{}'::jsonb, 'Bulk', 'Guest ' || g, '2026-03-02T00:00:00Z'::timestamptz + g * interval '1 second'
      from generate_series(1, 10000) as g`);
    const source = SOURCES.Drink;
    const rows = await copyCsv({
      db: database.db,
      select: source.csvSelect(database.db, source.where(bulkBar, { createdAt: RANGE })),
      columns: source.columns,
      timeZone: 'UTC',
      range: { from: Date.parse(RANGE.from), to: Date.parse(RANGE.to) },
      file: path.join(dataDir, 'taken-over.csv'),
      progress: async () => false,
      progressMs: 1,
    });
    expect(rows).toBeNull();
    // the connection left in the middle of its COPY was dropped, not handed out again
    const answer = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: Array<{ one: number }> };
    expect(answer.rows[0].one).toBe(1);
  });
});

describe('CSV through COPY', () => {
  it.runIf(!onPostgres)('is not used on PGlite: the batched path writes the file', async () => {
    expect((await copyDirect('Drink', { status: 'delivered', createdAt: RANGE }, 'UTC')).rows).toBeUndefined();
    const csv = (await exportWith(copying, 'Drink', { status: 'delivered', createdAt: RANGE })).toString('utf8');
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil"")",`);
  });

  it('turns record ends into CRLF, leaving line breaks inside quoted fields, however the chunks fall', () => {
    const text = 'a,"b\nc",d\n"x""\n""y",,\n\n"",z\n"q\r\nr"\nlast\n';
    const expected = 'a,"b\nc",d\r\n"x""\n""y",,\r\n\r\n"",z\r\n"q\r\nr"\r\nlast\r\n';
    for (let cut1 = 0; cut1 <= text.length; cut1++) {
      for (let cut2 = cut1; cut2 <= text.length; cut2 += 3) {
        const records = new CrlfRecords();
        const out: Buffer[] = [];
        records.on('data', (b: Buffer) => out.push(b));
        for (const part of [text.slice(0, cut1), text.slice(cut1, cut2), text.slice(cut2)]) records.write(Buffer.from(part));
        records.end();
        expect(Buffer.concat(out).toString()).toBe(expected);
        expect(records.rows).toBe(6);
      }
    }
  });

  it('writes parameters in as literals, and refuses what is not a plain value', () => {
    const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
    expect(inlineParams({ sql: 'select $1, $2, $10, $3', params: ["o'b", 3, true, 4, 5, 6, 7, 8, 9, 'ten'] }, quote)).toBe("select 'o''b', '3', 'ten', 'true'");
    expect(inlineParams({ sql: 'select $1', params: [new Date('2026-01-01T00:00:00Z')] }, quote)).toBe("select '2026-01-01T00:00:00.000Z'");
    expect(inlineParams({ sql: 'select $1', params: [{ a: 1 }] }, quote)).toBeUndefined();
    expect(inlineParams({ sql: 'select $2', params: ['x'] }, quote)).toBeUndefined();
  });
});
