import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { ExportCollection } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { claimExport, finishExport, renewLease, type ExportRow } from './repository.js';
import { SOURCES, type Cursor } from './sources.js';
import { csvLine } from './csv-writer.js';

export interface ExportWorkerOptions {
  /** How long a claim lasts without a heartbeat before another worker may take the job over. */
  leaseMs?: number;
  /** How often an idle worker looks for jobs (a create also wakes it at once). */
  pollMs?: number;
  batchSize?: number;
  /** Jobs that failed this many times (e.g. crashed every time) are marked failed. */
  maxAttempts?: number;
  /** Off in tests that drive the worker by hand. */
  autoStart?: boolean;
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
  private readonly maxAttempts: number;

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly log: WorkerLog,
    private readonly options: ExportWorkerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batchSize = options.batchSize ?? 1000;
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
      if (job.type !== 'csv') throw new Error('Only CSV exports can be made at present.');
      await removeParts(dir, finalName);
      const rows = await this.writeCsv(job, partPath);
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
      await finishExport(this.db, job.id, job.attempts, { status: 'failed', error: err instanceof Error ? err.message : 'Export failed.' });
    }
  }

  /** Streams the rows in keyset batches into `file`; null when the lease was lost. */
  private async writeCsv(job: ExportRow, file: string): Promise<number | null> {
    const source = SOURCES[job.collectionName as ExportCollection];
    if (!source) throw new Error(`Unknown collection ${job.collectionName}.`);
    const where = source.where(job.barId, job.search as Record<string, unknown>);
    const out = fs.createWriteStream(file, { flags: 'w' });
    const write = async (text: string) => {
      if (!out.write(text)) await once(out, 'drain');
    };
    let rows = 0;
    try {
      await write('\uFEFF' + csvLine(source.header)); // BOM: spreadsheet apps read the file as UTF-8
      let after: Cursor | null = null;
      for (;;) {
        const batch = await source.batch(this.db, where, after, this.batchSize);
        for (const cells of batch.cells) await write(csvLine(cells));
        rows += batch.cells.length;
        if (!batch.last || batch.cells.length < this.batchSize) break;
        after = batch.last;
        if (!(await renewLease(this.db, job.id, job.attempts, this.leaseMs, rows))) return null;
      }
    } finally {
      out.end();
      await once(out, 'close');
    }
    return rows;
  }
}

async function removeParts(dir: string, finalName: string) {
  for (const name of await fsp.readdir(dir)) {
    if (name.startsWith(`${finalName}.`) && name.endsWith('.part')) await fsp.rm(path.join(dir, name), { force: true });
  }
}
