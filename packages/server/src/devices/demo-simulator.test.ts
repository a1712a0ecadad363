import type { AddressInfo } from 'node:net';
import { isOnline } from '@bar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFromDetail, startFleet, type Fleet } from '@bar/simulator';
import { bars } from '../db/schema.js';
import { seedDemo } from '../seed/seed.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { within } from '../test/mqtt.js';
import { startDemoSimulator } from './demo-simulator.js';

let t: TestApp;
let fleet: Fleet | undefined;

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await seedDemo(t.db);
  // seeding marks the bars as just seen; the simulator must be what keeps them online
  await t.db.update(bars).set({ liveCheck: null, status: 'UNKNOWN' });
});

afterAll(async () => {
  await fleet?.stop();
  await t?.close();
});

describe('demo simulator in the server process', () => {
  it('brings every demo bar online through the broker with its own bar token', async () => {
    const brokerUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
    fleet = await startDemoSimulator(t.app, (bars, log) =>
      startFleet({ brokerUrl, log, bars: bars.map(({ detail, bottles, ...bar }) => ({ ...bar, setup: { ...setupFromDetail(detail), bottles } })) }),
    );
    expect(fleet.controllers).toHaveLength(4);
    const rows = await within(
      (async () => {
        for (;;) {
          const all = await t.db.select().from(bars);
          if (all.every((b) => isOnline(b.liveCheck))) return all;
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      'every demo bar to report',
    );
    expect(rows.map((b) => b.status).sort()).toEqual(['RUNNING', 'RUNNING', 'RUNNING', 'STOPPED']);
  });
});
