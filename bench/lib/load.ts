import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { round } from './report.js';
import { percentile } from './stats.js';

/** Throughput and latency of one load run (latencies in ms). */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

export interface HttpLoad {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

/** autocannon as a library; refuses a run where answers were errors (that would measure the error path). */
export async function httpLoad(load: HttpLoad): Promise<LoadFigures> {
  const r = await autocannon({
    url: load.url,
    method: load.method ?? 'GET',
    headers: load.headers,
    body: load.body,
    connections: load.connections,
    duration: load.seconds,
    timeout: 60,
  });
  const total = r['2xx'] + r.non2xx + r.errors;
  if (r.non2xx + r.errors > 0.01 * total) {
    throw new Error(`${load.method ?? 'GET'} ${new URL(load.url).pathname}: ${r.non2xx} non-2xx answers and ${r.errors} errors of ${total}`);
  }
  // no answer within the run is a figure (0 req/s), not a failure of the harness: its latency is at
  // least the run's length
  if (!r['2xx']) return { rps: 0, p50: load.seconds * 1000, p99: load.seconds * 1000, requests: 0 };
  return { rps: round(r['2xx'] / r.duration), p50: round(r.latency.p50, 1), p99: round(r.latency.p99, 1), requests: r['2xx'] };
}

/**
 * `concurrency` callers each running `task` back to back for `seconds`: the same shape of load as
 * autocannon's connections, for anchors that are not HTTP (a `pg` pool) and for probes.
 */
export async function loopLoad(concurrency: number, seconds: number, task: () => Promise<unknown>): Promise<LoadFigures> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await task();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    rps: round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50), 1),
    p99: round(percentile(latencies, 99), 1),
    requests: latencies.length,
  };
}
