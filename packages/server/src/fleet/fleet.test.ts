import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetTopic, type FleetBarSummary, type LiveMessage } from '@bar/domain';
import { QUIET_SIMULATION, setupFromDetail, startBarController, type BarController } from '@bar/simulator';
import { findBarDetail } from '../bars/repository.js';
import { bars, users } from '../db/schema.js';
import { bottleLevelsOfBar } from '../dispensers/repository.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { seedDemo } from '../seed/seed.js';
import { bearer, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { connectMqtt, within, type TestMqttClient } from '../test/mqtt.js';

let t: TestApp;
let url: string;
let barId: string;
let lasVegas: string;
let bar: BarController;
const who = {} as Record<'barman' | 'superadmin', { id: string; email: string; token: string }>;

const named = async (name: string) => (await t.db.select({ id: bars.id }).from(bars).where(eq(bars.name, name)))[0].id;

async function fleetOf(person: keyof typeof who): Promise<FleetBarSummary[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/fleet', headers: bearer(who[person].token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().bars;
}

async function consoleOf(person: keyof typeof who): Promise<TestMqttClient> {
  const { token } = await t.app.tokens.issueAccess({ userId: who[person].id, email: who[person].email });
  return connectMqtt(url, { username: who[person].email, password: token });
}

/** The rows of the fleet messages a console received so far, latest per bar. */
function latestRows(console: TestMqttClient): Map<string, FleetBarSummary> {
  const rows = new Map<string, FleetBarSummary>();
  for (const { payload } of console.received) {
    const message = JSON.parse(payload) as LiveMessage;
    if (message.type === 'fleet') for (const row of (message.payload as { bars: FleetBarSummary[] }).bars) rows.set(row.barId, row);
  }
  return rows;
}

/** Waits until the console's latest row of `id` satisfies `ready`. */
async function rowOn(console: TestMqttClient, id: string, ready: (row: FleetBarSummary) => boolean, what: string): Promise<FleetBarSummary> {
  return within(
    (async () => {
      for (;;) {
        const row = latestRows(console).get(id);
        if (row && ready(row)) return row;
        await new Promise((r) => setTimeout(r, 20));
      }
    })(),
    what,
  );
}

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 }, alarms: { sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  await seedDemo(t.db);
  barId = await named('Milano Duomo');
  lasVegas = await named('Las Vegas Strip');
  for (const person of ['barman', 'superadmin'] as const) {
    const email = `${person}@demo.bar`;
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    who[person] = { id: user.id, email, token: await signIn(t.app, email, DEMO_PASSWORD) };
  }
  const detail = (await findBarDetail(t.db, barId))!;
  const bottles = (await bottleLevelsOfBar(t.db, barId)).map((b) => ({ ...b, level: b.capacity }));
  const { token } = await t.app.tokens.issueBar(barId);
  bar = startBarController({
    brokerUrl: url,
    token,
    setup: { ...setupFromDetail(detail), bottles, roboticSystem: {} },
    simulation: QUIET_SIMULATION,
    tickMs: 3_600_000,
    heartbeatMs: 3_600_000,
  });
  await within(bar.ready, 'the simulated bar to connect');
}, 120_000);

afterAll(async () => {
  await bar?.stop();
  await t?.close();
});

describe('the fleet overview', () => {
  it('answers a row for each bar the caller may select, and only those', async () => {
    const avail = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/avail', headers: bearer(who.barman.token) });
    const held = (avail.json() as Array<{ _id: string }>).map((b) => b._id).sort();
    const rows = await fleetOf('barman');
    expect(rows.map((r) => r.barId).sort()).toEqual(held);
    expect(held).not.toContain(lasVegas);
    expect((await fleetOf('superadmin')).map((r) => r.barId)).toContain(lasVegas);
    const milano = rows.find((r) => r.barId === barId)!;
    expect(milano).toMatchObject({
      name: 'Milano Duomo',
      currency: 'EUR',
      robots: expect.arrayContaining([expect.objectContaining({ tagName: expect.any(String) })]),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/fleet' })).statusCode).toBe(401);
  });

  it("lets a console follow its own user's fleet topic only", async () => {
    const console = await consoleOf('barman');
    expect(await console.subscribe(fleetTopic(who.barman.id), fleetTopic(who.superadmin.id), 'fleet/#', 'fleet/+')).toEqual([0, 128, 128, 128]);
    await console.end();
  });

  it('pushes a drink through the queue into today’s sales, and an alarm in and out, on one topic', async () => {
    const before = (await fleetOf('barman')).find((r) => r.barId === barId)!;
    const console = await consoleOf('barman');
    await console.subscribe(fleetTopic(who.barman.id));

    const drinkId = '0b3a4c2e-5d6f-4a7b-8c9d-00000000f1ee';
    bar.model.execute('orderDrink', { drinkId, recipe: { name: 'Water', price: 2.5, category: '', ingredients: [] } });
    const queued = await rowOn(console, barId, (r) => r.queue.count === before.queue.count + 1, 'the drink in the queue');
    expect(queued.queue.oldestCreatedAt).not.toBeNull();
    for (let i = 0; i < 60 && bar.model.drinks.get(drinkId)?.status !== 'delivered'; i++) bar.model.step(5_000);
    const sold = await rowOn(console, barId, (r) => r.today.drinks === before.today.drinks + 1, 'the drink sold today');
    expect(sold.queue.count).toBe(before.queue.count);
    expect(sold.today.revenue).toBeCloseTo(before.today.revenue + 2.5, 2);

    bar.model.execute('emergencyStop', {});
    await rowOn(console, barId, (r) => r.alarms.critical === before.alarms.critical + 1, 'the emergency alarm on the row');
    bar.model.execute('restoreEmergency', {});
    await rowOn(console, barId, (r) => r.alarms.critical === before.alarms.critical, 'the emergency alarm gone from the row');

    // what the messages built is what the database says
    const live = (await fleetOf('barman')).find((r) => r.barId === barId)!;
    await t.app.fleet.resync();
    expect((await fleetOf('barman')).find((r) => r.barId === barId)).toEqual(live);
    await console.end();
  });

  it('never sends a console the rows of bars its user does not hold', async () => {
    await fleetOf('superadmin');
    const barman = await consoleOf('barman');
    const superadmin = await consoleOf('superadmin');
    await barman.subscribe(fleetTopic(who.barman.id));
    await superadmin.subscribe(fleetTopic(who.superadmin.id));
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/ubar/bars/${lasVegas}`,
      headers: { ...bearer(who.superadmin.token), 'x-bar': lasVegas },
      payload: { name: 'Las Vegas Strip North' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await rowOn(superadmin, lasVegas, (r) => r.name === 'Las Vegas Strip North', 'the renamed bar on the superadmin fleet');
    // the barman's console has had the same push (both are served by one timer)
    await new Promise((r) => setTimeout(r, 600));
    expect(latestRows(barman).has(lasVegas)).toBe(false);
    await barman.end();
    await superadmin.end();
  });
});
