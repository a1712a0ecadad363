import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from './pglite-thread.js';

describe('the live lane onto the embedded database', () => {
  let lanes: PgliteThread;
  beforeAll(async () => {
    lanes = startPgliteThread();
    await lanes.waitReady;
  });
  afterAll(() => lanes.close());

  it('runs a bar event after at most the two requests already let in, not behind the whole crowd', async () => {
    const finished: string[] = [];
    const crowd = Array.from({ length: 40 }, (_, n) => lanes.request.query('SELECT pg_sleep(0.002)').then(() => finished.push(`request ${n}`)));
    // let the first requests reach the database, as they would under load
    await new Promise((resolve) => setImmediate(resolve));
    const event = lanes.live.query('SELECT 1').then(() => finished.push('bar event'));
    await Promise.all([...crowd, event]);
    const position = finished.indexOf('bar event');
    expect(position, finished.join(', ')).toBeLessThanOrEqual(2);
  });

  it('answers a request while a bar reports a long queue, not after the whole burst', async () => {
    const finished: string[] = [];
    // a reconnecting bar re-reports every drink it holds: one event after the other, as the device handler applies them
    const burst = (async () => {
      for (let n = 0; n < 200; n++) {
        await lanes.live.query('SELECT pg_sleep(0.0005)');
        finished.push(`bar event ${n}`);
      }
    })();
    await new Promise((resolve) => setImmediate(resolve));
    const request = lanes.request.query('SELECT 1').then(() => finished.push('request'));
    await Promise.all([burst, request]);
    const position = finished.indexOf('request');
    expect(position, `answered after ${position} of the 200 bar events`).toBeLessThanOrEqual(5);
  });

  it('lets a request through a flood of bar events after a few of them', async () => {
    const finished: string[] = [];
    const flood = Array.from({ length: 100 }, (_, n) => lanes.live.query('SELECT pg_sleep(0.0005)').then(() => finished.push(`bar event ${n}`)));
    await new Promise((resolve) => setImmediate(resolve));
    const request = lanes.request.query('SELECT 1').then(() => finished.push('request'));
    await Promise.all([...flood, request]);
    const position = finished.indexOf('request');
    expect(position, `answered after ${position} of the 100 bar events`).toBeLessThanOrEqual(10);
  });

  it('still runs every request, in order, and keeps transactions whole', async () => {
    await lanes.request.exec('CREATE TABLE IF NOT EXISTS lane_log (n int)');
    const writes = Array.from({ length: 20 }, (_, n) =>
      lanes.request.transaction(async (tx) => {
        await tx.query('INSERT INTO lane_log VALUES ($1)', [n]);
        await tx.query('INSERT INTO lane_log VALUES ($1)', [n]);
      }),
    );
    const live = lanes.live.query<{ count: number }>('SELECT count(*)::int AS count FROM lane_log');
    await Promise.all(writes);
    const seen = (await live).rows[0]!.count;
    expect(seen % 2, 'a live read never sees half a transaction').toBe(0);
    const rows = await lanes.request.query<{ n: number }>('SELECT n FROM lane_log');
    expect(rows.rows.map((r) => r.n)).toEqual(Array.from({ length: 20 }, (_, n) => [n, n]).flat());
  });
});
