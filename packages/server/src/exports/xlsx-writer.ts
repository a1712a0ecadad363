import { once } from 'node:events';
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import { neutraliseCell } from '@bar/domain';
import type { Column, RawCell, RowWriter, WriterOptions } from './columns.js';
import { zonedCellFormatter } from './zoned-cell.js';

/** archiver's input for the sheet: a readable-stream v2 PassThrough, not a node:stream one. */
interface ZipInput extends NodeJS.EventEmitter {
  _writableState?: { needDrain?: boolean };
}

/**
 * exceljs writes the sheet's XML into archiver's input without waiting for it (exceljs issue
 * #2916): unless we wait for that input to drain, the uncompressed sheet piles up in memory.
 * Undefined if a later exceljs is built differently (then only the file is awaited).
 */
export function sheetInput(sheet: ExcelJS.Worksheet): ZipInput | undefined {
  const pipe = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];
  return pipe && typeof pipe.once === 'function' && pipe._writableState ? pipe : undefined;
}

type ExcelValue = string | number | boolean | null;
type Convert = (value: Exclude<RawCell, null | undefined>) => ExcelValue;

/** Money with exactly two decimals shown; the number read back, fixed to 2 places, is the stored text. */
export const MONEY_FORMAT = '0.00';

function converters(columns: readonly Column[], timeZone: string): Convert[] {
  const zoned = zonedCellFormatter(timeZone);
  return columns.map((c): Convert => {
    // dates stay ISO text with the offset: an Excel date cell cannot carry the bar's zone
    if (c.kind === 'date') return zoned;
    if (c.kind === 'money' || c.kind === 'integer') return (v) => Number(v);
    if (c.kind === 'boolean') return (v) => v === true;
    return (v) => neutraliseCell(String(v));
  });
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
    style: c.kind === 'money' ? { numFmt: MONEY_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const convert = converters(columns, timeZone);
  // exceljs gives each cell its own copy of the column's style and then works out the style's id
  // from scratch for every cell, unless it has seen that very style object before: each cell gets
  // a shared one instead, one per column and type of value (the id also depends on the type).
  const shared = columns.map((c) => {
    const style = () => (c.kind === 'money' ? { numFmt: MONEY_FORMAT } : {});
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
      // let the zip catch up so a long export does not pile up in memory
      const input = sheetInput(sheet);
      while (input?._writableState?.needDrain) await once(input, 'drain');
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
