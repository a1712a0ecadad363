import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { bars, drinks } from '../db/schema.js';
import { EXPORT_CASES, RANGE, ZONES, insertBulkBar, runExport, useExportFixture } from '../test/export-rows.js';
import { createBar } from '../test/harness.js';
import { SOURCES } from './sources.js';
import type { ExportWorker } from './worker.js';
import { BinaryValues } from './copy-binary.js';
import { copyXlsx } from './copy-xlsx.js';
import type { Statement } from './array-query.js';
import type { RowsPart } from './xlsx-sql.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const fixture = useExportFixture();

/** Runs one Excel export of the bar on `worker`; the finished file's path. */
async function exportWith(worker: ExportWorker, bar: string, collectionName: 'Drink' | 'AppOrder', search: Record<string, unknown>): Promise<string> {
  return runExport(fixture, worker, { barId: bar, collectionName, type: 'excel', search });
}

/** Every part of the workbook, by name, as text. */
async function parts(file: string): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const names = Object.keys(zip.files).sort();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await zip.file(name)!.async('string')] as const)));
}

interface DirectOptions {
  takenOver?: boolean;
  /** Rows per part: small, so that the test bars' rows are written in several parts side by side. */
  partRows?: number;
  /** Replaces a part's SELECT (to make one fail). */
  select?: (part: RowsPart, select: Statement) => Statement;
}

/** copyXlsx called as the worker calls it; undefined when COPY cannot be used. */
async function copyDirect(bar: string, collectionName: 'Drink' | 'AppOrder', search: Record<string, unknown>, timeZone: string, options: DirectOptions = {}) {
  const { takenOver = false, partRows = 4 } = options;
  const source = SOURCES[collectionName];
  const file = path.join(fixture.dataDir, `direct-${collectionName}.xlsx`);
  const where = source.where(bar, search);
  const rows = await copyXlsx({
    db: fixture.database.db,
    select: (part) => (options.select ?? ((_, select) => select))(part, source.xlsxSelect(fixture.database.db, where, part)),
    nextStart: (from) => source.nextPartStart(fixture.database.db, where, from, partRows),
    partRows,
    columns: source.columns,
    sheetName: 'Drinks',
    timeZone,
    range: { from: Date.parse(RANGE.from), to: Date.parse(RANGE.to) },
    file,
    progress: async () => !takenOver,
    progressMs: takenOver ? 1 : 60_000,
  });
  return { rows, file };
}

