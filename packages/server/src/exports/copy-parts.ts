import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import type { CopyToStreamQuery } from 'pg-copy-streams';
import type { Statement } from './array-query.js';
import { BinaryValues } from './copy-binary.js';
import { beginZoned, inlineParams, loadPgCopy, pgPool, progressClock, setZone, type CopyJob } from './copy-out.js';
import type { RowKey, RowsPart } from './xlsx-sql.js';

/*
 * An export whose rows PostgreSQL writes in parts, two at a time on two connections that share one
 * snapshot, appended to the file in order. Making a sheet's row XML costs PostgreSQL about twice
 * what the file's deflate costs Node, and one COPY runs on one core: with two, the database's work
 * is spread over both while Node writes the part before.
 */

/** Parts made ahead of the one being written, at most: what an export holds in memory beyond its streams. */
const AHEAD = 2;

export interface CopyPartsJob extends Omit<CopyJob, 'select'> {
  /** The SELECT of a part's rows, one value per row, each as the file holds it. */
  select(part: RowsPart): Statement;
  /** Where the part after the one starting at `from` starts (xlsx-sql's nextPartStartSelect): no row past the end. */
  nextStart(from: RowKey | undefined): Statement;
  partRows: number;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(err: Error): void;
}

function deferred<T>(): Deferred<T> {
  const d = {} as Deferred<T>;
  d.promise = new Promise<T>((resolve, reject) => Object.assign(d, { resolve, reject }));
  d.promise.catch(() => undefined); // a part nobody waits for any more may fail
  return d;
}

/** A part's values as COPY sent them, framing dropped, kept until they are written. */
interface MadePart {
  bytes: Buffer;
  rows: number;
}

/**
 * The buffers parts are gathered in, one per part in flight, each reused by every fourth part and
 * grown when a part needs more. Gathered into new buffers, the parts lived long enough to reach
 * V8's old generation, and were freed only when 64 MB more had piled up (peak RSS ~210 MB against
 * ~130 for one COPY). A buffer is reused once the part after its last one has been written and
 * REUSE_AFTER bytes have gone to the sheet since: by then its bytes have left the sheet's streams.
 */
const SLABS = AHEAD + 2;
const WRITE_SLICE = 64 * 1024;
/**
 * Bytes that must have gone to the sheet after a buffer's last part before the buffer is reused:
 * the sheet's streams hold a few chunks of 16–64 KiB at most. Parts smaller than that (tests'
 * parts of a few rows) take a fresh buffer instead.
 */
const REUSE_AFTER = 1024 * 1024;
/** A gathering buffer to start with; `copyValues` grows it when a part needs more. */
const newSlab = () => Buffer.allocUnsafeSlow(64 * 1024);

/** COPY's values of one statement, gathered into `slab` (or a larger buffer that replaces it). */
async function copyValues(client: PoolClient, copy: CopyToStreamQuery, slab: Buffer): Promise<MadePart & { slab: Buffer }> {
  const values = new BinaryValues();
  let length = 0;
  const keep = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (length + chunk.length > slab.length) {
        const larger = Buffer.allocUnsafeSlow(Math.max(slab.length * 2, length + chunk.length));
        slab.copy(larger, 0, 0, length);
        slab = larger;
      }
      length += chunk.copy(slab, length);
      callback();
    },
  });
  await pipeline(client.query(copy), values, keep);
  return { bytes: slab.subarray(0, length), rows: values.rows, slab };
}

/**
 * Writes the job's rows through `open`'s sink, part by part in order. Returns the rows written;
 * null when the job's progress said stop; undefined when this database cannot (as copyOut). The
 * sink holds every row when this returns rows; on anything else the caller drops it.
 *
 * Each part's end is found by the connection that makes the part, just before its COPY (an ordered
 * read of `partRows` index entries), and is the next part's start: the chain of starts runs a part
 * ahead of the COPYs, so no pass over all the rows comes first.
 */
