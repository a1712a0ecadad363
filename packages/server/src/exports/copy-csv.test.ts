import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isTimeZone } from '@bar/domain';
import { bars } from '../db/schema.js';
import { EXPORT_CASES, RANGE, ZONES, insertBulkBar, runExport, useExportFixture } from '../test/export-rows.js';
import { SOURCES } from './sources.js';
import type { ExportWorker } from './worker.js';
import { copyCsv, CrlfRecords } from './copy-csv.js';
import { inlineParams } from './copy-out.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const fixture = useExportFixture();

/** Runs one CSV export job of the bar on `worker` and returns the finished file's bytes. */
async function exportWith(worker: ExportWorker, collectionName: 'Drink' | 'AppOrder', search: Record<string, unknown>): Promise<Buffer> {
  return fs.readFileSync(await runExport(fixture, worker, { barId: fixture.barId, collectionName, type: 'csv', search }));
}

/** copyCsv called as the worker calls it; undefined when COPY cannot be used. */
async function copyDirect(collectionName: 'Drink' | 'AppOrder', search: Record<string, unknown>, timeZone: string) {
  const source = SOURCES[collectionName];
  const file = path.join(fixture.dataDir, `direct-${collectionName}.csv`);
  const rows = await copyCsv({
    db: fixture.database.db,
    select: source.csvSelect(fixture.database.db, source.where(fixture.barId, search)),
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
    await fixture.database.db.update(bars).set({ timeZone }).where(eq(bars.id, fixture.barId));
    for (const [collectionName, search] of EXPORT_CASES) {
      const expected = await exportWith(fixture.batched, collectionName, search);
      const copied = await exportWith(fixture.copying, collectionName, search);
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
    await fixture.database.db.update(bars).set({ timeZone: 'Europe/Rome' }).where(eq(bars.id, fixture.barId));
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
    expect((await exportWith(fixture.copying, 'Drink', none)).equals(await exportWith(fixture.batched, 'Drink', none))).toBe(true);
    const quoted = { status: 'delivered', name: "'; drop table drinks; --\\", createdAt: RANGE };
    expect((await exportWith(fixture.copying, 'Drink', quoted)).equals(await exportWith(fixture.batched, 'Drink', quoted))).toBe(true);
    const comma = { status: 'delivered', name: 'Comma, "quoted"', createdAt: RANGE };
    const bytes = await exportWith(fixture.copying, 'Drink', comma);
    expect(bytes.equals(await exportWith(fixture.batched, 'Drink', comma))).toBe(true);
    expect(bytes.toString('utf8').split('\r\n').length).toBeGreaterThan(2);
  });

  it('stops when the job is taken over, and the pool stays usable', { timeout: 120_000 }, async () => {
    const bulkBar = await insertBulkBar(fixture.database.db, 10_000);
    const source = SOURCES.Drink;
    const rows = await copyCsv({
      db: fixture.database.db,
      select: source.csvSelect(fixture.database.db, source.where(bulkBar, { createdAt: RANGE })),
      columns: source.columns,
      timeZone: 'UTC',
      range: { from: Date.parse(RANGE.from), to: Date.parse(RANGE.to) },
      file: path.join(fixture.dataDir, 'taken-over.csv'),
      progress: async () => false,
      progressMs: 1,
    });
    expect(rows).toBeNull();
    // the connection left in the middle of its COPY was dropped, not handed out again
    const answer = (await fixture.database.db.execute(sql`select 1 as one`)) as unknown as { rows: Array<{ one: number }> };
    expect(answer.rows[0].one).toBe(1);
  });
});

describe('CSV through COPY', () => {
  it.runIf(!onPostgres)('is not used on PGlite: the batched path writes the file', async () => {
    expect((await copyDirect('Drink', { status: 'delivered', createdAt: RANGE }, 'UTC')).rows).toBeUndefined();
    const csv = (await exportWith(fixture.copying, 'Drink', { status: 'delivered', createdAt: RANGE })).toString('utf8');
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
