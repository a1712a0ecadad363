import os from 'node:os';
import path from 'node:path';
import type { Benchmark } from '../lib/report.js';
import { mb, round } from '../lib/report.js';
import { exportData } from './database.js';
import { copyToFile, exportSelect } from './copy-anchor.js';
import { rowsPerSecond, runExportJob } from './run-job.js';
import { repeatFor } from '../lib/stats.js';
import type { ExportJobOutput } from './export-job.js';

const RSS_LIMIT_MB = 150;
const rowsText = (rows: number) => rows.toLocaleString('en-US');
/** "Flat in row count": 4× the rows may raise the peak by at most this share. */
const FLAT_GROWTH = 0.1;

export const b5: Benchmark = {
  name: 'b5',
  title: 'CSV export of 1,000,000 drinks (PostgreSQL)',
  prepare: exportData,
  async run(ctx) {
    const data = await exportData(ctx);
    const { large, small } = data.sets;
    const select = await exportSelect(data.url, large);
    const copyFile = path.join(os.tmpdir(), `bar-bench-copy-${process.pid}.csv`);

    const repeat = repeatFor(ctx.smoke);
    if (repeat.warmUp) {
      ctx.log('COPY and our worker, warm-up (not counted)…');
      await copyToFile(data.url, select, copyFile);
      await runExportJob(data.url, large, 'csv');
    }
    // in turns: the machine's speed moves between runs minutes apart, and falls on both alike
    const copies: Array<Awaited<ReturnType<typeof copyToFile>>> = [];
    const runs: ExportJobOutput[] = [];
    const quarters: ExportJobOutput[] = [];
    for (let i = 0; i < repeat.runs; i++) {
      ctx.log(`run ${i + 1} of ${repeat.runs}: COPY … TO STDOUT (FORMAT csv), then our worker on 1,000,000 and 250,000 rows…`);
      const copy = await copyToFile(data.url, select, copyFile);
      if (copy.rows !== large.rows) throw new Error(`COPY returned ${copy.rows} rows, expected ${large.rows}`);
      copies.push(copy);
      runs.push(await runExportJob(data.url, large, 'csv'));
      quarters.push(await runExportJob(data.url, small, 'csv'));
    }
    const middle = <T>(list: T[], key: (t: T) => number) => [...list].sort((a, b) => key(a) - key(b))[Math.floor(list.length / 2)];
    const highest = (list: ExportJobOutput[]) => list.reduce((a, b) => (b.maxRss > a.maxRss ? b : a));
    const ours = middle(runs, (r) => rowsPerSecond(r.rows, r.ms));
    const copy = middle(copies, (c) => rowsPerSecond(c.rows, c.ms));
    const quarter = middle(quarters, (r) => rowsPerSecond(r.rows, r.ms));

    const oursRps = rowsPerSecond(ours.rows, ours.ms);
    const copyRps = rowsPerSecond(copy.rows, copy.ms);
    const ratio = round(oursRps / copyRps, 3);
    // memory: the highest of the runs, not the median
    const peak = mb(highest(runs).maxRss);
    const peakQuarter = mb(highest(quarters).maxRss);
    const growth = round((peak - peakQuarter) / peakQuarter, 3);
    return {
      name: 'b5',
      title: this.title,
      ours: {
        rows: ours.rows,
        seconds: round(ours.ms / 1000, 2),
        rowsPerSecond: oursRps,
        peakRssMb: peak,
        startRssMb: mb(ours.baselineRss),
        peakHeapUsedMb: mb(ours.peakHeapUsed),
        fileMb: mb(ours.bytes),
        rows250k: quarter.rows,
        rowsPerSecond250k: rowsPerSecond(quarter.rows, quarter.ms),
        peakRssMb250k: peakQuarter,
      },
      anchor: { rows: copy.rows, seconds: round(copy.ms / 1000, 2), rowsPerSecond: copyRps, fileMb: mb(copy.bytes) },
      ratio,
      budget: `≥ 0.5× the COPY rows/s; peak RSS ≤ ${RSS_LIMIT_MB} MB and flat in row count`,
      checks: [
        { what: 'rows/s vs COPY', value: `${ratio}×`, limit: '≥ 0.5×', pass: ratio >= 0.5, ours: oursRps, anchor: copyRps },
        { what: `peak RSS at ${rowsText(large.rows)} rows`, value: `${peak} MB`, limit: `≤ ${RSS_LIMIT_MB} MB`, pass: peak <= RSS_LIMIT_MB },
        { what: `peak RSS at ${rowsText(small.rows)} rows`, value: `${peakQuarter} MB`, limit: `≤ ${RSS_LIMIT_MB} MB`, pass: peakQuarter <= RSS_LIMIT_MB },
        {
          what: `flat: peak RSS growth ${rowsText(small.rows)} → ${rowsText(large.rows)} rows`,
          value: `${round(growth * 100, 1)}%`,
          limit: `≤ ${FLAT_GROWTH * 100}%`,
          pass: growth <= FLAT_GROWTH,
        },
      ],
      notes: [
        'peak RSS is the high-water mark (VmHWM) of a child process that runs only the worker and its database pool (whole process, start-up included)',
        'rows/s = rows / wall time of the job (claim to finished, file renamed into place); COPY = first byte asked to file closed',
        `median of ${repeat.runs} run(s) of each, in turns${repeat.warmUp ? ' after a warm-up of each' : ''}: COPY ${copies.map((c) => rowsPerSecond(c.rows, c.ms)).join(' / ')} rows/s, ours ${runs.map((r) => rowsPerSecond(r.rows, r.ms)).join(' / ')} rows/s; peak RSS the highest of the runs (${runs.map((r) => mb(r.maxRss)).join(' / ')} MB; 250,000 rows: ${quarters.map((r) => mb(r.maxRss)).join(' / ')} MB)`,
        `same filters for both: bar, status delivered, createdAt ${JSON.stringify(large.search.createdAt)}; COPY takes the worker's WHERE and ORDER BY, the file's 14 columns`,
      ],
    };
  },
};
