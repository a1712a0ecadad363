import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TIME_ZONE, isTimeZone, type ExportCollection } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { findBarTimeZone } from '../bars/repository.js';
import { claimExport, finishExport, renewLease, setRowsTotal, type ExportRow } from './repository.js';
import { SOURCES, type Cursor } from './sources.js';
import type { RowWriter, WriterOptions } from './columns.js';
import { openCsvWriter } from './csv-writer.js';
import { copyCsv } from './copy-csv.js';
import { exportRange } from './copy-out.js';
import type { CopyXlsxJob } from './copy-xlsx.js';

// the workbook written by PostgreSQL loads with the first Excel export too
const copyXlsx = async (job: CopyXlsxJob) => (await import('./copy-xlsx.js')).copyXlsx(job);

// the XLSX writer (and the zip packages under it) loads with the first Excel export, not at every start (B9)
const openXlsxWriter = async (options: WriterOptions) => (await import('./xlsx-writer.js')).openXlsxWriter(options);
const WRITERS: Record<string, (options: WriterOptions) => RowWriter | Promise<RowWriter>> = { csv: openCsvWriter, excel: openXlsxWriter };
const SHEET_NAMES: Record<string, string> = { Drink: 'Drinks', AppOrder: 'App Orders' };

export interface ExportWorkerOptions {
  /** How long a claim lasts without a heartbeat before another worker may take the job over. */
  leaseMs?: number;
  /** How often an idle worker looks for jobs (a create also wakes it at once). */
  pollMs?: number;
  /**
   * Rows per keyset batch (read as arrays; two batches are in memory at once). 2,000 measured best
   * in the export bench: 5,000 and more keep each batch alive long enough for V8 to move it to the
   * old generation, and the peak memory then grows with the export (10,000: +90 MB).
   */
  batchSize?: number;
  /** How often a running job renews its lease and records its progress (default: a third of the lease, at most 5 s). */
  renewMs?: number;
  /** Jobs that failed this many times (e.g. crashed every time) are marked failed. */
  maxAttempts?: number;
  /** Off in tests that drive the worker by hand. */
  autoStart?: boolean;
  /** Off: CSV and XLSX through the keyset batches even on PostgreSQL, not COPY (tests compare the two). */
  copy?: boolean;
  /** Rows per part of an XLSX written by PostgreSQL (copy-parts.ts; four parts are in memory at once). 5,000 measured best for memory (peak RSS 161–170 MB against 179–189 with 10,000), at the same speed. */
  xlsxPartRows?: number;
  /** Told when a job ends failed (an export-failed alarm); its own failure is logged, never the job's. */
  onFailed?: (job: Pick<ExportRow, 'id' | 'barId' | 'collectionName' | 'type'>, reason: string) => Promise<void>;
}

/** Where the worker reports; the app's logger, or a silent one in tests. */
export type WorkerLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;
export const silentLog: WorkerLog = { error: () => undefined, warn: () => undefined };

