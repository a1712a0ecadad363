import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bundle, runChild } from '../lib/child.js';
import type { ExportSet } from './database.js';
import type { ExportJobInput, ExportJobOutput } from './export-job.js';

const jobEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'export-job.ts');
let jobScript: Promise<string> | undefined;

/** One export of `set` made by the server's worker in a fresh child process; refuses a failed job. */
export async function runExportJob(url: string, set: ExportSet, type: 'csv' | 'excel'): Promise<ExportJobOutput> {
  // the worker takes any waiting job: leave it only this one (this database is the bench's own)
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DELETE FROM export_requests').finally(() => client.end());

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bar-bench-exports-'));
  try {
    const input: ExportJobInput = { url, dataDir, barId: set.barId, type, search: set.search };
    // bundled afresh on each run: the child runs the exports code as it is now
    jobScript ??= bundle(jobEntry);
    const out = await runChild<ExportJobOutput>(await jobScript, input);
    if (out.status !== 'done') throw new Error(`the ${type} export ended ${out.status}: ${out.error ?? 'no error given'}`);
    if (out.rows !== set.rows) throw new Error(`the ${type} export wrote ${out.rows} rows, expected ${set.rows}`);
    return out;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const rowsPerSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
