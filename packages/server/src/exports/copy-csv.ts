import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Column, ColumnKind } from './columns.js';
import { csvHeader } from './csv-writer.js';
import { copyOut, type CopyJob } from './copy-out.js';

/*
 * CSV exports on PostgreSQL: the database writes the rows itself, `COPY (SELECT …) TO STDOUT
 * (FORMAT csv)` streamed into the file, with every cell already as the batched writer
 * (csv-writer.ts) writes it, so the two files are the same bytes:
 * - text: neutralised as neutraliseCell does (a leading apostrophe before = + - @ tab CR); an empty
 *   text is written as NULL, since COPY quotes an empty string ("") and csv-stringify does not;
 * - dates: ISO 8601 in the bar's zone with its offset (the transaction's TimeZone), milliseconds
 *   cut as a JS Date cuts them; a date that is no instant (infinity) as Postgres writes it;
 * - money, integers, booleans: their Postgres text (numeric exactly as stored, true / false).
 * COPY quotes exactly the fields csv-stringify quotes (a comma, a quote, CR or LF) and doubles
 * quotes the same way; its records end with LF, made CRLF on the way to the file (CrlfRecords).
 */

/** A column's cell as the CSV writes it, in SQL. */
function csvCell(field: AnyPgColumn, kind: ColumnKind): SQL {
  if (kind === 'date') return sql`coalesce(to_char(${field}, 'YYYY-MM-DD"T"HH24:MI:SS.MSTZH:TZM'), ${field}::text)`;
  // a uuid's text is hex digits and dashes: never a formula, never empty (its text made once, not three times: B5)
  if (kind === 'text' && field.getSQLType() === 'uuid') return sql`${field}::text`;
  if (kind === 'text') return sql`(case when ascii(${field}::text) in (9, 13, 43, 45, 61, 64) then '''' || ${field}::text else nullif(${field}::text, '') end)`;
  return sql`${field}::text`;
}

/** The SELECT list of the file's cells, in the columns' order. */
export function csvCells(fields: readonly AnyPgColumn[], columns: readonly Column[]): Record<string, SQL> {
  return Object.fromEntries(fields.map((f, i) => [`c${i}`, csvCell(f, columns[i].kind)]));
}

/**
 * Turns COPY's LF record ends into CRLF and counts the records. A LF inside a quoted field is
 * data and stays as it is: quotes are counted (a doubled quote inside a field counts twice), so
 * the state carries over from chunk to chunk.
 */
export class CrlfRecords extends Transform {
  rows = 0;
  private quoted = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    const ends: number[] = [];
    const length = chunk.length;
    let quoted = this.quoted;
    let at = 0;
    let quote = chunk.indexOf(34);
    while (at < length) {
      if (quoted) {
        const close = chunk.indexOf(34, at);
        if (close < 0) break;
        quoted = false;
        at = close + 1;
        continue;
      }
      if (quote !== -1 && quote < at) quote = chunk.indexOf(34, at);
      const lf = chunk.indexOf(10, at);
      if (quote !== -1 && (lf === -1 || quote < lf)) {
        quoted = true;
        at = quote + 1;
        continue;
      }
      if (lf === -1) break;
      ends.push(lf);
      at = lf + 1;
    }
    this.quoted = quoted;
    this.rows += ends.length;
    if (!ends.length) return callback(null, chunk);
    const out = Buffer.allocUnsafe(length + ends.length);
    let from = 0;
    let to = 0;
    for (const lf of ends) {
      to += chunk.copy(out, to, from, lf);
      out[to++] = 13;
      from = lf;
    }
    chunk.copy(out, to, from, length);
    callback(null, out);
  }
}

/** A CSV export through COPY: `select` is the file's cells (csvCells), with the export's WHERE and order. */
export interface CopyCsvJob extends CopyJob {
  columns: readonly Column[];
  file: string;
}

/**
 * Writes the CSV through COPY: BOM and header as csv-stringify writes them, then the rows as
 * PostgreSQL writes them. Returns as copyOut does.
 */
export async function copyCsv(job: CopyCsvJob): Promise<number | null | undefined> {
  return copyOut(job, async () => {
    const out = fs.createWriteStream(job.file, { flags: 'w' });
    out.write(csvHeader(job.columns));
    return { records: new CrlfRecords(), out };
  });
}
