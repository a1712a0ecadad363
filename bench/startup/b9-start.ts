import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Benchmark } from '../lib/report.js';
import { freePort, stop } from '../lib/server.js';
import { repoRoot, round } from '../lib/report.js';

const MAIN = path.join(repoRoot, 'packages/server/dist/main.js');
const EXISTING_LIMIT_MS = 2_000;
const FRESH_LIMIT_MS = 15_000;
const GIVE_UP_MS = 120_000;

export const b9: Benchmark = {
  name: 'b9',
  title: 'start to first answer of GET /api/health, fresh and existing data dir (built server, demo mode)',
  async run(ctx) {
    if (!fs.existsSync(MAIN)) throw new Error('packages/server/dist/main.js is missing: run `npm run build` first');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bar-bench-start-'));
    try {
      ctx.log('fresh data dir (migrations, demo seed)…');
      const fresh = await startAndStop(dataDir);
      ctx.log('existing data dir…');
      const existing = await startAndStop(dataDir);
      return {
        name: 'b9',
        title: this.title,
        ours: { freshMs: round(fresh), existingMs: round(existing) },
        anchor: {},
        ratio: null,
        budget: `≤ ${EXISTING_LIMIT_MS / 1000} s existing / ≤ ${FRESH_LIMIT_MS / 1000} s fresh`,
        checks: [
          { what: 'existing data dir', value: `${round(existing / 1000, 2)} s`, limit: `≤ ${EXISTING_LIMIT_MS / 1000} s`, pass: existing <= EXISTING_LIMIT_MS },
          { what: 'fresh data dir', value: `${round(fresh / 1000, 2)} s`, limit: `≤ ${FRESH_LIMIT_MS / 1000} s`, pass: fresh <= FRESH_LIMIT_MS },
        ],
        notes: [
          'measures the last `npm run build` (packages/server/dist/main.js): rebuild before running B9',
          'from spawning `node packages/server/dist/main.js` (DEMO=1, embedded PGlite in a temporary DATA_DIR) to the first 200 of GET /api/health',
        ],
      };
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/** Milliseconds from spawn to the first healthy answer; the server is then stopped cleanly. */
async function startAndStop(dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEMO: '1', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const key of ['DATABASE_URL', 'MQTT_URL', 'MQTT_PUBLIC_URL', 'JWT_SECRET', 'SIMULATOR', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'NODE_OPTIONS'])
    delete env[key];
  const started = performance.now();
  const server = spawn(process.execPath, [MAIN], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
  let exited = false;
  server.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`the server exited before answering: ${stderr.trim()}`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`no answer from /api/health within ${GIVE_UP_MS / 1000} s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await stop(server, () => exited);
  }
}
