import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MqttClient } from 'mqtt';
import { openDatabase } from '../../packages/server/src/db/connection.js';
import { insertBar } from '../../packages/server/src/bars/repository.js';
import { newBarDefaults } from '../../packages/server/src/bars/defaults.js';
import { BENCH_ADMIN } from '../pages/data.js';
import { signIn, startServer, type BenchServer } from '../lib/server.js';
import { connectConsole, connectPublisher, type Console } from './clients.js';
import type { Source } from './fanout.js';

/** A PGlite data dir holding `count` bars (no demo), removed by `remove`. */
export async function barsDataDir(count: number): Promise<{ dataDir: string; barIds: string[]; remove(): void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bar-bench-live-'));
  const database = await openDatabase({ dataDir });
  const barIds: string[] = [];
  try {
    for (let i = 1; i <= count; i++) {
      const name = `Bench live ${i}`;
      barIds.push(
        await insertBar(
          database.db,
          { name, version: 'ms3.1', instanceInfos: { placeName: name }, geoPosition: { lat: 45.46, lng: 9.19 } },
          newBarDefaults('ms3.1'),
        ),
      );
    }
  } finally {
    await database.close();
  }
  return { dataDir, barIds, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** At most `limit` at a time, in order. */
export async function inBatches<T, R>(items: T[], limit: number, task: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map((item, j) => task(item, i + j)))));
  return out;
}

export interface LiveRig {
  server: BenchServer;
  sources: Source[];
  consoles: Console[];
  close(): Promise<void>;
}

/**
 * The built server on `dataDir` (with `env`, e.g. MQTT_URL), a bar controller per bar on its
 * `/mqtt` (bar tokens from the API) and `perBar` consoles per bar signed in as the bench's super
 * administrator, each subscribed to its bar's `admin/{barId}`.
 */
export async function liveRig(dataDir: string, barIds: string[], perBar: number, env: Record<string, string>): Promise<LiveRig> {
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '0', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...env });
  const clients: MqttClient[] = [];
  try {
    const { accessToken } = await signIn(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const ws = `${server.url.replace(/^http/, 'ws')}/mqtt`;
    const sources = await inBatches(barIds, 10, async (barId) => {
      const res = await fetch(`${server.url}/api/auth/bar-jwt/${barId}`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
      if (!res.ok) throw new Error(`bar token for ${barId}: ${res.status} ${await res.text()}`);
      const { token } = (await res.json()) as { token: string };
      const client = await connectPublisher(ws, { username: `bar-${barId}`, password: token });
      clients.push(client);
      return { client, topic: `bars/${barId}/evt`, watchers: perBar };
    });
    const consoles = await inBatches(
      barIds.flatMap((barId) => Array.from({ length: perBar }, () => barId)),
      20,
      async (barId) => {
        const c = await connectConsole(ws, { username: BENCH_ADMIN.email, password: accessToken }, `admin/${barId}`);
        clients.push(c.client);
        return c;
      },
    );
    return { server, sources, consoles, close: () => closeRig(clients, server) };
  } catch (err) {
    await closeRig(clients, server);
    throw err;
  }
}

async function closeRig(clients: MqttClient[], server: BenchServer) {
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
  await server.stop();
}
