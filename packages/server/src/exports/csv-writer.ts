import fs from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '@bar/domain';
import type { Column, RawCell, RowWriter, WriterOptions } from './columns.js';
import { zonedCellFormatter } from './zoned-cell.js';

type Format = (value: Exclude<RawCell, null | undefined>) => string;

/** One text per cell: neutralised text, money as stored, dates as ISO with the bar's offset. */
export function csvFormats(columns: readonly Column[], timeZone: string): Format[] {
  const zoned = zonedCellFormatter(timeZone);
  return columns.map((c): Format => {
    if (c.kind === 'date') return zoned;
    if (c.kind === 'text') return (v) => neutraliseCell(String(v));
    return (v) => String(v);
  });
}

/** What makes csv-stringify quote a field (with CSV_OPTIONS): delimiter, quote, line breaks. */
const NEEDS_QUOTING = /[",\r\n]/;
/**
 * CRLF records; a field holding a line break of any kind (CR, LF or both) is quoted. Once the
 * record delimiter is set, csv-stringify quotes a lone CR or LF only when asked: without it a name
 * with a line feed split its row in two for every CSV reader. PostgreSQL's COPY quotes them too.
 */
export const CSV_OPTIONS = { record_delimiter: 'windows', quote_record_delimiter: true } as const;

/** The start of every CSV export: the UTF-8 BOM and the header row. */
export function csvHeader(columns: readonly Column[]): string {
  return stringify([], { bom: true, header: true, columns: columns.map((c) => c.header), ...CSV_OPTIONS });
}

/**
 * CSV through csv-stringify (RFC 4180, CRLF, BOM so spreadsheet apps read UTF-8), written a batch
 * at a time with backpressure. A row none of whose fields needs quoting is the fields joined by
 * commas, exactly what csv-stringify writes for it: such rows are joined here, because running
 * every row through csv-stringify was the largest single cost of an export (a quarter of it, see
 * the export bench). Rows with a field to quote, the header and the BOM go through csv-stringify.
 */
export function openCsvWriter({ file, columns, timeZone }: WriterOptions): RowWriter {
  const out = fs.createWriteStream(file, { flags: 'w' });
  const done = finished(out);
  done.catch(() => undefined); // awaited in close/abort; an early error must not go unhandled meanwhile
  const formats = csvFormats(columns, timeZone);
  const width = columns.length;
  let started = false;
  const write = async (text: string) => {
    if (!started) {
      started = true;
      text = csvHeader(columns) + text;
    }
    if (!out.write(text)) await once(out, 'drain');
  };
  return {
    async writeRows(rows) {
      if (!rows.length) return;
      let text = '';
      for (const row of rows) {
        let line = '';
        let quote = false;
        for (let i = 0; i < width; i++) {
          const v = row[i];
          const field = v === null || v === undefined ? '' : formats[i](v);
          if (!quote && NEEDS_QUOTING.test(field)) quote = true;
          line = i === 0 ? field : line + ',' + field;
        }
        if (quote) {
          const record = new Array<string>(width);
          for (let i = 0; i < width; i++) record[i] = row[i] === null || row[i] === undefined ? '' : formats[i](row[i]!);
          text += stringify([record], CSV_OPTIONS);
        } else text += line + '\r\n';
      }
      await write(text);
    },
    async close() {
      if (!started) await write('');
      out.end();
      await done;
    },
    async abort() {
      out.destroy();
      await done.catch(() => undefined);
    },
  };
}
