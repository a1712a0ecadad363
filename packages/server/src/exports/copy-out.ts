import type { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { isoInZoneFormatter } from '@bar/domain';
import type { Db } from '../db/connection.js';
import type { Statement } from './array-query.js';

/*
 * An export written by PostgreSQL itself: `COPY (SELECT …) TO STDOUT`, with every cell already as
 * the batched writers write it, in a read-only transaction whose TimeZone is the bar's: the CSV
 * here (copyOut, for copy-csv.ts), the XLSX in parts (copy-parts.ts), both through beginZoned and
 * progressClock. Only on node-postgres; PGlite exports through the batched writers.
 */

interface PgPool {
  connect(): Promise<PoolClient>;
  totalCount: number;
}

/** The node-postgres pool under `db`, or undefined on PGlite. */
export function pgPool(db: Db): PgPool | undefined {
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

/** What copyOut and copyParts need of the pg module and pg-copy-streams, loaded on the first export. */
export async function loadPgCopy() {
  const [{ escapeLiteral }, { to: copyTo }] = await Promise.all([import('pg').then((m) => m.default), import('pg-copy-streams')]);
  return { escapeLiteral, copyTo };
}

/**
 * Begins the export's read-only transaction on `client` with the bar's zone as its TimeZone.
 * False, the transaction rolled back, when PostgreSQL cannot write the dates as ours do (a zone
 * it does not know, or whose rules differ from ours in the export's range).
 */
export async function beginZoned(
  client: PoolClient,
  job: Pick<CopyJob, 'timeZone' | 'range'>,
  isolation: 'READ COMMITTED' | 'REPEATABLE READ',
): Promise<boolean> {
  await client.query(`BEGIN ISOLATION LEVEL ${isolation} READ ONLY`);
  try {
    await setZone(client, job.timeZone);
  } catch {
    await client.query('ROLLBACK');
    return false; // a zone PostgreSQL does not know
  }
  if (await sameZoneRules(client, job.timeZone, job.range)) return true;
  await client.query('ROLLBACK');
  return false;
}

/** The transaction's TimeZone and float output as the writers expect them. */
export async function setZone(client: PoolClient, timeZone: string): Promise<void> {
  await client.query("SELECT set_config('TimeZone', $1, true), set_config('extra_float_digits', '1', true)", [timeZone]);
}

/** The export's createdAt range as instants, or undefined when the search holds none. */
export function exportRange(search: Record<string, unknown>): { from: number; to: number } | undefined {
  const range = search.createdAt as { from?: unknown; to?: unknown } | undefined;
  const from = typeof range?.from === 'string' ? Date.parse(range.from) : Number.NaN;
  const to = typeof range?.to === 'string' ? Date.parse(range.to) : Number.NaN;
  // an export covers at most 3 months; anything far longer is not checked hour by hour
  return Number.isFinite(from) && Number.isFinite(to) && from <= to && to - from <= 400 * DAY ? { from, to } : undefined;
}

export interface CopyJob {
  db: Db;
  /** The SELECT of the file's rows, each cell as the batched writer writes it. */
  select: Statement;
  timeZone: string;
  range: { from: number; to: number };
  /** Called on a clock with the rows written so far; false stops the copy (the job was taken over). */
  progress(rows: number): Promise<boolean>;
  progressMs: number;
}

/** What COPY's CSV goes through: `records` counts the rows on the way into `out`. */
export interface CopyTarget {
  records: Transform & { rows: number };
  out: Writable;
}

/**
 * Runs the job's COPY into the target opened by `open` (once the database is known to be able to).
 * Returns the rows written; null when `progress` said stop; undefined when this database cannot
 * (PGlite, a zone PostgreSQL does not know or writes otherwise, a parameter that cannot be written
 * in) and the batched path must be used. The target is complete when this returns rows; on
 * anything else the caller drops it.
 */
export async function copyOut(job: CopyJob, open: () => Promise<CopyTarget>): Promise<number | null | undefined> {
  const pool = pgPool(job.db);
  if (!pool) return undefined;
  const { escapeLiteral, copyTo } = await loadPgCopy();
  const select = inlineParams(job.select, escapeLiteral);
  if (select === undefined) return undefined;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    if (!(await beginZoned(client, job, 'READ COMMITTED'))) return undefined;
    const { records, out } = await open();
    const copy = client.query(copyTo(`COPY (${select}) TO STDOUT (FORMAT csv)`));
    const clock = progressClock(
      job,
      () => records.rows,
      (err) => copy.destroy(err),
    );
    try {
      await pipeline(copy, records, out);
    } catch (err) {
      broken = err as Error; // the connection is mid-COPY: it is dropped, not returned to the pool
      if (clock.stopped) return null;
      throw err;
    } finally {
      await clock.end();
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

/**
 * Reports `rows()` to the job's progress on its clock. When the job is taken over (progress says
 * false) or reporting fails, `stop` is called once with the reason; `stopped` tells the two apart.
 * `end` stops the clock and waits for a report under way.
 */
export function progressClock(job: Pick<CopyJob, 'progress' | 'progressMs'>, rows: () => number, stop: (err: Error) => void) {
  let reporting: Promise<void> | undefined;
  const clock = {
    stopped: false,
    timer: setInterval(() => {
      reporting ??= job
        .progress(rows())
        .then((go) => {
          if (!go && !clock.stopped) {
            clock.stopped = true;
            stop(new Error('The export was taken over by another worker.'));
          }
        })
        .catch((err: Error) => stop(err))
        .finally(() => (reporting = undefined));
    }, job.progressMs),
    async end() {
      clearInterval(clock.timer);
      await reporting;
    },
  };
  return clock;
}
