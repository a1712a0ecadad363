import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-stop-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** pg_control's `state` (after the system identifier and two version numbers): 1 is "shut down", a clean stop; otherwise the next start recovers. */
const databaseState = () => fs.readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control')).readUInt32LE(16);
const SHUT_DOWN = 1;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The server from its sources, as `npm run dev:server` runs it (demo mode, the simulator on); SIGTERM once `when` resolves. */
async function startThenStop(when: (port: number) => Promise<void>): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEMO: '1', SIMULATOR: '1', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const key of ['DATABASE_URL', 'MQTT_URL', 'JWT_SECRET', 'SECRET_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'NODE_OPTIONS']) delete env[key];
  const child = spawn(process.execPath, ['--import', 'tsx', main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await Promise.race([when(port), exited.then(() => Promise.reject(new Error(`the server exited before it was stopped:\n${output}`)))]);
  child.kill('SIGTERM');
  return { code: await exited, output };
}

async function healthy(port: number): Promise<void> {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('stopping the server (SIGTERM)', () => {
  it(
    'right after its first answer, the demo bars still connecting: exits 0, the database closed cleanly, the data dir unlocked',
    { timeout: 240_000 },
    async () => {
      const { code, output } = await startThenStop(healthy);
      expect({ code, output }).toEqual({ code: 0, output: expect.not.stringContaining('Failed query') });
      expect(databaseState()).toBe(SHUT_DOWN);
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    },
  );

  it('while the database is still opening: the same', { timeout: 240_000 }, async () => {
    // the entry starts PGlite before loading the rest of the server: stopped while that goes on
    const { code } = await startThenStop(async () => {
      while (!fs.existsSync(path.join(dataDir, 'db.lock'))) await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(code).toBe(0);
    expect(databaseState()).toBe(SHUT_DOWN);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});
