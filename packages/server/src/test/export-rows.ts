import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.js';
import { appOrders, drinks } from '../db/schema.js';
import { findExport, insertExport } from '../exports/repository.js';
import { ExportWorker, exportFileName, exportsFolder, silentLog } from '../exports/worker.js';
import { openTestDatabase } from './database.js';
import { createBar } from './harness.js';

/*
 * Drinks and app orders whose cells test every rule of the export writers: the batched writers
 * and the files PostgreSQL writes through COPY must agree on each of them.
 */

// text a spreadsheet would run, text a CSV must quote or a sheet must escape, empty and missing text, and the rest
export const TEXTS = [
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
  '  spaced  ',
  'a & b <c> d',
  'bell\u0007',
  'x\u000bvt',
  '_x0041_',
  '_x0041_x0042_',
  'a|=b',
  '\u00a0nbsp first',
  'ideographic last\u3000',
  '\ufeffbom',
];
export const MONEY = ['0', '0.10', '0.07', '9999999999.99', '12.5', '-3.20', '100', '1.005'];
// half- and three-quarter-hour offsets among them (St John's, Kathmandu, Lord Howe, Chatham)
export const ZONES = ['Europe/Rome', 'America/St_Johns', 'Asia/Katmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC', 'America/Los_Angeles'];
// DST changes of those zones in 2026 (UTC), each with instants just before, on and after it
const CHANGES = [
  '2026-03-08T05:30:00Z', // St John's, spring
  '2026-03-08T10:00:00Z', // Los Angeles, spring
  '2026-03-29T01:00:00Z', // Rome, spring (the 29th has 23 hours there)
  '2026-04-04T14:00:00Z', // Chatham, autumn
  '2026-04-04T15:00:00Z', // Lord Howe, back by half an hour
];
const STEPS_MS = [-3_600_000, -1_800_000, -1000, -1, 0, 1, 1000, 1_800_000, 3_600_000];
export const RANGE = { from: '2026-03-01T00:00:00.000Z', to: '2026-04-10T23:59:59.999Z' };

/** The exports each test makes both ways: drinks of one status and of two, and app orders. */
export const EXPORT_CASES = [
  ['Drink', { status: 'delivered', createdAt: RANGE }],
  ['Drink', { status: 'error,delivered', createdAt: RANGE }],
  ['AppOrder', { createdAt: RANGE }],
] as const;

/** A new bar with `count` plain delivered drinks, a second apart from 2 March 2026 on. */
export async function insertBulkBar(db: Db, count: number): Promise<string> {
  const barId = await createBar(db);
  await db.execute(sql`
    insert into drinks (bar_id, status, recipe, recipe_name, name, created_at)
    select ${barId}::uuid, 'delivered', '{}'::jsonb, 'Bulk', 'Guest ' || g, '2026-03-02T00:00:00Z'::timestamptz + g * interval '1 second'
    from generate_series(1, ${count}::int) as g`);
  return barId;
}

/** Fills the bar with drinks (each instant twice, on rows of other texts and statuses) and app orders. */
export async function insertExportRows(db: Db, barId: string) {
  const instants = CHANGES.flatMap((at) => STEPS_MS.map((step) => new Date(Date.parse(at) + step)));
  const n = Math.max(instants.length, TEXTS.length) * 2;
  await db.insert(drinks).values(
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
  await db.execute(sql`update drinks set created_at = created_at + interval '1 microsecond' * (abs(hashtext(id::text)) % 1000),
    updated_at = updated_at + interval '999 microseconds' where bar_id = ${barId}`);
  await db.insert(appOrders).values(
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
}

export interface ExportFixture {
  database: Database;
  dataDir: string;
  /** The bar holding insertExportRows's rows. */
  barId: string;
  /** Writes through COPY where it can (PostgreSQL). */
  copying: ExportWorker;
  /** Always the keyset batches, small ones so that the paging runs over many. */
  batched: ExportWorker;
}

/** A test file's database with a bar full of export rows, and its two workers. */
export function useExportFixture(): ExportFixture {
  const fixture = {} as ExportFixture;
  beforeAll(async () => {
    fixture.database = await openTestDatabase();
    fixture.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-rows-'));
    // small XLSX parts: the test bars' sheets are written in several parts side by side
    fixture.copying = new ExportWorker(fixture.database.db, fixture.dataDir, silentLog, { autoStart: false, xlsxPartRows: 5 });
    fixture.batched = new ExportWorker(fixture.database.db, fixture.dataDir, silentLog, { autoStart: false, batchSize: 4, copy: false });
    fixture.barId = await createBar(fixture.database.db);
    await insertExportRows(fixture.database.db, fixture.barId);
  });
  afterAll(async () => {
    await fixture.database?.close();
    if (fixture.dataDir) fs.rmSync(fixture.dataDir, { recursive: true, force: true });
  });
  return fixture;
}

/** Runs one export job on `worker` and returns the finished file's path. */
export async function runExport(
  fixture: ExportFixture,
  worker: ExportWorker,
  job: { barId: string; collectionName: 'Drink' | 'AppOrder'; type: 'csv' | 'excel'; search: Record<string, unknown> },
): Promise<string> {
  const { id } = await insertExport(fixture.database.db, { ...job, userId: null, userDisplay: 'Test' });
  expect(await worker.drain()).toBe(1);
  const row = await findExport(fixture.database.db, id);
  expect(row).toMatchObject({ status: 'done', error: null });
  return path.join(exportsFolder(fixture.dataDir), exportFileName(row!));
}
