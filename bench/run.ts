// `npm run bench [-- names...] [--fresh] [--smoke]`: runs the budgets of ARCHITECTURE §9 that have
// a benchmark, each beside its anchor, and writes bench/results/<name>.json. Over budget is
// reported, not fatal: the exit code is non-zero only when a benchmark could not run. A benchmark
// whose part is missing (PostgreSQL, Mosquitto, Chromium) is reported as skipped, never as passed.
// `--smoke` runs every benchmark on tiny data, once and briefly, so that the harness cannot rot;
// its figures judge nothing and go to <name>.smoke.json.
import { b1 } from './api/b1-routes.js';
import { b2 } from './pages/b2-postgres.js';
import { b3 } from './pages/b3-pglite.js';
import { b4 } from './pages/b4-count.js';
import { b5 } from './exports/b5-csv.js';
import { b6 } from './exports/b6-xlsx.js';
import { b7 } from './live/b7-fanout.js';
import { b8 } from './web/b8-web.js';
import { b9 } from './startup/b9-start.js';
import { b10 } from './fleet/b10-fleet.js';
import { b11 } from './analytics/b11-analytics.js';
import { BenchSkipped, printResult, writeResult, type BenchContext, type Benchmark } from './lib/report.js';
import { printTable, writeSkipped, type Outcome } from './lib/table.js';

const ALL: Benchmark[] = [b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11];
const OPTIONS = ['--fresh', '--smoke'];

const args = process.argv.slice(2);
const names = args.filter((a) => !a.startsWith('--')).map((a) => a.toLowerCase());
const unknown = names.filter((n) => !ALL.some((b) => b.name === n));
if (unknown.length || args.some((a) => a.startsWith('--') && !OPTIONS.includes(a))) {
  console.error(`usage: npm run bench -- [${ALL.map((b) => b.name).join('] [')}] [--fresh] [--smoke]`);
  console.error(
    unknown.length ? `unknown benchmark: ${unknown.join(', ')}` : 'options: --fresh (rebuild the bench databases), --smoke (tiny data, one short run each)',
  );
  process.exit(2);
}
const selected = names.length ? ALL.filter((b) => names.includes(b.name)) : ALL;

const ctx: BenchContext = {
  fresh: args.includes('--fresh'),
  smoke: args.includes('--smoke'),
  shared: new Map(),
  log: (line) => console.log(`  · ${line}`),
};

// every selected benchmark's data first, together (failures are reported by the benchmark's own run)
const prepares = selected.filter((b) => b.prepare);
if (prepares.length) {
  const started = Date.now();
  console.log(`Preparing the data of ${prepares.map((b) => b.name.toUpperCase()).join(', ')} together…`);
  await Promise.allSettled(prepares.map((b) => b.prepare!(ctx)));
  console.log(`  prepared in ${Math.round((Date.now() - started) / 1000)} s\n`);
}

const outcomes: Outcome[] = [];
for (const bench of selected) {
  const id = bench.name.toUpperCase();
  console.log(`${id} ${bench.title}${ctx.smoke ? ' (smoke)' : ''}: running`);
  const started = Date.now();
  try {
    const result = await bench.run(ctx);
    const file = writeResult(result, { runSeconds: Math.round((Date.now() - started) / 1000), smoke: ctx.smoke });
    printResult(result, file);
    outcomes.push({ name: bench.name, kind: 'ran', result });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (err instanceof BenchSkipped) {
      const file = writeSkipped(bench.name, bench.title, reason, ctx.smoke);
      console.log(`${id} SKIPPED: ${reason}\n  written: ${file}\n`);
      outcomes.push({ name: bench.name, kind: 'skipped', reason });
    } else {
      console.error(`${id} could not run: ${reason}\n`);
      outcomes.push({ name: bench.name, kind: 'failed', reason });
    }
  }
}

printTable(outcomes);
const ids = (kind: Outcome['kind'], pred: (o: Outcome) => boolean = () => true) =>
  outcomes.filter((o) => o.kind === kind && pred(o)).map((o) => o.name.toUpperCase());
const over = ids('ran', (o) => o.kind === 'ran' && !o.result.checks.every((c) => c.pass));
const failed = ids('failed');
const skipped = ids('skipped');
const ran = outcomes.length - failed.length - skipped.length;
console.log(
  [
    `${ran} of ${selected.length} benchmark(s) ran${ctx.smoke ? ' (smoke: figures judge nothing)' : ''}`,
    over.length ? `over budget: ${over.join(', ')}` : ran ? 'all that ran within budget' : '',
    skipped.length ? `skipped (part missing): ${skipped.join(', ')}` : '',
    failed.length ? `could not run: ${failed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; '),
);
process.exit(failed.length ? 1 : 0);
