import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { benchDir, repoRoot } from './report.js';
import { bundle } from './child.js';
import type { LoopDelay } from './loop-delay.js';
import type { FleetCpu } from '../fleet/fleet-cpu.js';

export const SERVER_MAIN = path.join(repoRoot, 'packages/server/dist/main.js');
const GIVE_UP_MS = 180_000;
/** Settings of the developer's shell that would change what the bench server is. */
const CLEARED = [
  'DATABASE_URL',
  'MQTT_URL',
  'MQTT_PUBLIC_URL',
  'JWT_SECRET',
  'SECRET_KEY',
  'SECRET_KEY_PREVIOUS',
  'SIMULATOR',
  'DEMO',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'NODE_OPTIONS',
];

export interface BenchServer {
  url: string;
  /** The server process's event-loop delay since the last reset (only with `loopDelay`). */
  loopDelay(reset?: boolean): Promise<LoopDelay>;
  /** The fleet rows' CPU time since start (only with `fleetCpu`). */
  fleetCpu(): Promise<FleetCpu>;
  stop(): Promise<void>;
}

export function requireBuild(): void {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error('packages/server/dist/main.js is missing: run `npm run build` first');
}

/**
 * The built server (`packages/server/dist/main.js`, as production runs it) in its own process on a
 * free port, answered `/api/health` once. With `loopDelay` it carries a preload that samples its
 * event-loop delay (`monitorEventLoopDelay`) and reports it over the IPC channel.
 */
export async function startServer(
  env: Record<string, string>,
  options: { loopDelay?: boolean; fleetCpu?: boolean; /** e.g. --cpu-prof while looking into a figure */ nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  requireBuild();
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SIGN_IN_LIMIT_PER_MINUTE: '10000' };
  for (const key of CLEARED) delete childEnv[key];
  Object.assign(childEnv, env);
  const preloads = [...(options.loopDelay ? ['lib/loop-delay.ts'] : []), ...(options.fleetCpu ? ['fleet/fleet-cpu.ts'] : [])];
  const preload: string[] = [];
  for (const file of preloads) preload.push('--import', pathToFileURL(await bundle(path.join(benchDir, file))).href);
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), ...preload, SERVER_MAIN], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe', ...(preloads.length > 0 ? (['ipc'] as const) : [])],
  });
  // the tail of what it printed, for the message when it stops early (BENCH_SERVER_LOG=1 shows it all)
  let output = '';
  for (const stream of [server.stdout!, server.stderr!]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      output = (output + chunk).slice(-3000);
      if (process.env.BENCH_SERVER_LOG) process.stderr.write(chunk);
    });
  }
  let exited = false;
  let exitCode: number | string | null = null;
  server.once('exit', (code, signal) => {
    exited = true;
    exitCode = code ?? signal;
  });
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  try {
    for (;;) {
      if (exited) throw new Error(`the server exited (${exitCode}) before answering: ${output.trim()}`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`no answer from /api/health within ${GIVE_UP_MS / 1000} s`);
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await settle(url);
  } catch (err) {
    await stop(server, () => exited);
    throw err;
  }
  return {
    url,
    loopDelay: (reset = false) => ask<LoopDelay>(server, { loopDelay: true, reset }, (m) => ('p99' in m ? (m as LoopDelay) : undefined)),
    fleetCpu: () => ask<FleetCpu>(server, { fleetCpu: true }, (m) => (m as { fleetCpu?: FleetCpu }).fleetCpu),
    stop: () => stop(server, () => exited),
  };
}

/**
 * Waits until the server answers `/api/health` promptly five times in a row: a start-up's
 * after-work (the demo simulator's bars connecting, the seed's ANALYZE) holds its event loop for
 * seconds after the first answer, and would otherwise be measured as the route's latency.
 */
async function settle(url: string): Promise<void> {
  const started = performance.now();
  let prompt = 0;
  while (prompt < 5 && performance.now() - started < 60_000) {
    const t = performance.now();
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    prompt = ok && performance.now() - t < 100 ? prompt + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Asks a preload over IPC; `pick` recognises its answer among the preloads' messages. */
function ask<T>(server: ChildProcess, question: object, pick: (message: object) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    if (!server.connected) return reject(new Error(`the server was not started with the preload for ${JSON.stringify(question)}`));
    const onMessage = (message: object) => {
      const answer = pick(message);
      if (answer === undefined) return;
      clearTimeout(timer);
      server.off('message', onMessage);
      resolve(answer);
    };
    const timer = setTimeout(() => {
      server.off('message', onMessage);
      reject(new Error(`no answer to ${JSON.stringify(question)} from the server within 10 s`));
    }, 10_000);
    server.on('message', onMessage);
    server.send(question);
  });
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the process is gone. */
export async function stop(server: ChildProcess, exited: () => boolean) {
  if (exited()) return;
  const done = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(timer);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Signs in (a demo account by default: password `demo-password`) and returns the sign-in answer. */
export async function signIn(url: string, email: string, password = 'demo-password'): Promise<{ accessToken: string; roles: Array<{ barId: string }> }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { accessToken: string; roles: Array<{ barId: string }> };
}
