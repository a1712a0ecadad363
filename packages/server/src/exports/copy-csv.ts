import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { isoInZoneFormatter } from '@bar/domain';
import type { Db } from '../db/connection.js';
import type { Statement } from './array-query.js';
import type { Column, ColumnKind } from './columns.js';
import { csvHeader } from './csv-writer.js';

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
  if (kind === 'text') return sql`(case when ascii(${field}::text) in (9, 13, 43, 45, 61, 64) then '''' || ${field}::text else nullif(${field}::text, '') end)`;
  return sql`${field}::text`;
}

/** The SELECT list of the file's cells, in the columns' order. */
export function csvCells(fields: readonly AnyPgColumn[], columns: readonly Column[]): Record<string, SQL> {
  return Object.fromEntries(fields.map((f, i) => [`c${i}`, csvCell(f, columns[i].kind)]));
}

interface PgPool {
  connect(): Promise<PoolClient>;
  totalCount: number;
}

/** The node-postgres pool under `db`, or undefined on PGlite. */
function pgPool(db: Db): PgPool | undefined {
  const client = (db as unknown as { $client?: Partial<PgPool> }).$client;
  return client && typeof client.connect === 'function' && typeof client.totalCount === 'number' ? (client as PgPool) : undefined;
}

/**
 * The statement with its parameters written in as literals (COPY takes no parameters); undefined
 * when a parameter is not a plain value.
 */
export function inlineParams({ sql: text, params }: Statement, escapeLiteral: (value: string) => string): string | undefined {
  const literals: string[] = [];
  for (const p of params) {
    if (p instanceof Date) literals.push(escapeLiteral(p.toISOString()));
    else if (typeof p === 'string' || typeof p === 'number' || typeof p === 'boolean' || typeof p === 'bigint') literals.push(escapeLiteral(String(p)));
    else return undefined;
  }
  let wrong = false;
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
    const literal = literals[Number(n) - 1];
    if (literal === undefined) wrong = true;
    return literal;
  });
  return wrong ? undefined : inlined;
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

const HOUR = 3_600_000;
const DAY = 86_400_000;
const DATE_TEXT = 'YYYY-MM-DD"T"HH24:MI:SS.MSTZH:TZM';

/**
 * Whether PostgreSQL's time zone data writes the bar's dates as ours does: every hour of the
 * export's range (and a day either side, for Updated At) formatted by both. Their tz databases
 * may differ in version (a zone whose rules changed lately); then the batched path is used.
 */
async function sameZoneRules(client: PoolClient, timeZone: string, range: { from: number; to: number }): Promise<boolean> {
  const from = Math.floor(range.from / HOUR) * HOUR - DAY;
  const to = range.to + DAY;
  const { rows } = await client.query<{ at: string; text: string }>({
    text: `SELECT extract(epoch FROM h)::bigint::text AS at, to_char(h, '${DATE_TEXT}') AS text
             FROM generate_series($1::timestamptz, $2::timestamptz, interval '1 hour') AS h`,
    values: [new Date(from).toISOString(), new Date(to).toISOString()],
  });
  const ours = isoInZoneFormatter(timeZone);
  return rows.length > 0 && rows.every((r) => ours(Number(r.at) * 1000) === r.text);
}

/** The export's createdAt range as instants, or undefined when the search holds none. */
export function exportRange(search: Record<string, unknown>): { from: number; to: number } | undefined {
  const range = search.createdAt as { from?: unknown; to?: unknown } | undefined;
  const from = typeof range?.from === 'string' ? Date.parse(range.from) : Number.NaN;
  const to = typeof range?.to === 'string' ? Date.parse(range.to) : Number.NaN;
  // an export covers at most 3 months; anything far longer is not checked hour by hour
  return Number.isFinite(from) && Number.isFinite(to) && from <= to && to - from <= 400 * DAY ? { from, to } : undefined;
}

export interface CopyCsvJob {
  db: Db;
  /** The SELECT of the file's cells (csvCells), with the export's WHERE and order. */
  select: Statement;
  columns: readonly Column[];
  timeZone: string;
  range: { from: number; to: number };
  file: string;
  /** Called on a clock with the rows written so far; false stops the copy (the job was taken over). */
  progress(rows: number): Promise<boolean>;
  progressMs: number;
}

/**
 * Writes the CSV through COPY: BOM and header as csv-stringify writes them, then the rows as
 * PostgreSQL writes them. Returns the rows written; null when `progress` said stop; undefined
 * when this database cannot (PGlite, a zone PostgreSQL does not know or writes otherwise, a
 * parameter that cannot be written in) and the batched path must be used.
 */
export async function copyCsv(job: CopyCsvJob): Promise<number | null | undefined> {
  const pool = pgPool(job.db);
  if (!pool) return undefined;
  const [{ escapeLiteral }, { to: copyTo }] = await Promise.all([import('pg').then((m) => m.default), import('pg-copy-streams')]);
  const select = inlineParams(job.select, escapeLiteral);
  if (select === undefined) return undefined;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN READ ONLY');
    try {
      await client.query("SELECT set_config('TimeZone', $1, true)", [job.timeZone]);
    } catch {
      await client.query('ROLLBACK');
      return undefined; // a zone PostgreSQL does not know
    }
    if (!(await sameZoneRules(client, job.timeZone, job.range))) {
      await client.query('ROLLBACK');
      return undefined;
    }
    const records = new CrlfRecords();
    const out = fs.createWriteStream(job.file, { flags: 'w' });
    out.write(csvHeader(job.columns));
    const copy = client.query(copyTo(`COPY (${select}) TO STDOUT (FORMAT csv)`));
    let stopped = false;
    let reporting: Promise<void> | undefined;
    const timer = setInterval(() => {
      reporting ??= job
        .progress(records.rows)
        .then((go) => {
          if (!go && !stopped) {
            stopped = true;
            copy.destroy(new Error('The export was taken over by another worker.'));
          }
        })
        .catch((err: Error) => void copy.destroy(err))
        .finally(() => (reporting = undefined));
    }, job.progressMs);
    try {
      await pipeline(copy, records, out);
    } catch (err) {
      broken = err as Error; // the connection is mid-COPY: it is dropped, not returned to the pool
      if (stopped) return null;
      throw err;
    } finally {
      clearInterval(timer);
      await reporting;
    }
    await client.query('COMMIT');
    return records.rows;
  } catch (err) {
    broken ??= err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}
