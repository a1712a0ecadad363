import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One budget line: our value against a limit; `flat`-style checks carry their own verdict. */
export interface Check {
  what: string;
  value: number | string;
  limit: string;
  pass: boolean;
  /** Our figure and the anchor's behind a ratio check, for the run's table. */
  ours?: number | string;
  anchor?: number | string;
}

/** What a benchmark hands back: its figures, the anchor's from the same run, the ratio and the budget. */
export interface BenchResult {
  name: string;
  title: string;
  ours: Record<string, number | string | null>;
  anchor: Record<string, number | string | null>;
  /** ours / anchor on the figure the budget judges (null when the budget has no anchor, e.g. B9). */
  ratio: number | null;
  budget: string;
  checks: Check[];
  notes: string[];
}

export interface Benchmark {
  name: string;
  title: string;
  /**
   * Makes the data the benchmark reads, before any benchmark measures: the run prepares every selected benchmark's
   * data together (on two cores, two databases fill at once), and `run` then finds it made (see `oncePerRun`).
   */
  prepare?(ctx: BenchContext): Promise<unknown>;
  run(ctx: BenchContext): Promise<BenchResult>;
}

export interface BenchContext {
  fresh: boolean;
  /** `--smoke`: tiny data, one short iteration, so that the harness is exercised, not judged. */
  smoke: boolean;
  /** Figures one benchmark leaves for another in the same run (B6 reuses B5's CSV rows/s). */
  shared: Map<string, unknown>;
  log(line: string): void;
}

/** Thrown when a part a benchmark needs (PostgreSQL, Mosquitto, Chromium) is missing: reported as skipped, never as passed. */
export class BenchSkipped extends Error {
  override name = 'BenchSkipped';
}

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');
export const resultsDir = path.join(benchDir, 'results');

export function machineInfo() {
  const cpus = os.cpus();
  return {
    host: os.hostname(),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: round(os.totalmem() / 1e9, 1),
    loadAverage: os.loadavg().map((n) => round(n, 2)),
    node: process.version,
  };
}

export function round(n: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Bytes as decimal megabytes (the budgets' MB). */
export const mb = (bytes: number) => round(bytes / 1e6, 1);

/** Writes `bench/results/<name>.json` (`<name>.smoke.json` in smoke mode, so that smoke never replaces a full run). */
export function writeResult(result: BenchResult, extra: Record<string, unknown> & { smoke?: boolean }): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${result.name}${extra.smoke ? '.smoke' : ''}.json`);
  const pass = result.checks.length > 0 && result.checks.every((c) => c.pass);
  const body = { ...result, pass, date: new Date().toISOString(), machine: machineInfo(), ...extra };
  fs.writeFileSync(file, JSON.stringify(body, null, 2) + '\n');
  return path.relative(repoRoot, file);
}

export function printResult(result: BenchResult, file: string): void {
  const pass = result.checks.length > 0 && result.checks.every((c) => c.pass);
  const lines = [
    `${result.name.toUpperCase()} ${result.title}`,
    `  ours:    ${formatFigures(result.ours)}`,
    `  anchor:  ${formatFigures(result.anchor)}`,
    `  ratio:   ${result.ratio === null ? '—' : result.ratio.toFixed(2) + '×'}`,
    `  budget:  ${result.budget}`,
    ...result.checks.map((c) => `    ${c.pass ? 'pass' : 'FAIL'}  ${c.what}: ${c.value} (budget ${c.limit})`),
    ...result.notes.map((n) => `  note:    ${n}`),
    `  verdict: ${pass ? 'within budget' : '*** OVER BUDGET ***'}`,
    `  written: ${file}`,
  ];
  console.log(lines.join('\n') + '\n');
}

function formatFigures(figures: Record<string, number | string | null>): string {
  const parts = Object.entries(figures).map(([k, v]) => `${k} ${typeof v === 'number' ? v.toLocaleString('en-US') : (v ?? '—')}`);
  return parts.length ? parts.join(', ') : '—';
}

/**
 * `make()` once per run under `key`: callers at the same time share its promise. A failure is not kept, so the
 * benchmark that asks again (its `run` after a failed `prepare`) reports it.
 */
export function oncePerRun<T>(ctx: BenchContext, key: string, make: () => Promise<T>): Promise<T> {
  const held = ctx.shared.get(key) as Promise<T> | undefined;
  if (held) return held;
  const made = make();
  ctx.shared.set(key, made);
  made.catch(() => ctx.shared.delete(key));
  return made;
}
