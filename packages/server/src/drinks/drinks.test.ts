import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTopic, BAR_FEATURES } from '@bar/domain';
import { startBarController, type BarController } from '@bar/simulator';
import { barIngredients, bars, dispensers, drinks, robots } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt, within } from '../test/mqtt.js';
import { recipeColumns } from './repository.js';
import { expectError } from '../test/error-answer.js';

let t: TestApp;
let url: string;
let barId: string;
let otherBar: string;
let sim: BarController;
const tokens = {} as Record<'admin' | 'barman' | 'maint' | 'stranger', string>;
/** What a drink keeps of the menu's Negroni (menu price 9). */
const snapshot = { name: 'Negroni', price: 9, category: 'Classics', ingredients: [{ name: 'Gin', quantity: 1, type: 'Bottle' }] };
/** The menu's Negroni as an order names it. */
let recipe: { _id: string };

const call = (method: 'POST' | 'PATCH' | 'GET' | 'DELETE', path: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${path}`, headers: { ...bearer(token), 'x-bar': barId, ...headers }, ...(payload ? { payload } : {}) });

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  return within(
    (async () => {
      for (;;) {
        const v = await read();
        if (v !== undefined) return v;
        await new Promise((r) => setTimeout(r, 50));
      }
    })(),
    what,
  );
}
const statusOf = async (id: string) => (await t.db.select({ status: drinks.status }).from(drinks).where(eq(drinks.id, id)))[0]?.status;

async function insertDrink(bar: string, status: string) {
  const [row] = await t.db
    .insert(drinks)
    .values({ barId: bar, status, type: 'App', name: 'Ann', ...recipeColumns(snapshot) })
    .returning({ id: drinks.id });
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { timeoutMs: 3_000, sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  barId = await createBar(t.db, { name: 'Drinks bar' });
  otherBar = await createBar(t.db, { name: 'Other bar' });
  await t.db.update(bars).set({ open: true });
  const [robot] = await t.db.insert(robots).values({ barId, tagName: 'DR-R1', displayName: 'Drinks Robot', status: 'STOP' }).returning({ id: robots.id });
  await createUser(t.db, 'admin@drinks.test', { roles: [{ barId, role: 'ADMIN' }] });
  await createUser(t.db, 'barman@drinks.test', { roles: [{ barId, role: 'BARMAN' }] });
  await createUser(t.db, 'maint@drinks.test', { roles: [{ barId, role: 'MAINT' }] });
  await createUser(t.db, 'stranger@drinks.test', { roles: [{ barId: otherBar, role: 'ADMIN' }] });
  for (const who of ['admin', 'barman', 'maint', 'stranger'] as const) tokens[who] = await signIn(t.app, `${who}@drinks.test`);
  // the menu: a Negroni of Gin, poured from a full bottle
  await t.db
    .update(bars)
    .set({ features: Object.fromEntries(BAR_FEATURES.map((f) => [f, true])) })
    .where(eq(bars.id, barId));
  const [gin] = await t.db.insert(barIngredients).values({ barId, kind: 'bottles', name: 'Gin', alcoholPerc: 40 }).returning({ id: barIngredients.id });
  await t.db
    .insert(dispensers)
    .values({ barId, kind: 'bottles', graphicCode: 'B1', capacityId: '700ml', doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 20, ingredientId: gin.id });
  const category = await call('POST', '/udrink/categories/create', tokens.admin, { name: 'Classics', color: '#C0392B', price: 9 });
  const negroni = await call('POST', '/udrink/recipes/create', tokens.admin, {
    categoryId: category.json()._id,
    name: 'Negroni',
    ingredients: [{ ingredientType: 'Bottle', ingredientName: 'Gin', quantity: 1 }],
  });
  expect(negroni.statusCode, negroni.body).toBe(201);
  recipe = negroni.json();
  const { token } = await t.app.tokens.issueBar(barId);
  sim = startBarController({
    brokerUrl: url,
    token,
    setup: {
      barId,
      name: 'Drinks bar',
      version: 'ms3.1',
      open: true,
      theme: 'auto',
      roboticSystem: {},
      robots: [{ id: robot.id, tagName: 'DR-R1', displayName: 'Drinks Robot', status: 'STOP', enabled: true }],
    },
    // no customers, faults or failures; fast, so an ordered drink is delivered within a few seconds
    simulation: { speed: 60, ordersPerHour: 0, cupErrorsPerHour: 0, fenceTripsPerHour: 0, robotFaultsPerHour: 0, emptyBottlesPerHour: 0, drinkErrorRate: 0 },
    tickMs: 100,
  });
  await within(sim.ready, 'the simulator to connect');
  await until(
    async () => ((await t.db.select({ liveCheck: bars.liveCheck }).from(bars).where(eq(bars.id, barId)))[0].liveCheck ? true : undefined),
    'the first heartbeat',
  );
});

afterAll(async () => {
  await sim?.stop();
  await endAllMqtt();
  await t?.close();
});

describe('ordering a drink', () => {
  it('refuses a bad body with 400 and a caller without a role on the bar with 403', async () => {
    const bad = await call('POST', '/ubar/bars/orderDrink', tokens.barman, { barId, recipe: { price: 3 } });
    expectError(bad, 400, 'VALIDATION_FAILED');
    const foreign = await call('POST', '/ubar/bars/orderDrink', tokens.stranger, { barId, recipe });
    expectError(foreign, 403, 'FORBIDDEN');
  });

  it('stores an open drink, publishes it and hands it to the bar; a retried key orders once', async () => {
    const consoleClient = await connectMqtt(url, { username: 'barman@drinks.test', password: tokens.barman });
    expect(await consoleClient.subscribe(adminTopic(barId))).toEqual([0]);
    const res = await call('POST', '/ubar/bars/orderDrink', tokens.barman, { barId, recipe, orderName: 'Ann' }, { 'idempotency-key': 'order-1' });
    expect(res.statusCode, res.body).toBe(200);
    const drink = res.json();
    expect(drink).toMatchObject({ status: 'open', type: 'Admin', name: 'Ann', priority: false, recipe: { name: 'Negroni', price: 9 } });
    for (;;) {
      const msg = JSON.parse((await consoleClient.next('the drink live message')).payload);
      if (msg.type === 'drink' && msg.payload._id === drink._id) {
        expect(msg.payload.status).toBe('open');
        break;
      }
    }
    expect(sim.model.drinks.has(drink._id)).toBe(true);
    const again = await call('POST', '/ubar/bars/orderDrink', tokens.barman, { barId, recipe, orderName: 'Ann' }, { 'idempotency-key': 'order-1' });
    expect(again.json()._id).toBe(drink._id);
    expect(await t.db.select().from(drinks).where(eq(drinks.name, 'Ann'))).toHaveLength(1);
    const active = await call('GET', `/uorder/drink/active?barId=${barId}`, tokens.barman);
    expect(active.json().map((d: { _id: string }) => d._id)).toContain(drink._id);
  });
});

describe('queue actions on an open drink', () => {
  let id: string;
  beforeAll(async () => {
    id = (await call('POST', '/ubar/bars/orderDrink', tokens.barman, { recipe, orderName: 'Bob' })).json()._id;
  });

  it('changes the priority of an open drink and tells the bar', async () => {
    const res = await call('PATCH', `/uorder/drink/${id}`, tokens.barman, { priority: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().priority).toBe(true);
    expect(sim.model.drinks.get(id)?.priority).toBe(true);
  });

  it('refuses a body with neither or both keys (400), a status other than error_ack or an ack of a non-error drink (409)', async () => {
    expectError(await call('PATCH', `/uorder/drink/${id}`, tokens.barman, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', `/uorder/drink/${id}`, tokens.barman, { priority: true, status: 'error_ack' }), 400, 'VALIDATION_FAILED');
    const delivered = await call('PATCH', `/uorder/drink/${id}`, tokens.barman, { status: 'delivered' });
    expectError(delivered, 409, 'CONFLICT');
    expect(delivered.json().message).toBe('The status of a drink can only be set to error_ack.');
    const ack = await call('PATCH', `/uorder/drink/${id}`, tokens.barman, { status: 'error_ack' });
    expectError(ack, 409, 'CONFLICT');
    expect(ack.json().message).toBe('Only a drink in error can be acknowledged.');
  });

  it('deletes it: the bar drops it and it ends canceled; a second delete and a priority change are 409', async () => {
    const res = await call('DELETE', `/uorder/drink/${id}`, tokens.barman);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('canceled');
    expect(sim.model.drinks.has(id)).toBe(false);
    expectError(await call('DELETE', `/uorder/drink/${id}`, tokens.barman), 409, 'CONFLICT');
    const prio = await call('PATCH', `/uorder/drink/${id}`, tokens.barman, { priority: false });
    expectError(prio, 409, 'CONFLICT');
    expect(prio.json().message).toBe('Only open drinks can change priority.');
  });

  it('answers 404 for a drink of another bar', async () => {
    const foreign = await insertDrink(otherBar, 'open');
    expectError(await call('DELETE', `/uorder/drink/${foreign}`, tokens.barman), 404, 'NOT_FOUND');
    expectError(await call('PATCH', `/uorder/drink/${foreign}`, tokens.barman, { priority: true }), 404, 'NOT_FOUND');
  });
});

describe('acknowledging errors', () => {
  it('moves error to error_ack and publishes it; other statuses are 409', async () => {
    const id = await insertDrink(barId, 'error');
    const consoleClient = await connectMqtt(url, { username: 'barman@drinks.test', password: tokens.barman });
    expect(await consoleClient.subscribe(adminTopic(barId))).toEqual([0]);
    const res = await call('PATCH', `/uorder/drink/${id}`, tokens.barman, { status: 'error_ack' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('error_ack');
    expect((await t.db.select({ status: drinks.status }).from(drinks).where(eq(drinks.id, id)))[0].status).toBe('error_ack');
    for (;;) {
      const msg = JSON.parse((await consoleClient.next('the acknowledged drink message')).payload);
      if (msg.type === 'drink' && msg.payload._id === id) {
        expect(msg.payload.status).toBe('error_ack');
        break;
      }
    }
    const done = await insertDrink(barId, 'delivered');
    expectError(await call('PATCH', `/uorder/drink/${done}`, tokens.barman, { status: 'error_ack' }), 409, 'CONFLICT');
    expectError(await call('DELETE', `/uorder/drink/${done}`, tokens.barman), 409, 'CONFLICT');
  });
});

describe('a closed bar', () => {
  it('refuses the order with 409 and stores no drink', async () => {
    expect((await call('PATCH', `/ubar/bars/${barId}/updateFromBarManager`, tokens.maint, { open: false })).statusCode).toBe(200);
    const res = await call('POST', '/ubar/bars/orderDrink', tokens.barman, { recipe, orderName: 'Closed' });
    expectError(res, 409, 'BAR_CLOSED');
    expect(res.json().message).toBe('The bar is closed.');
    expect(await t.db.select().from(drinks).where(eq(drinks.name, 'Closed'))).toEqual([]);
    expect((await call('PATCH', `/ubar/bars/${barId}/updateFromBarManager`, tokens.maint, { open: true })).statusCode).toBe(200);
  });
});

describe('production history', () => {
  it('an ordered drink is made by the simulated bar and reaches delivered; remake orders it again', async () => {
    expect((await call('POST', '/ubar/bars/generalStart', tokens.maint, {})).statusCode).toBe(200);
    const id = (await call('POST', '/ubar/bars/orderDrink', tokens.barman, { recipe, orderName: 'Made' })).json()._id;
    await until(async () => ((await statusOf(id)) === 'delivered' ? true : undefined), 'the drink to be delivered');
    const page = await call('GET', `/uorder/drink/?status=delivered&search=${encodeURIComponent(JSON.stringify({ name: 'made' }))}`, tokens.barman);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      count: 1,
      page: 0,
      perPage: 5,
      data: [{ _id: id, status: 'delivered', robotSelection: { displayName: 'Drinks Robot' } }],
    });
    const remake = await call('POST', `/uorder/drink/${id}/remake`, tokens.barman, {});
    expect(remake.statusCode, remake.body).toBe(200);
    expect(remake.json()).toMatchObject({ name: 'Made', recipe: { name: 'Negroni' }, priority: false });
    // the robots are running: the bar may already have started it
    expect(['open', 'producing']).toContain(remake.json().status);
    expect(remake.json()._id).not.toBe(id);
    // stored as a remake of the first (the sales analytics count remakes by it)
    const [stored] = await t.db.select({ remakeOf: drinks.remakeOf }).from(drinks).where(eq(drinks.id, remake.json()._id));
    expect(stored.remakeOf).toBe(id);
  });

  it('lists by several statuses with the paging contract and refuses unknown fields', async () => {
    for (let i = 0; i < 6; i++) await insertDrink(barId, i % 2 ? 'error' : 'error_ack');
    const res = await call('GET', '/uorder/drink/?status=error,error_ack&sort={"createdAt":1}', tokens.barman);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(5);
    expect(res.json().count).toBeGreaterThanOrEqual(6);
    expectError(await call('GET', '/uorder/drink/', tokens.barman), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', '/uorder/drink/?status=lost', tokens.barman), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', `/uorder/drink/?status=error&search=${encodeURIComponent('{"color":"red"}')}`, tokens.barman), 400, 'UNKNOWN_QUERY_FIELD');
    const filtered = await call(
      'GET',
      `/uorder/drink/?status=error&search=${encodeURIComponent(JSON.stringify({ 'recipe.name': 'negr', type: 'App' }))}`,
      tokens.barman,
    );
    expect(filtered.json().data.every((d: { status: string; type: string }) => d.status === 'error' && d.type === 'App')).toBe(true);
  });
});