export function exportsFolder(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** The file of a finished export, inside the exports folder (names are made here, never by users). */
export function exportFileName(row: Pick<ExportRow, 'id' | 'type'>): string {
  return `${row.id}.${row.type === 'excel' ? 'xlsx' : 'csv'}`;
}

export class ExportWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private closing = false;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly xlsxPartRows: number;
  private readonly renewMs: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly log: WorkerLog,
    private readonly options: ExportWorkerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batchSize = options.batchSize ?? 2000;
    this.xlsxPartRows = options.xlsxPartRows ?? 5_000;
    this.renewMs = options.renewMs ?? Math.min(5000, this.leaseMs / 3);
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  start() {
    this.stopped = false;
    this.wake();
  }

  async stop() {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Looks for work now (after a create) unless a pass is already under way. */
  wake() {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.running = this.drain()
      .then(() => undefined)
      .catch((err) => this.log.error({ err }, 'export worker pass failed'))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 2000).unref();
      });
  }

  /** Runs jobs until none is waiting; returns how many were taken (tests call it directly). */
  async drain(): Promise<number> {
    let taken = 0;
    for (;;) {
      if (this.closing) return taken;
      const job = await claimExport(this.db, this.leaseMs);
      if (!job) return taken;
      taken++;
      await this.run(job);
    }
  }

  private async run(job: ExportRow) {
    const dir = exportsFolder(this.dataDir);
    await fsp.mkdir(dir, { recursive: true });
    const finalName = exportFileName(job);
    const partPath = path.join(dir, `${finalName}.${job.attempts}.part`);
    try {
      if (job.attempts > this.maxAttempts) throw new Error(`Gave up after ${this.maxAttempts} attempts.`);
      await removeParts(dir, finalName);
      const rows = await this.writeFile(job, partPath);
      if (rows === null) {
        // another worker took the job over
        await fsp.rm(partPath, { force: true });
        return;
      }
      // the complete file appears under its final name in one step: no half file is ever served
      await fsp.rename(partPath, path.join(dir, finalName));
      if (!(await finishExport(this.db, job.id, job.attempts, { status: 'done', filepath: finalName, rows }))) {
        this.log.warn({ exportId: job.id }, 'export finished after its lease was taken over');
      }
    } catch (err) {
      await fsp.rm(partPath, { force: true });
      this.log.error({ err, exportId: job.id }, 'export failed');
      const reason = err instanceof Error ? err.message : 'Export failed.';
      if (await finishExport(this.db, job.id, job.attempts, { status: 'failed', error: reason })) {
        await this.options
          .onFailed?.(job, reason)
          .catch((alarmErr: unknown) => this.log.error({ err: alarmErr, exportId: job.id }, 'export-failed alarm not raised'));
      }
    }
  }

  /**
   * Writes the file: on PostgreSQL through COPY (copy-csv.ts, copy-xlsx.ts), otherwise the rows in keyset
   * batches through the type's RowWriter; the rows written, or null when the lease was lost.
   * The next batch is read while the current one is written. The lease (with the rows done so
   * far) is renewed on a clock, not per batch: a commit per batch would cost more than the batch.
   */
  private async writeFile(job: ExportRow, file: string): Promise<number | null> {
    const source = SOURCES[job.collectionName as ExportCollection];
    if (!source) throw new Error(`Unknown collection ${job.collectionName}.`);
    const open = WRITERS[job.type];
    if (!open) throw new Error(`Unknown export type ${job.type}.`);
    const search = job.search as Record<string, unknown>;
    const where = source.where(job.barId, search);
    const timeZone = await this.barTimeZone(job.barId);
    // the count (progress only) runs beside the first rows rather than before them
    const counted = source.count(this.db, where).then((n) => setRowsTotal(this.db, job.id, job.attempts, n));
    counted.catch(() => undefined); // awaited below
    const range = exportRange(search);
    const sheetName = SHEET_NAMES[job.collectionName] ?? 'Export';
    if ((job.type === 'csv' || job.type === 'excel') && range && this.options.copy !== false) {
      // on PostgreSQL the database writes the rows itself (undefined: it cannot, see copyOut)
      const copyJob = {
        db: this.db,
        columns: source.columns,
        timeZone,
        range,
        file,
        progress: (rows: number) => renewLease(this.db, job.id, job.attempts, this.leaseMs, rows),
        progressMs: this.renewMs,
      };
      const copying =
        job.type === 'csv'
          ? copyCsv({ ...copyJob, select: source.csvSelect(this.db, where) })
          : copyXlsx({
              ...copyJob,
              sheetName,
              select: (part) => source.xlsxSelect(this.db, where, part),
              nextStart: (from) => source.nextPartStart(this.db, where, from, this.xlsxPartRows),
              partRows: this.xlsxPartRows,
            });
      const copied = await copying.catch(async (err: unknown) => {
        await counted.catch(() => undefined);
        throw err;
      });
      if (copied !== undefined) return copied !== null && (await counted) ? copied : null;
    }
    const writer = await open({ file, columns: source.columns, timeZone, sheetName });
    const read = (after: Cursor | null) => source.batch(this.db, where, after, this.batchSize);
    let rows = 0;
    let renewedAt = Date.now();
    let next: ReturnType<typeof read> | undefined;
    try {
      let batch = await read(null);
      for (;;) {
        const more = batch.last !== null && batch.cells.length >= this.batchSize;
        next = more ? read(batch.last) : undefined;
        next?.catch(() => undefined); // awaited below; a failure while writing must not go unhandled
        await writer.writeRows(batch.cells);
        rows += batch.cells.length;
        if (!next) break;
        if (Date.now() - renewedAt >= this.renewMs) {
          if (!(await renewLease(this.db, job.id, job.attempts, this.leaseMs, rows))) {
            await writer.abort();
            return null;
          }
          renewedAt = Date.now();
        }
        batch = await next;
      }
      if (!(await counted)) {
        await writer.abort();
        return null;
      }
    } catch (err) {
      await next?.catch(() => undefined);
      await counted.catch(() => undefined);
      await writer.abort();
      throw err;
    }
    await writer.close();
    return rows;
  }

  private async barTimeZone(barId: string): Promise<string> {
    const timeZone = await findBarTimeZone(this.db, barId);
    return timeZone !== undefined && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  }
}

async function removeParts(dir: string, finalName: string) {
  for (const name of await fsp.readdir(dir)) {
    if (name.startsWith(`${finalName}.`) && name.endsWith('.part')) await fsp.rm(path.join(dir, name), { force: true });
  }
}
