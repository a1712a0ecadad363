import { Worker } from 'node:worker_threads';
import { round } from './report.js';
import { percentile } from './stats.js';
import type { LoadFigures } from './load.js';

/*
 * One caller asking for a URL back to back, from a thread of its own. A probe run in the harness's
 * own event loop waits there behind the load generator's work (50 callers' answers to read), and
 * that wait was counted as the server's: the probe measures the server, not the load generator.
 */

// plain JavaScript: the thread is started from source, without the harness's TypeScript loader
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
const get = () => new Promise((resolve, reject) => {
  const req = http.get(url, { agent }, (res) => {
    res.resume();
    res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(url + ' answered ' + res.statusCode))));
    res.on('error', reject);
  });
  req.on('error', reject);
});
(async () => {
  const started = performance.now();
  const end = started + seconds * 1000;
  while (performance.now() < end) {
    const t = performance.now();
    await get();
    latencies.push(performance.now() - t);
  }
  agent.destroy();
  parentPort.postMessage({ latencies, elapsed: (performance.now() - started) / 1000 });
})().catch((err) => parentPort.postMessage({ error: String(err && err.message || err) }));
`;

/** `url` asked for by one caller in its own thread, back to back for `seconds`. */
export async function probeInThread(url: string, seconds: number): Promise<LoadFigures> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, seconds } });
  try {
    const answer = await new Promise<{ latencies?: number[]; elapsed?: number; error?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the probe thread ended (${code}) before it answered`)));
    });
    if (answer.error || !answer.latencies || !answer.elapsed) throw new Error(`probe of ${url}: ${answer.error ?? 'no figures'}`);
    const { latencies, elapsed } = answer;
    return {
      rps: round(latencies.length / elapsed),
      p50: round(percentile(latencies, 50), 1),
      p99: round(percentile(latencies, 99), 1),
      requests: latencies.length,
    };
  } finally {
    await worker.terminate();
  }
}
