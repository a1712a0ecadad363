import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { openXlsxWriter, sheetInput } from './xlsx-writer.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-writer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('xlsx writer', () => {
  it("finds exceljs's zip input for the sheet, which it waits on so rows do not pile up in memory", () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: fs.createWriteStream(path.join(dir, 'probe.xlsx')), useSharedStrings: false });
    const sheet = workbook.addWorksheet('Probe');
    sheet.addRow(['x']).commit();
    // if an exceljs upgrade changes this, the writer would still work but buffer the whole sheet
    expect(sheetInput(sheet)).toBeDefined();
  });

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
      await writer.writeRows(Array.from({ length: 500 }, (_, i) => [`=n${b * 500 + i}`, new Date(Date.UTC(2026, 6, 1, 12, 0, 0, i)), '1234567.89', i, i % 2 === 0]));
    }
    await writer.writeRows([['last', null, null, null, undefined]]);
    await writer.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Drinks')!;
    expect(sheet.actualRowCount).toBe(10_002);
    expect(sheet.getRow(2).values).toEqual([undefined, "'=n0", '2026-07-01T05:00:00.000-07:00', 1234567.89, 0, true]);
    expect(sheet.getRow(10_001).getCell(1).value).toBe("'=n9999");
    expect(sheet.getRow(10_002).values).toEqual([undefined, 'last']);
  });
});