export async function copyParts(job: CopyPartsJob, open: () => Promise<{ write(chunk: Buffer): Promise<void> }>): Promise<number | null | undefined> {
  const pool = pgPool(job.db);
  if (!pool) return undefined;
  const { escapeLiteral, copyTo } = await loadPgCopy();
  const clients: PoolClient[] = [await pool.connect()];
  let failure: Error | undefined;
  // per part: its start (null: no such part), its values once made, and when they are written
  const starts = new Map<number, Deferred<RowKey | undefined | null>>();
  const made = new Map<number, Deferred<MadePart | null>>();
  const written = new Map<number, Deferred<void>>();
  const slot = <T>(list: Map<number, Deferred<T>>, i: number) => {
    let d = list.get(i);
    if (!d) {
      list.set(i, (d = deferred<T>()));
      if (failure) d.reject(failure);
    }
    return d;
  };
  const nextStart = async (client: PoolClient, from: RowKey | undefined) => {
    const statement = job.nextStart(from);
    return (await client.query<RowKey>(statement.sql, statement.params)).rows[0] ?? null;
  };
  try {
    const [first] = clients;
    if (!(await beginZoned(first, job, 'REPEATABLE READ'))) return undefined;
    // planned for the whole export, the row XML's cost compiles it (JIT) anew for every part
    await first.query("SELECT set_config('jit', 'off', true)");
    const second = await nextStart(first, undefined);
    if (second) {
      const { rows } = await first.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      const other = await pool.connect();
      clients.push(other);
      await other.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await other.query(`SET TRANSACTION SNAPSHOT ${escapeLiteral(rows[0].snapshot)}`);
      await setZone(other, job.timeZone);
      await other.query("SELECT set_config('jit', 'off', true)");
    }
    slot(starts, 0).resolve(undefined);
    slot(starts, 1).resolve(second);
    const sink = await open();

    const copies = new Set<Readable>();
    const slabs: Buffer[] = Array.from({ length: SLABS }, newSlab);
    const reusableAt: number[] = Array.from({ length: SLABS }, () => 0);
    let next = 0;
    let rowsWritten = 0;
    let bytesWritten = 0;
    const stop = (err: Error) => {
      failure ??= err;
      for (const copy of copies) copy.destroy(err);
      for (const list of [starts, made, written]) for (const d of list.values()) d.reject(err);
    };
    const clock = progressClock(job, () => rowsWritten, stop);

    const make = async (client: PoolClient) => {
      while (!failure) {
        const i = next++;
        const from = await slot(starts, i).promise;
        if (from === null) {
          slot(starts, i + 1).resolve(null);
          slot(made, i).resolve(null);
          return;
        }
        const ahead = slot(starts, i + 1);
        if (i > 0) ahead.resolve(await nextStart(client, from));
        const to = (await ahead.promise) ?? undefined;
        if (i > AHEAD) await slot(written, i - AHEAD - 1).promise;
        const select = inlineParams(job.select({ from, to, firstRow: 2 + i * job.partRows }), escapeLiteral);
        if (select === undefined) throw new Error('A part of the export could not be written as one statement.');
        const copy = copyTo(`COPY (${select}) TO STDOUT (FORMAT binary)`);
        copies.add(copy);
        try {
          const k = i % SLABS;
          const part = await copyValues(client, copy, bytesWritten >= reusableAt[k] ? slabs[k] : newSlab());
          slabs[k] = part.slab;
          slot(made, i).resolve(part);
        } finally {
          copies.delete(copy);
        }
      }
    };
    const write = async () => {
      for (let i = 0; ; i++) {
        const part = await slot(made, i).promise;
        if (!part) return;
        made.delete(i); // its values are let go once written
        for (let at = 0; at < part.bytes.length; at += WRITE_SLICE) await sink.write(part.bytes.subarray(at, at + WRITE_SLICE));
        rowsWritten += part.rows;
        bytesWritten += part.bytes.length;
        reusableAt[i % SLABS] = bytesWritten + REUSE_AFTER;
        slot(written, i).resolve();
      }
    };
    await Promise.all([write(), ...clients.map(make)].map((task) => task.catch(stop)));
    await clock.end();
    if (failure) {
      if (clock.stopped) return null;
      throw failure;
    }
    for (const client of clients) await client.query('COMMIT');
    return rowsWritten;
  } catch (err) {
    failure ??= err as Error;
    throw err;
  } finally {
    // a connection left mid-COPY or mid-transaction is dropped, not returned to the pool
    for (const client of clients) client.release(failure);
  }
}
