// Child process of the export benchmarks (bundled, run by plain node): one export job through the
// server's worker, alone in this process so that its peak RSS is the export's. Prints one JSON line.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../packages/server/src/db/connection.js';
import * as schema from '../../packages/server/src/db/schema.js';
import { findExport, insertExport } from '../../packages/server/src/exports/repository.js';
import { ExportWorker, exportFileName, exportsFolder, type WorkerLog } from '../../packages/server/src/exports/worker.js';

export interface ExportJobInput {
  url: string;
  dataDir: string;
  barId: string;
  type: 'csv' | 'excel';
  search: Record<string, unknown>;
}

export interface ExportJobOutput {
  status: string;
  error: string | null;
  rows: number;
  ms: number;
  bytes: number;
  /** RSS after start-up (modules, pool), before the job. */
  baselineRss: number;
  /** Peak RSS of this process over its whole life (its own memory: VmHWM), in bytes. */
  maxRss: number;
  /** Highest V8 heap in use seen while the job ran (sampled every 50 ms): tells heap from the rest. */
  peakHeapUsed: number;
}

/**
 * This process's peak RSS: the kernel's high-water mark of its own memory (VmHWM). Not getrusage's
 * maxRSS, which Linux carries over from the parent through fork and exec: spawned by a harness of
 * 250 MB, a 140 MB export read 249 MB.
 */
function peakRss(): number {
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return hwm ? Number(hwm[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
}

const input = JSON.parse(process.argv[2]) as ExportJobInput;
const log: WorkerLog = {
  error: (obj: unknown, msg?: string) => console.error('export worker:', msg ?? '', obj),
  warn: (obj: unknown, msg?: string) => console.error('export worker:', msg ?? '', obj),
} as WorkerLog;

// the pool the server opens on PostgreSQL; the parent has already migrated this database
const pool = new pg.Pool({ connectionString: input.url, max: 10 });
const db = drizzle(pool, { schema }) as unknown as Db;
try {
  const job = await insertExport(db, {
    barId: input.barId,
    collectionName: 'Drink',
    type: input.type,
    search: input.search,
    userId: null,
    userDisplay: 'Bench',
  });
  const worker = new ExportWorker(db, input.dataDir, log, { autoStart: false });
  const baselineRss = process.memoryUsage().rss;
  let peakHeapUsed = 0;
  const sampler = setInterval(() => (peakHeapUsed = Math.max(peakHeapUsed, process.memoryUsage().heapUsed)), 50);
  const started = performance.now();
  await worker.drain();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const row = await findExport(db, job.id);
  const file = row?.status === 'done' ? path.join(exportsFolder(input.dataDir), exportFileName(row)) : null;
  const output: ExportJobOutput = {
    status: row?.status ?? 'missing',
    error: row?.error ?? null,
    rows: row?.rows ?? 0,
    ms,
    bytes: file ? fs.statSync(file).size : 0,
    baselineRss,
    maxRss: peakRss(),
    peakHeapUsed,
  };
  if (file) fs.rmSync(file, { force: true });
  process.stdout.write(JSON.stringify(output) + '\n');
} finally {
  await pool.end();
}
