import type { AddressInfo } from 'node:net';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBarController, type BarController } from '@bar/simulator';
import { appOrders, bars, drinks, robots } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { endAllMqtt, within } from '../test/mqtt.js';

let t: TestApp;
let sim: BarController;
let barId: string;

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  barId = await createBar(t.db, { name: 'Busy bar' });
  await t.db.update(bars).set({ open: true }).where(eq(bars.id, barId));
  const [robot] = await t.db.insert(robots).values({ barId, tagName: 'BB-R1', displayName: 'Busy Robot', status: 'RUNNING' }).returning({ id: robots.id });
  const { token } = await t.app.tokens.issueBar(barId);
  sim = startBarController({
    brokerUrl: `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`,
    token,
    setup: {
      barId,
      name: 'Busy bar',
      version: 'ms3.1',
      open: true,
      theme: 'auto',
      roboticSystem: {},
      robots: [{ id: robot.id, tagName: 'BB-R1', displayName: 'Busy Robot', status: 'RUNNING', enabled: true }],
    },
    simulation: { speed: 60, ordersPerHour: 120, cupErrorsPerHour: 0, fenceTripsPerHour: 0, robotFaultsPerHour: 0, emptyBottlesPerHour: 0 },
    tickMs: 100,
  });
  await within(sim.ready, 'the simulator to connect');
});

afterAll(async () => {
  await sim?.stop();
  await endAllMqtt();
  await t?.close();
});

describe('customer orders from the simulated bar', () => {
  it('become paid app orders whose drinks carry the order id, visible through the API', async () => {
    const drink = await within(
      (async () => {
        for (;;) {
          const [row] = await t.db.select().from(drinks).where(isNotNull(drinks.appOrderId)).limit(1);
          const [order] = row ? await t.db.select().from(appOrders).where(eq(appOrders.id, row.appOrderId!)) : [];
          if (order?.status === 'paid') return row;
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      'a customer order with a drink',
    );
    expect(['App', 'Kiosk']).toContain(drink.type);
    await createUser(t.db, 'barman@busy.test', { roles: [{ barId, role: 'BARMAN' }] });
    const token = await signIn(t.app, 'barman@busy.test');
    const res = await t.app.inject({ method: 'GET', url: `/api/uorder/apporders/${drink.appOrderId}`, headers: { ...bearer(token), 'x-bar': barId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', type: drink.type, currency: 'EUR' });
    expect(res.json().drinks.map((d: { _id: string }) => d._id)).toContain(drink.id);
  });
});
