import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAR_CLOSED_MESSAGE, adminTopic, type LiveMessage } from '@bar/domain';
import { startBarController, type BarController, type BarSetup } from '@bar/simulator';
import { barCommands, bars, dispensers, drinks, robots } from '../db/schema.js';
import { recipeColumns } from '../drinks/repository.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt, within, type TestMqttClient } from '../test/mqtt.js';

let t: TestApp;
let url: string;
let barId: string;
let setup: BarSetup;
let consoleClient: TestMqttClient;
let sim: BarController | undefined;
const tokens = {} as Record<'maint' | 'barman' | 'admin', string>;
/** The menu recipe staff order: ice only, so the bar can always make it. */
let recipeId: string;
const iceRecipe = { name: 'Ice cup', price: 1, category: 'Basics', ingredients: [{ name: 'Ice', quantity: 2, type: 'Ice' }] };

const call = (method: 'POST' | 'PATCH' | 'PUT' | 'GET', path: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${path}`, headers: { ...bearer(token), 'x-bar': barId }, ...(payload ? { payload } : {}) });
const setOpen = (open: boolean) => call('PATCH', `/ubar/bars/${barId}/updateFromBarManager`, tokens.maint, { open });
const barRow = async () => (await t.db.select().from(bars).where(eq(bars.id, barId)))[0];
const drinkCount = async () => (await t.db.select({ n: count() }).from(drinks).where(eq(drinks.barId, barId)))[0].n;

async function until(check: () => Promise<boolean>, what: string) {
  await within(
    (async () => {
      while (!(await check())) await new Promise((r) => setTimeout(r, 50));
    })(),
    what,
  );
}

/** The bar's controller (the simulator) connecting with what it believes; it heartbeats every 300 ms. */
async function connectBar(believedOpen: boolean) {
  const { token } = await t.app.tokens.issueBar(barId);
  sim = startBarController({
    brokerUrl: url,
    token,
    setup: { ...setup, open: believedOpen },
    simulation: { ordersPerHour: 0, cupErrorsPerHour: 0, fenceTripsPerHour: 0, robotFaultsPerHour: 0, emptyBottlesPerHour: 0 },
    tickMs: 100,
    heartbeatMs: 300,
  });
  await within(sim.ready, 'the simulated bar to connect');
  return sim;
}

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { timeoutMs: 3_000, sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  barId = await createBar(t.db, { name: 'Outage' });
  await t.db.update(bars).set({ open: true }).where(eq(bars.id, barId));
  const [robot] = await t.db.insert(robots).values({ barId, tagName: 'OU-R1', displayName: 'Outage Robot', status: 'STOP' }).returning({ id: robots.id });
  setup = {
    barId,
    name: 'Outage',
    version: 'ms3.1',
    open: true,
    theme: 'auto',
    roboticSystem: {},
    robots: [{ id: robot.id, tagName: 'OU-R1', displayName: 'Outage Robot', status: 'STOP', enabled: true }],
  };
  for (const role of ['maint', 'barman', 'admin'] as const) {
    await createUser(t.db, `${role}@outage.test`, { roles: [{ barId, role: role.toUpperCase() as 'MAINT' }] });
    tokens[role] = await signIn(t.app, `${role}@outage.test`);
  }
  await t.db
    .update(bars)
    .set({ features: { bottles: true, ice: true } })
    .where(eq(bars.id, barId));
  await t.db.insert(dispensers).values({ barId, kind: 'ice', graphicCode: 'ICE1', dispensingTime: 1000 });
  const category = await call('POST', '/udrink/categories/create', tokens.admin, { name: 'Basics', color: '#3366AA', price: 1 });
  expect(category.statusCode, category.body).toBe(201);
  const created = await call('POST', '/udrink/recipes/create', tokens.admin, {
    categoryId: category.json()._id,
    name: 'Ice cup',
    ingredients: [{ ingredientType: 'Ice', ingredientName: 'Ice', quantity: 2 }],
  });
  expect(created.statusCode, created.body).toBe(201);
  recipeId = created.json()._id;
  consoleClient = await connectMqtt(url, { username: 'maint@outage.test', password: tokens.maint });
  expect(await consoleClient.subscribe(adminTopic(barId))).toEqual([0]);

  // the bar was online, then its link went down and nothing was heard from it for over 3 minutes
  const first = await connectBar(true);
  await until(async () => (await barRow()).liveCheck !== null, 'the first heartbeat');
  await first.stop();
  await t.db
    .update(bars)
    .set({ liveCheck: new Date(Date.now() - 4 * 60_000) })
    .where(eq(bars.id, barId));
});

afterAll(async () => {
  await sim?.stop();
  await endAllMqtt();
  await t?.close();
});

const liveBarMessages = () =>
  consoleClient.received.map((m) => JSON.parse(m.payload) as LiveMessage).filter((m) => m.type === 'bar') as Array<{
    type: 'bar';
    payload: { open: boolean; openPending?: boolean };
  }>;

describe('closing a bar that is offline', () => {
  let closedAt = 0;

  it('is stored and published at once, answered 202 with the close pending delivery', async () => {
    const res = await setOpen(false);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ barId, open: false, openPending: true });
    expect(await barRow()).toMatchObject({ open: false, openPending: true });
    const current = await call('GET', '/ubar/bars/current', tokens.barman);
    expect(current.json()).toMatchObject({ open: false, openPending: true });
    await until(async () => liveBarMessages().some((m) => m.payload.open === false && m.payload.openPending === true), 'the closed bar on the live topic');
    closedAt = consoleClient.received.length;
  });

  it('refuses every new order with 409 while closed and stores no drink', async () => {
    const before = await drinkCount();
    const order = await call('POST', '/ubar/bars/orderDrink', tokens.barman, { recipe: { _id: recipeId }, orderName: 'During the outage' });
    expect([order.statusCode, order.json().code]).toEqual([409, 'BAR_CLOSED']);
    const [made] = await t.db
      .insert(drinks)
      .values({ barId, status: 'delivered', type: 'App', name: 'Ann', ...recipeColumns(iceRecipe) })
      .returning({ id: drinks.id });
    const remake = await call('POST', `/uorder/drink/${made.id}/remake`, tokens.barman, {});
    expect([remake.statusCode, remake.json().code]).toEqual([409, 'BAR_CLOSED']);
    expect(await drinkCount()).toBe(before + 1);
  });

  it('does not open it again while offline (409) and leaves it closed', async () => {
    const res = await setOpen(true);
    expect([res.statusCode, res.json().code]).toEqual([409, 'BAR_OFFLINE']);
    expect(await barRow()).toMatchObject({ open: false, openPending: true });
  });

  it('tells the bar at its first heartbeat after reconnecting; its stale open report never reopens it', async () => {
    const setOpenCommands = () =>
      t.db
        .select()
        .from(barCommands)
        .where(and(eq(barCommands.barId, barId), eq(barCommands.command, 'setOpen')));
    const reconnected = await connectBar(true);
    await until(async () => !(await barRow()).openPending && (await setOpenCommands()).some((c) => c.status === 'done'), 'the bar to carry out the close');
    expect(reconnected.model.open).toBe(false);
    expect(await barRow()).toMatchObject({ open: false, openPending: false });
    expect((await setOpenCommands()).filter((c) => c.status === 'done')).toEqual([expect.objectContaining({ args: { open: false }, issuedBy: null })]);
    const since = consoleClient.received
      .slice(closedAt)
      .map((m) => JSON.parse(m.payload) as LiveMessage)
      .filter((m) => m.type === 'bar');
    expect(since.length).toBeGreaterThan(0);
    expect(since.every((m) => (m.payload as { open: boolean }).open === false)).toBe(true);
  });

  it('opens once the bar is online again, and orders are taken', async () => {
    const res = await setOpen(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(sim!.model.open).toBe(true);
    await until(async () => (await barRow()).open, 'the open bar to be stored');
    const order = await call('POST', '/ubar/bars/orderDrink', tokens.barman, { recipe: { _id: recipeId }, orderName: 'After the outage' });
    expect(order.statusCode, order.body).toBe(200);
  });
});

describe('open state changed in the bar settings', () => {
  it('is enforced at once and sent to the bar at its next heartbeat', async () => {
    const saved = await call('PUT', `/ubar/bars/${barId}`, tokens.admin, { open: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ open: false, openPending: true });
    const order = await call('POST', '/ubar/bars/orderDrink', tokens.barman, { recipe: { _id: recipeId }, orderName: 'After closing time' });
    expect([order.statusCode, order.json().code, order.json().message]).toEqual([409, 'BAR_CLOSED', BAR_CLOSED_MESSAGE]);
    await until(async () => !(await barRow()).openPending, 'the bar to confirm');
    expect(sim!.model.open).toBe(false);
    expect((await barRow()).open).toBe(false);
  });
});
