import fs from 'node:fs';
import path from 'node:path';
import { machineInfo, repoRoot, resultsDir, type BenchResult } from './report.js';

/** What one benchmark came to in this run, for the closing table. */
export type Outcome = { name: string; kind: 'ran'; result: BenchResult } | { name: string; kind: 'skipped' | 'failed'; reason: string };

/** A benchmark that could not run for want of a part: its JSON says so, with `pass: false`. */
export function writeSkipped(name: string, title: string, reason: string, smoke: boolean): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}${smoke ? '.smoke' : ''}.json`);
  const body = { name, title, skipped: reason, pass: false, checks: [], smoke, date: new Date().toISOString(), machine: machineInfo() };
  fs.writeFileSync(file, JSON.stringify(body, null, 2) + '\n');
  return path.relative(repoRoot, file);
}

/** The run's table: one line per check (figure, ours, anchor, ratio, budget, pass/FAIL), skips and failures included. */
export function printTable(outcomes: Outcome[]): void {
  const header = ['#', 'figure', 'ours', 'anchor', 'ratio', 'budget', 'verdict'];
  const rows: string[][] = [];
  for (const o of outcomes) {
    const id = o.name.toUpperCase();
    if (o.kind !== 'ran') {
      rows.push([id, o.kind === 'skipped' ? 'skipped' : 'could not run', o.reason.slice(0, 80), '', '', '', o.kind === 'skipped' ? 'SKIPPED' : 'ERROR']);
      continue;
    }
    for (const c of o.result.checks) {
      const ratio = typeof c.value === 'string' && /×$/.test(c.value) ? c.value : '';
      rows.push([
        id,
        c.what,
        c.ours !== undefined ? String(c.ours) : ratio ? '' : String(c.value),
        c.anchor === undefined ? '' : String(c.anchor),
        ratio,
        c.limit,
        c.pass ? 'pass' : 'FAIL',
      ]);
    }
  }
  const widths = header.map((h, i) => Math.min(60, Math.max(h.length, ...rows.map((r) => r[i].length))));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log([line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n') + '\n');
}
