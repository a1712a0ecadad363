import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DATE_FORMAT, openXlsxWriter } from './xlsx-writer.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-writer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('xlsx writer', () => {
  it('writes typed cells over many batches into a workbook exceljs reads back', async () => {
    const file = path.join(dir, 'rows.xlsx');
    const writer = await openXlsxWriter({
      file,
      timeZone: 'America/Los_Angeles',
      sheetName: 'Drinks',
      columns: [
        { header: 'Name', kind: 'text' },
        { header: 'At', kind: 'date' },
        { header: 'Price', kind: 'money' },
        { header: 'Position', kind: 'integer' },
        { header: 'Priority', kind: 'boolean' },
      ],
    });
    for (let b = 0; b < 20; b++) {
      await writer.writeRows(
        Array.from({ length: 500 }, (_, i) => [`=n${b * 500 + i}`, new Date(Date.UTC(2026, 6, 1, 12, 0, 0, i)), '1234567.89', i, i % 2 === 0]),
      );
    }
    await writer.writeRows([['last', null, null, null, undefined]]);
    // empty text is no cell; the cells right of it keep their columns
    await writer.writeRows([['', null, '1.50', 7, false]]);
    await writer.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Drinks')!;
    expect(sheet.actualRowCount).toBe(10_003);
    // 12:00 UTC is 05:00 in Los Angeles: a date cell holds the bar's wall clock, shown 24-hour
    expect(sheet.getRow(2).values).toEqual([undefined, "'=n0", new Date('2026-07-01T05:00:00.000Z'), 1234567.89, 0, true]);
    const at = sheet.getRow(2).getCell(2);
    expect(at.type).toBe(ExcelJS.ValueType.Date);
    expect(at.numFmt).toBe(DATE_FORMAT);
    expect(sheet.getRow(3).getCell(2).value).toEqual(new Date('2026-07-01T05:00:00.001Z'));
    expect(sheet.getRow(10_001).getCell(1).value).toBe("'=n9999");
    expect(sheet.getRow(10_002).values).toEqual([undefined, 'last']);
    expect(sheet.getRow(10_003).values).toEqual([undefined, undefined, undefined, 1.5, 7, false]);
  });

  it('writes Postgres timestamps as date cells on either side of a DST change, and text that is no date as text', async () => {
    const file = path.join(dir, 'dst.xlsx');
    const writer = await openXlsxWriter({ file, timeZone: 'Europe/Rome', sheetName: 'Drinks', columns: [{ header: 'At', kind: 'date' }] });
    // Rome moves from +01:00 to +02:00 at 01:00 UTC on 29 March 2026
    await writer.writeRows([['2026-03-29 00:59:59.5+00'], ['2026-03-29 01:00:00+00'], ['infinity']]);
    await writer.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const cells = [2, 3, 4].map((row) => workbook.getWorksheet('Drinks')!.getRow(row).getCell(1));
    expect(cells.map((cell) => cell.value)).toEqual([new Date('2026-03-29T01:59:59.500Z'), new Date('2026-03-29T03:00:00.000Z'), 'infinity']);
    expect(cells.map((cell) => cell.type)).toEqual([ExcelJS.ValueType.Date, ExcelJS.ValueType.Date, ExcelJS.ValueType.String]);
  });
  it("keeps text as it is: markup, CR, edge spaces; characters XML cannot hold in Excel's own escape", async () => {
    const file = path.join(dir, 'text.xlsx');
    const writer = await openXlsxWriter({ file, timeZone: 'UTC', sheetName: 'A & <B>', columns: [{ header: 'Text & "more"', kind: 'text' }] });
    const texts = ['a & b <c> "d"', 'cr\rhere', 'crlf\r\nend', '  spaced  ', 'tab\tin', 'ünïcødé 🍸', 'bell\u0007', '_x0041_', '\r=cmd'];
    await writer.writeRows(texts.map((t) => [t]));
    await writer.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('A & <B>');
    const values = Array.from({ length: texts.length + 1 }, (_, i) => sheet.getRow(i + 1).getCell(1).value);
    expect(values).toEqual(['Text & "more"', ...texts.slice(0, 6), 'bell_x0007_', '_x005F_x0041_', "'\r=cmd"]);
  });

  it('refuses a file it cannot open; abort settles in the middle of the sheet', async () => {
    const columns = [{ header: 'N', kind: 'integer' as const }];
    const missing = path.join(dir, 'no-such-folder', 'x.xlsx');
    await expect(openXlsxWriter({ file: missing, timeZone: 'UTC', sheetName: 'S', columns })).rejects.toThrow(/ENOENT/);
    const writer = await openXlsxWriter({ file: path.join(dir, 'aborted.xlsx'), timeZone: 'UTC', sheetName: 'S', columns });
    for (let b = 0; b < 5; b++) await writer.writeRows(Array.from({ length: 2_000 }, (_, i) => [i]));
    await writer.abort();
  });
});
