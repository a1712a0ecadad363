// `npm run bench [-- names...] [--fresh]`: runs the budgets of ARCHITECTURE §9 that have a
// benchmark, each beside its anchor, and writes bench/results/<name>.json. Over budget is
// reported, not fatal: the exit code is non-zero only when a benchmark could not run.
import { b5 } from './exports/b5-csv.js';
import { b6 } from './exports/b6-xlsx.js';
import { b9 } from './startup/b9-start.js';
import { printResult, writeResult, type BenchContext, type Benchmark } from './lib/report.js';

const ALL: Benchmark[] = [b5, b6, b9];

const args = process.argv.slice(2);
const fresh = args.includes('--fresh');
const names = args.filter((a) => !a.startsWith('--')).map((a) => a.toLowerCase());
const unknown = names.filter((n) => !ALL.some((b) => b.name === n));
if (unknown.length || args.some((a) => a.startsWith('--') && a !== '--fresh')) {
  console.error(`usage: npm run bench -- [${ALL.map((b) => b.name).join('] [')}] [--fresh]`);
  console.error(unknown.length ? `unknown benchmark: ${unknown.join(', ')}` : 'the only option is --fresh (rebuild the bench database)');
  process.exit(2);
}
const selected = names.length ? ALL.filter((b) => names.includes(b.name)) : ALL;

const ctx: BenchContext = {
  fresh,
  shared: new Map(),
  log: (line) => console.log(`  · ${line}`),
};

const failed: string[] = [];
const over: string[] = [];
for (const bench of selected) {
  console.log(`${bench.name.toUpperCase()} ${bench.title}: running`);
  const started = Date.now();
  try {
    const result = await bench.run(ctx);
    const file = writeResult(result, { runSeconds: Math.round((Date.now() - started) / 1000) });
    printResult(result, file);
    if (!result.checks.every((c) => c.pass)) over.push(bench.name.toUpperCase());
  } catch (err) {
    failed.push(bench.name.toUpperCase());
    console.error(`${bench.name.toUpperCase()} could not run: ${err instanceof Error ? err.message : String(err)}\n`);
  }
}

const ran = selected.length - failed.length;
console.log(
  [
    `${ran} of ${selected.length} benchmark(s) ran`,
    over.length ? `over budget: ${over.join(', ')}` : ran ? 'all within budget' : '',
    failed.length ? `could not run: ${failed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; '),
);
process.exit(failed.length ? 1 : 0);
