import { round } from './report.js';

/** The q-th percentile (0–100) of latencies in ms, nearest rank. */
export function percentile(values: number[], q: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))];
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** Runs and warm-up of one figure: full runs take the median of 3 after a warm-up; smoke runs once. */
export interface Repeat {
  runs: number;
  warmUp: boolean;
}

export const repeatFor = (smoke: boolean): Repeat => (smoke ? { runs: 1, warmUp: false } : { runs: 3, warmUp: true });

/**
 * Runs `measure` (after an uncounted warm-up) `runs` times and keeps the run whose `key` is the
 * median, with every run's key beside it.
 */
export async function medianRun<T>(repeat: Repeat, measure: (warmUp: boolean) => Promise<T>, key: (t: T) => number): Promise<T & { keys: number[] }> {
  return (await medianRunsInTurns(repeat, { only: measure }, key)).only;
}

/** a/b rounded for a budget line; null when b is 0 or missing. */
export const ratioOf = (a: number, b: number) => (b ? round(a / b, 3) : NaN);

/**
 * `medianRun` for several figures measured in turns (warm-up of each, then a, b, …, a, b, …), so that
 * a change in the shared machine's load falls on every figure alike instead of on whichever ran last.
 */
export async function medianRunsInTurns<K extends string, T>(
  repeat: Repeat,
  figures: Record<K, (warmUp: boolean) => Promise<T>>,
  key: (t: T) => number,
): Promise<Record<K, T & { keys: number[] }>> {
  const names = Object.keys(figures) as K[];
  if (repeat.warmUp) for (const name of names) await figures[name](true);
  const runs = Object.fromEntries(names.map((n) => [n, [] as T[]])) as Record<K, T[]>;
  for (let i = 0; i < repeat.runs; i++) for (const name of names) runs[name].push(await figures[name](false));
  const out = {} as Record<K, T & { keys: number[] }>;
  for (const name of names) {
    const sorted = [...runs[name]].sort((a, b) => key(a) - key(b));
    out[name] = { ...sorted[Math.floor(sorted.length / 2)], keys: runs[name].map((r) => round(key(r), 2)) };
  }
  return out;
}
