import { once } from 'node:events';
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import { neutraliseCell } from '@bar/domain';
import type { Column, RawCell, RowWriter, WriterOptions } from './columns.js';
import { zonedExcelDate } from './zoned-cell.js';

type ExcelValue = string | number | boolean | null;
type Convert = (value: Exclude<RawCell, null | undefined>) => ExcelValue;

/** Money with exactly two decimals shown; the number read back, fixed to 2 places, is the stored text. */
export const MONEY_FORMAT = '0.00';

/** Dates as Excel date cells (serial days with a date format): the bar's wall clock, shown 24-hour; read back as dates. */
export const DATE_FORMAT = 'dd/mm/yyyy hh:mm:ss';

const FORMATS: Partial<Record<Column['kind'], string>> = { money: MONEY_FORMAT, date: DATE_FORMAT };

function converters(columns: readonly Column[], timeZone: string): Convert[] {
  const excelDate = zonedExcelDate(timeZone);
  return columns.map((c): Convert => {
    if (c.kind === 'date') return excelDate;
    if (c.kind === 'money' || c.kind === 'integer') return (v) => Number(v);
    if (c.kind === 'boolean') return (v) => v === true;
    return (v) => neutraliseCell(String(v));
  });
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/**
 * exceljs writes the sheet's XML into its zip without waiting for it (exceljs issue #2916): unless
 * the zip catches up, the uncompressed sheet piles up in memory. Its progress shows only in what
 * reaches the file, so this yields to the event loop while that keeps growing.
 */
async function letZipCatchUp(out: fs.WriteStream): Promise<void> {
  const emitted = () => out.bytesWritten + out.writableLength;
  for (let quiet = 0; quiet < 2;) {
    const before = emitted();
    await nextTurn();
    quiet = emitted() === before ? quiet + 1 : 0;
  }
}

/**
 * XLSX through exceljs's streaming WorkbookWriter: each row is committed as it is added, so only
 * the rows of the current batch are in memory; the zip is written to `file` as it goes.
 */
export async function openXlsxWriter({ file, columns, timeZone, sheetName }: WriterOptions): Promise<RowWriter> {
  // loaded on the first Excel export: exceljs alone weighs ~30 MB of memory and slows every start
  const { default: ExcelJS } = await import('exceljs');
  const out = fs.createWriteStream(file, { flags: 'w' });
  const done = finished(out);
  // zlib level 1: the sheet XML is very repetitive, so the file is hardly bigger, and it is made far faster
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? Math.max(12, c.header.length + 2),
    style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const convert = converters(columns, timeZone);
  // exceljs gives each cell its own copy of the column's style and then works out the style's id
  // from scratch for every cell, unless it has seen that very style object before: each cell gets
  // a shared one instead, one per column and type of value (the id also depends on the type).
  const shared = columns.map((c) => {
    const style = (): Partial<ExcelJS.Style> => (FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {});
    return { number: style(), string: style(), boolean: style(), null: style() } as Record<string, Partial<ExcelJS.Style>>;
  });
  const width = columns.length;
  return {
    async writeRows(rows) {
      for (const row of rows) {
        const values = new Array<ExcelValue>(width);
        for (let i = 0; i < width; i++) {
          const v = row[i];
          values[i] = v === null || v === undefined ? null : convert[i](v);
        }
        const added = sheet.addRow(values);
        for (let i = 0; i < width; i++) {
          const value = values[i];
          added.getCell(i + 1).style = shared[i][value === null ? 'null' : typeof value];
        }
        added.commit();
      }
      // let the zip and the file catch up so a long export does not pile up in memory
      await letZipCatchUp(out);
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    async close() {
      sheet.commit();
      await workbook.commit();
      await done;
    },
    async abort() {
      out.destroy();
      await done.catch(() => undefined);
    },
  };
}
