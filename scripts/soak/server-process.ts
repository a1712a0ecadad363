import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUNDLE = path.join(repoRoot, 'packages/server/dist/main.js');
const SOURCE = path.join(repoRoot, 'packages/server/src/main.ts');
const READY_LINE = /is running at /;
const START_LIMIT_MS = 120_000;

/** What the soak starts: the last build when there is one (what production runs), else the sources. */
export function serverCommand(): { args: string[]; what: string } {
  if (fs.existsSync(BUNDLE))
    return { args: ['--enable-source-maps', BUNDLE], what: `built bundle ${path.relative(repoRoot, BUNDLE)} (${fs.statSync(BUNDLE).mtime.toISOString()})` };
  return { args: ['--import', 'tsx', SOURCE], what: `sources through tsx (${path.relative(repoRoot, BUNDLE)} is missing)` };
}

export interface ServerSettings {
  dataDir: string;
  /** PostgreSQL URL; without it the embedded PGlite in dataDir. */
  databaseUrl?: string;
  jwtSecret?: string;
  secretKey?: string;
  simulator: boolean;
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  base: string;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

function serverEnv(settings: ServerSettings, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: settings.dataDir,
    DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SIMULATOR: settings.simulator ? '1' : '0',
  };
  for (const key of [
    'DATABASE_URL',
    'MQTT_URL',
    'MQTT_PUBLIC_URL',
    'JWT_SECRET',
    'SECRET_KEY',
    'SECRET_KEY_PREVIOUS',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'TRUST_PROXY',
    'NODE_OPTIONS',
  ])
    delete env[key];
  if (settings.databaseUrl) Object.assign(env, { DATABASE_URL: settings.databaseUrl, JWT_SECRET: settings.jwtSecret, SECRET_KEY: settings.secretKey });
  return env;
}

/** Spawns the server; does not wait for it (see waitReady). */
export async function spawnServer(settings: ServerSettings, port?: number): Promise<RunningServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, serverCommand().args, { cwd: repoRoot, env: serverEnv(settings, chosen), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: string) => (out = (out + chunk).slice(-20_000));
  child.stdout!.setEncoding('utf8').on('data', keep);
  child.stderr!.setEncoding('utf8').on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port: chosen, base: `http://127.0.0.1:${chosen}`, exited, output: () => out };
}

/** Waits for the start-up banner (printed after the database, broker and demo simulator are up). */
export async function waitReady(server: RunningServer): Promise<number> {
  const started = Date.now();
  let gone = false;
  void server.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited while starting:\n${server.output().slice(-3000)}`);
    if (READY_LINE.test(server.output())) return Date.now() - started;
    if (Date.now() - started > START_LIMIT_MS) throw new Error(`the server did not start within ${START_LIMIT_MS / 1000} s:\n${server.output().slice(-3000)}`);
    await sleep(50);
  }
}

export async function startServer(settings: ServerSettings): Promise<RunningServer> {
  const server = await spawnServer(settings);
  await waitReady(server);
  return server;
}

export async function killHard(server: RunningServer) {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM and the exit it ends in (a 15 s limit, then SIGKILL and the code reported as null). */
export async function stopGently(server: RunningServer): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
  const started = Date.now();
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  const result = await server.exited;
  clearTimeout(timer);
  return { ...result, ms: Date.now() - started };
}

/** Resident set size of a process in bytes, from /proc (Linux). */
export function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
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