describe.runIf(onPostgres)('XLSX with the rows written by PostgreSQL', () => {
  it.each(ZONES)('holds the same workbook as the batched path, bar in %s', async (timeZone) => {
    await fixture.database.db.update(bars).set({ timeZone }).where(eq(bars.id, fixture.barId));
    for (const [collectionName, search] of EXPORT_CASES) {
      const expected = await parts(await exportWith(fixture.batched, fixture.barId, collectionName, search));
      expect(await parts(await exportWith(fixture.copying, fixture.barId, collectionName, search))).toEqual(expected);
      // and it was COPY that wrote it: called directly, it does not fall back
      const direct = await copyDirect(fixture.barId, collectionName, search, timeZone);
      expect(direct.rows).toBeGreaterThan(10);
      const sheet = (await parts(direct.file))['xl/worksheets/sheet1.xml'];
      expect(sheet).toBe(expected['xl/worksheets/sheet1.xml']);
      // in one part (fewer rows than a part holds), the same sheet
      const whole = await copyDirect(fixture.barId, collectionName, search, timeZone, { partRows: 1_000_000 });
      expect(whole.rows).toBe(direct.rows);
      expect((await parts(whole.file))['xl/worksheets/sheet1.xml']).toBe(sheet);
    }
  });

  it('writes what it claims: neutralised and escaped text, numbers, booleans, dates in the zone', async () => {
    await fixture.database.db.update(bars).set({ timeZone: 'Europe/Rome' }).where(eq(bars.id, fixture.barId));
    const { file } = await copyDirect(fixture.barId, 'Drink', { status: 'delivered', createdAt: RANGE }, 'Europe/Rome');
    const sheet = (await parts(file))['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain(`<t>'=HYPERLINK("http://evil")</t>`);
    expect(sheet).toContain('<t>a &amp; b &lt;c&gt; d</t>');
    expect(sheet).toContain('<t>bell_x0007_</t>');
    expect(sheet).toContain('<t>_x005F_x0041_x005F_x0042_</t>');
    expect(sheet).toContain('<t xml:space="preserve">  spaced  </t>');
    expect(sheet).toContain("<t>'&#13;CR first</t>");
    expect(sheet).toContain(' s="2"><v>9999999999.99</v>');
    expect(sheet).toContain(' s="2"><v>-3.2</v>');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows = workbook.getWorksheet('Drinks')!;
    const dates = [] as Date[];
    rows.eachRow((row, n) => n > 1 && dates.push(row.getCell(2).value as Date));
    // the wall clock in Rome: 01:59:59.999 on the 29th of March is followed by 03:00:00
    expect(dates.some((d) => d.toISOString().startsWith('2026-03-29T01:59:59.999'))).toBe(true);
    expect(dates.some((d) => d.toISOString().startsWith('2026-03-29T03:00:00.'))).toBe(true);
    expect(dates.every((d) => d instanceof Date)).toBe(true);
  });

  it('writes dates before 1900 and infinity as the batched path does', async () => {
    const oldBar = await createBar(fixture.database.db);
    const updated = [
      '1899-12-30 00:00:00+00', // serial 0
      '1899-12-30 00:00:05+00', // 0.0000578…, printed in full
      '1899-12-29 23:59:59.99+00', // just below 0
      '1899-12-30 00:00:00.005+00', // 5.787…e-8, an exponent in JS too
      '1800-01-01 12:00:00+00',
      '0044-03-15 12:00:00+00 BC',
      'infinity',
      '-infinity',
    ];
    for (const [i, at] of updated.entries()) {
      await fixture.database.db.execute(sql`insert into drinks (bar_id, status, recipe, recipe_name, created_at, updated_at)
        values (${oldBar}::uuid, 'open', '{}'::jsonb, ${`Old ${i}`}, '2026-03-02T00:00:00Z'::timestamptz + ${i} * interval '1 minute', ${at}::timestamptz)`);
    }
    await fixture.database.db.update(bars).set({ timeZone: 'UTC' }).where(eq(bars.id, oldBar));
    const search = { createdAt: RANGE };
    const expected = (await parts(await exportWith(fixture.batched, oldBar, 'Drink', search)))['xl/worksheets/sheet1.xml'];
    const direct = await copyDirect(oldBar, 'Drink', search, 'UTC');
    expect(direct.rows).toBe(updated.length);
    expect((await parts(direct.file))['xl/worksheets/sheet1.xml']).toBe(expected);
    expect(expected).toContain('<v>0</v>');
    expect(expected).toMatch(/<v>0\.00005787\d+<\/v>/);
    expect(expected).toMatch(/<v>5\.78\d*e-8<\/v>/);
    expect(expected).toContain("<t>'-infinity</t>");
  });

  it('stops when the job is taken over: no file is left open and the pool stays usable', { timeout: 120_000 }, async () => {
    const bulkBar = await insertBulkBar(fixture.database.db, 10_000);
    const { rows } = await copyDirect(bulkBar, 'Drink', { createdAt: RANGE }, 'UTC', { takenOver: true, partRows: 500 });
    expect(rows).toBeNull();
    const answer = (await fixture.database.db.execute(sql`select count(*)::int as n from ${drinks} where bar_id = ${bulkBar}`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(answer.rows[0].n).toBe(10_000);
  });
});

describe.runIf(onPostgres)('XLSX written by PostgreSQL in parts', () => {
  it('writes each row once, in order, numbered through the parts, whatever the part size', async () => {
    // three drinks to each instant, microseconds apart from the next three: parts cut between drinks of one instant too
    const bulkBar = await createBar(fixture.database.db);
    await fixture.database.db.execute(sql`
      insert into drinks (bar_id, status, recipe, recipe_name, created_at)
      select ${bulkBar}::uuid, 'delivered', '{}'::jsonb, 'Bulk', '2026-03-02T00:00:00Z'::timestamptz + (g / 3) * interval '1.000001 second'
      from generate_series(1, 1000) as g`);
    for (const partRows of [1, 7, 250, 999, 1_000, 1_001]) {
      const { rows, file } = await copyDirect(bulkBar, 'Drink', { createdAt: RANGE }, 'UTC', { partRows });
      expect(rows).toBe(1_000);
      const sheet = (await parts(file))['xl/worksheets/sheet1.xml'];
      const numbers = [...sheet.matchAll(/<row r="(\d+)"/g)].map((m) => Number(m[1]));
      expect(numbers).toEqual(Array.from({ length: 1_001 }, (_, i) => i + 1));
      const ids = [...sheet.matchAll(/<c r="A\d+" t="inlineStr"><is><t>([0-9a-f-]{36})<\/t>/g)].map((m) => m[1]);
      const expected = (await fixture.database.db.execute(
        sql`select id::text as id from ${drinks} where bar_id = ${bulkBar} order by created_at, id`,
      )) as unknown as { rows: Array<{ id: string }> };
      expect(ids).toEqual(expected.rows.map((r) => r.id));
    }
  });

  it('fails the export when a part fails, leaving the pool usable', async () => {
    const bulkBar = await insertBulkBar(fixture.database.db, 100);
    const failing = (part: RowsPart, select: Statement) => (part.firstRow > 50 ? { sql: 'select (1 / 0)::text', params: [] } : select);
    await expect(copyDirect(bulkBar, 'Drink', { createdAt: RANGE }, 'UTC', { partRows: 10, select: failing })).rejects.toThrow(/division by zero/);
    // every connection came back or was dropped: the pool still serves a full round of queries
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => fixture.database.db.execute(sql`select count(*)::int as n from ${drinks} where bar_id = ${bulkBar}`)),
    );
    expect(answers.map((a) => (a as unknown as { rows: Array<{ n: number }> }).rows[0].n)).toEqual(Array(12).fill(100));
  });
});

describe('XLSX with the rows written by PostgreSQL', () => {
  it.runIf(!onPostgres)('is not used on PGlite: the batched path writes the workbook', async () => {
    expect((await copyDirect(fixture.barId, 'Drink', { status: 'delivered', createdAt: RANGE }, 'UTC')).rows).toBeUndefined();
    const sheet = (await parts(await exportWith(fixture.copying, fixture.barId, 'Drink', { status: 'delivered', createdAt: RANGE })))[
      'xl/worksheets/sheet1.xml'
    ];
    expect(sheet).toContain(`<t>'=HYPERLINK("http://evil")</t>`);
  });

  it("takes COPY's binary framing off the values, however the chunks fall", () => {
    const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
    const tuple = (value: string | null) => {
      const head = Buffer.alloc(6);
      head.writeInt16BE(1, 0);
      head.writeInt32BE(value === null ? -1 : Buffer.byteLength(value), 2);
      return value === null ? head : Buffer.concat([head, Buffer.from(value)]);
    };
    const values = ['<row r="2">ä</row>', '', null, '<row r="3"/>', 'x'.repeat(40)];
    const stream = Buffer.concat([header, ...values.map(tuple), Buffer.from([0xff, 0xff])]);
    for (let cut1 = 0; cut1 <= stream.length; cut1++) {
      for (let cut2 = cut1; cut2 <= stream.length; cut2 += 5) {
        const reader = new BinaryValues();
        const out: Buffer[] = [];
        reader.on('data', (b: Buffer) => out.push(b));
        // copies: the reader overwrites what it is given
        for (const part of [stream.subarray(0, cut1), stream.subarray(cut1, cut2), stream.subarray(cut2)]) reader.write(Buffer.from(part));
        reader.end();
        expect(Buffer.concat(out).toString()).toBe(values.join(''));
        expect(reader.rows).toBe(values.length);
      }
    }
  });

  it('refuses what is not a whole binary COPY of one column', async () => {
    const fails = (bytes: Buffer) =>
      new Promise<Error>((resolve) => {
        const reader = new BinaryValues();
        reader.on('error', resolve);
        reader.resume();
        reader.end(bytes);
      });
    expect((await fails(Buffer.from('id,name\r\n1,Ada\r\n2,Grace\r\n'))).message).toMatch(/binary format/);
    const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
    expect((await fails(header)).message).toMatch(/before its trailer/);
    const twoColumns = Buffer.alloc(6);
    twoColumns.writeInt16BE(2, 0);
    expect((await fails(Buffer.concat([header, twoColumns]))).message).toMatch(/other than one column/);
  });
});
