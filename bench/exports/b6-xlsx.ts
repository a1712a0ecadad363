import type { Benchmark } from '../lib/report.js';
import { mb, round } from '../lib/report.js';
import { exportData } from './b5-csv.js';
import { rowsPerSecond, runExportJob } from './run-job.js';

const RSS_LIMIT_MB = 250;
const MIN_ROWS_PER_SECOND = 60_000;

export const b6: Benchmark = {
  name: 'b6',
  title: 'XLSX export of the same 1,000,000 drinks',
  async run(ctx) {
    const data = await exportData(ctx);
    const { large } = data.sets;
    let csvRps = ctx.shared.get('csvRowsPerSecond') as number | undefined;
    const notes: string[] = [];
    if (csvRps === undefined) {
      ctx.log('our worker, CSV, 1,000,000 rows (the anchor; B5 did not run first)…');
      const csv = await runExportJob(data.url, large, 'csv');
      csvRps = rowsPerSecond(csv.rows, csv.ms);
    } else notes.push('the CSV anchor is the B5 figure of this run');
    ctx.log('our worker, Excel, 1,000,000 rows…');
    const xlsx = await runExportJob(data.url, large, 'excel');
    const xlsxRps = rowsPerSecond(xlsx.rows, xlsx.ms);
    const ratio = round(xlsxRps / csvRps, 3);
    const peak = mb(xlsx.maxRss);
    return {
      name: 'b6',
      title: this.title,
      ours: {
        rows: xlsx.rows,
        seconds: round(xlsx.ms / 1000, 2),
        rowsPerSecond: xlsxRps,
        peakRssMb: peak,
        startRssMb: mb(xlsx.baselineRss),
        peakHeapUsedMb: mb(xlsx.peakHeapUsed),
        fileMb: mb(xlsx.bytes),
      },
      anchor: { csvRowsPerSecond: csvRps },
      ratio,
      budget: `≥ 0.35× our CSV rows/s and ≥ ${MIN_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s; peak RSS ≤ ${RSS_LIMIT_MB} MB`,
      checks: [
        { what: 'rows/s vs our CSV', value: `${ratio}×`, limit: '≥ 0.35×', pass: ratio >= 0.35, ours: xlsxRps, anchor: csvRps },
        {
          what: 'rows/s',
          value: xlsxRps.toLocaleString('en-US'),
          limit: `≥ ${MIN_ROWS_PER_SECOND.toLocaleString('en-US')}`,
          pass: xlsxRps >= MIN_ROWS_PER_SECOND,
        },
        { what: 'peak RSS', value: `${peak} MB`, limit: `≤ ${RSS_LIMIT_MB} MB`, pass: peak <= RSS_LIMIT_MB },
      ],
      notes: [...notes, 'measured like B5: the worker alone in a child process, its peak RSS (VmHWM)'],
    };
  },
};
