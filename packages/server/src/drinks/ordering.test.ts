import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAR_FEATURES } from '@bar/domain';
import { startBarController, type BarController } from '@bar/simulator';
import { barIngredients, barCommands, bars, dispensers, drinks, robots } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { endAllMqtt, within } from '../test/mqtt.js';
import { recipeColumns } from './repository.js';
import { expectError } from '../test/error-answer.js';

/**
 * Ordering from the menu (SPEC §2 Menu 'Order it!', §7 orderDrink): the server takes the recipe
 * and its price from the menu by id, refuses what the menu marks unavailable, and an order the bar
 * never took (offline, no answer) leaves nothing stored on any ordering path.
 */

const TIMEOUT_MS = 2_000;
let t: TestApp;
let live: string;
let silent: string;
let sim: BarController;
let admin: string;
let barman: string;
const menu = {} as Record<'live' | 'silent', Record<string, MenuRecipe>>;

interface MenuRecipe {
  _id: string;
  name: string;
  price: number | null;
  effectivePrice: number;
  valid: boolean;
  unavailableReasons: string[];
  ingredients: Array<{ _id: string; ingredientName: string; ingredientType: string; quantity: number }>;
}

const call = (method: 'POST' | 'GET' | 'PATCH', path: string, bar: string, payload?: object, headers: Record<string, string> = {}, token = barman) =>
  t.app.inject({ method, url: `/api${path}`, headers: { ...bearer(token), 'x-bar': bar, ...headers }, ...(payload ? { payload } : {}) });
const drinksOf = async (bar: string) => (await t.db.select({ n: count() }).from(drinks).where(eq(drinks.barId, bar)))[0].n;
const setLiveCheck = (bar: string, at: Date | null) => t.db.update(bars).set({ liveCheck: at }).where(eq(bars.id, bar));

/** The web client's renaming: every `_id` of a record becomes `id`. */
function renamed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(renamed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === '_id' ? 'id' : k, renamed(v)]));
  return value;
}

/** Gin in a bottle with 20 parts, Campari in an empty bottle, Lime held by no dispenser, an ice dispenser. */
async function stockBar(bar: string) {
  await t.db
    .update(bars)
    .set({ features: Object.fromEntries(BAR_FEATURES.map((f) => [f, true])), open: true })
    .where(eq(bars.id, bar));
  const [gin, campari] = await t.db
    .insert(barIngredients)
    .values([
      { barId: bar, kind: 'bottles', name: 'Gin', alcoholPerc: 40 },
      { barId: bar, kind: 'bottles', name: 'Campari', alcoholPerc: 25 },
      { barId: bar, kind: 'garnishes', name: 'Lime' },
    ])
    .returning({ id: barIngredients.id });
  await t.db.insert(dispensers).values([
    { barId: bar, kind: 'bottles', graphicCode: 'B1', capacityId: '700ml', doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 20, ingredientId: gin.id },
    { barId: bar, kind: 'bottles', graphicCode: 'B2', capacityId: '700ml', doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 0, ingredientId: campari.id },
    { barId: bar, kind: 'ice', graphicCode: 'ICE1', dispensingTime: 1000 },
  ]);
  const category = await call('POST', '/udrink/categories/create', bar, { name: 'Classics', color: '#C0392B', price: 9 }, {}, admin);
  expect(category.statusCode, category.body).toBe(201);
  const recipes: Array<{ name: string; price?: number; ingredients: object[] }> = [
    {
      name: 'Gin on ice',
      ingredients: [
        { ingredientType: 'Bottle', ingredientName: 'Gin', quantity: 2 },
        { ingredientType: 'Ice', ingredientName: 'Ice', quantity: 3 },
      ],
    },
    { name: 'Martini', price: 12.5, ingredients: [{ ingredientType: 'Bottle', ingredientName: 'Gin', quantity: 3 }] },
    {
      name: 'Negroni',
      ingredients: [
        { ingredientType: 'Bottle', ingredientName: 'Gin', quantity: 1 },
        { ingredientType: 'Bottle', ingredientName: 'Campari', quantity: 1 },
        { ingredientType: 'Garnish', ingredientName: 'Lime', quantity: 1 },
      ],
    },
  ];
  for (const recipe of recipes) {
    const res = await call('POST', '/udrink/recipes/create', bar, { categoryId: category.json()._id, ...recipe }, {}, admin);
    expect(res.statusCode, res.body).toBe(201);
  }
  const list = await call('GET', `/udrink/recipes/?page=0&perPage=10000&categoryId=${category.json()._id}`, bar);
  expect(list.statusCode, list.body).toBe(200);
  return Object.fromEntries((list.json().data as MenuRecipe[]).map((r) => [r.name, r]));
}

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { timeoutMs: TIMEOUT_MS, sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  live = await createBar(t.db, { name: 'Ordering bar' });
  silent = await createBar(t.db, { name: 'Silent bar' });
  await createUser(t.db, 'admin@ordering.test', {
    roles: [
      { barId: live, role: 'ADMIN' },
      { barId: silent, role: 'ADMIN' },
    ],
  });
  await createUser(t.db, 'barman@ordering.test', {
    roles: [
      { barId: live, role: 'BARMAN' },
      { barId: silent, role: 'BARMAN' },
    ],
  });
  admin = await signIn(t.app, 'admin@ordering.test');
  barman = await signIn(t.app, 'barman@ordering.test');
  menu.live = await stockBar(live);
  menu.silent = await stockBar(silent);

  const [robot] = await t.db
    .insert(robots)
    .values({ barId: live, tagName: 'OR-R1', displayName: 'Ordering Robot', status: 'STOP' })
    .returning({ id: robots.id });
  const { token } = await t.app.tokens.issueBar(live);
  sim = startBarController({
    brokerUrl: `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`,
    token,
    setup: {
      barId: live,
      name: 'Ordering bar',
      version: 'ms3.1',
      open: true,
      theme: 'auto',
      roboticSystem: {},
      robots: [{ id: robot.id, tagName: 'OR-R1', displayName: 'Ordering Robot', status: 'STOP', enabled: true }],
    },
    // robots stay stopped: an ordered drink stays open where the tests can read it
    simulation: { speed: 1, ordersPerHour: 0, cupErrorsPerHour: 0, fenceTripsPerHour: 0, robotFaultsPerHour: 0, emptyBottlesPerHour: 0, drinkErrorRate: 0 },
    tickMs: 100,
  });
  await within(sim.ready, 'the simulator to connect');
  for (;;) {
    const [bar] = await t.db.select({ liveCheck: bars.liveCheck }).from(bars).where(eq(bars.id, live));
    if (bar.liveCheck) break;
    await new Promise((r) => setTimeout(r, 50));
  }
});

afterAll(async () => {
  await sim?.stop();
  await endAllMqtt();
  await t?.close();
});

describe('ordering from the menu', () => {
  it('accepts the recipe record exactly as the menu lists it, and as the web client renames it', async () => {
    const record = menu.live['Gin on ice'];
    const asListed = await call('POST', '/ubar/bars/orderDrink', live, { barId: live, recipe: record, orderName: 'Listed' });
    expect(asListed.statusCode, asListed.body).toBe(200);
    expect(asListed.json()).toMatchObject({ status: 'open', type: 'Admin', name: 'Listed', recipe: { name: 'Gin on ice', price: 9, category: 'Classics' } });

    const asRenamed = await call('POST', '/ubar/bars/orderDrink', live, { barId: live, recipe: renamed(record), orderName: 'Renamed' });
    expect(asRenamed.statusCode, asRenamed.body).toBe(200);
    expect(asRenamed.json().recipe).toEqual(asListed.json().recipe);
  });

  it("stores and sends the menu's name, price and ingredients whatever the client says", async () => {
    const record = menu.live.Martini;
    const forged = {
      ...record,
      name: 'Free Martini',
      price: 0.01,
      effectivePrice: 0.01,
      ingredients: [{ ...record.ingredients[0], ingredientName: 'Gold', quantity: 14 }],
    };
    const res = await call('POST', '/ubar/bars/orderDrink', live, { recipe: forged, orderName: 'Forged' });
    expect(res.statusCode, res.body).toBe(200);
    const menuRecipe = { name: 'Martini', price: 12.5, category: 'Classics', ingredients: [{ name: 'Gin', quantity: 3, type: 'Bottle' }] };
    expect(res.json().recipe).toEqual(menuRecipe);
    const [row] = await t.db.select().from(drinks).where(eq(drinks.id, res.json()._id));
    expect([row.recipePrice, row.recipeName, row.recipe]).toEqual(['12.50', 'Martini', menuRecipe]);
    expect(sim.model.drinks.get(res.json()._id)?.recipe).toEqual(menuRecipe);

    // the older snapshot shape (name, price, ingredients by name) is read the same way
    const snapshot = await call('POST', '/ubar/bars/orderDrink', live, {
      recipe: { _id: record._id, name: 'Martini', price: 1, ingredients: [{ name: 'Gin', quantity: 1, type: 'Bottle' }] },
    });
    expect(snapshot.statusCode, snapshot.body).toBe(200);
    expect(snapshot.json().recipe).toEqual(menuRecipe);
  });

  it("refuses a recipe without id (400) or not on this bar's menu (404), storing nothing", async () => {
    const before = await drinksOf(live);
    const noId = await call('POST', '/ubar/bars/orderDrink', live, { recipe: { name: 'Negroni', price: 9 } });
    expectError(noId, 400, 'VALIDATION_FAILED');
    expect(noId.json().message).toBe('Invalid body: recipe - Choose a recipe of the menu: its id is required');
    const foreign = await call('POST', '/ubar/bars/orderDrink', live, { recipe: menu.silent['Gin on ice'] });
    expectError(foreign, 404, 'NOT_FOUND');
    expect(await drinksOf(live)).toBe(before);
  });

  it('lists why a recipe is unavailable and refuses to order it with 409 naming the ingredients, storing and sending nothing', async () => {
    expect(menu.live['Gin on ice']).toMatchObject({ valid: true, unavailableReasons: [] });
    expect(menu.live.Negroni).toMatchObject({ valid: false, unavailableReasons: ['Campari: bottle empty', 'Lime: not in a garnish dispenser'] });
    const before = await drinksOf(live);
    const commandsBefore = (await t.db.select({ n: count() }).from(barCommands).where(eq(barCommands.barId, live)))[0].n;
    const res = await call('POST', '/ubar/bars/orderDrink', live, { recipe: menu.live.Negroni, orderName: 'Nope' });
    expectError(res, 409, 'RECIPE_UNAVAILABLE');
    expect(res.json().message).toBe('Negroni cannot be made now: Campari: bottle empty; Lime: not in a garnish dispenser.');
    expect(await drinksOf(live)).toBe(before);
    expect((await t.db.select({ n: count() }).from(barCommands).where(eq(barCommands.barId, live)))[0].n).toBe(commandsBefore);
    expect([...sim.model.drinks.values()].some((d) => d.name === 'Nope')).toBe(false);
  });

  it('remakes a drink from its own recipe, refused with the reasons when the bar can no longer pour it', async () => {
    const [made] = await t.db
      .insert(drinks)
      .values({
        barId: live,
        status: 'delivered',
        type: 'App',
        name: 'Again',
        ...recipeColumns({ name: 'Gin on ice', price: 9, category: 'Classics', ingredients: [{ name: 'Gin', quantity: 2, type: 'Bottle' }] }),
      })
      .returning({ id: drinks.id });
    const remake = await call('POST', `/uorder/drink/${made.id}/remake`, live, {});
    expect(remake.statusCode, remake.body).toBe(200);
    expect(remake.json()).toMatchObject({ status: 'open', name: 'Again', recipe: { name: 'Gin on ice', price: 9 } });

    const [spoiled] = await t.db
      .insert(drinks)
      .values({
        barId: live,
        status: 'error',
        type: 'App',
        name: 'Spoiled',
        ...recipeColumns({ name: 'Negroni', price: 9, category: 'Classics', ingredients: [{ name: 'Campari', quantity: 1, type: 'Bottle' }] }),
      })
      .returning({ id: drinks.id });
    const before = await drinksOf(live);
    const refused = await call('POST', `/uorder/drink/${spoiled.id}/remake`, live, {});
    expectError(refused, 409, 'RECIPE_UNAVAILABLE');
    expect(refused.json().message).toBe('Negroni cannot be made now: Campari: bottle empty.');
    expect(await drinksOf(live)).toBe(before);
  });
});

describe('an order the bar never took leaves nothing stored', () => {
  let delivered: string;
  beforeAll(async () => {
    const [row] = await t.db
      .insert(drinks)
      .values({
        barId: silent,
        status: 'delivered',
        type: 'App',
        name: 'Past',
        ...recipeColumns({ name: 'Gin on ice', price: 9, category: 'Classics', ingredients: [] }),
      })
      .returning({ id: drinks.id });
    delivered = row.id;
  });

  it('an offline bar (no live check for over 3 minutes) refuses order and remake with 409', async () => {
    await setLiveCheck(silent, new Date(Date.now() - 4 * 60_000));
    const before = await drinksOf(silent);
    const order = await call('POST', '/ubar/bars/orderDrink', silent, { recipe: menu.silent['Gin on ice'] }, { 'idempotency-key': 'offline-order' });
    expectError(order, 409, 'BAR_OFFLINE');
    const remake = await call('POST', `/uorder/drink/${delivered}/remake`, silent, {});
    expectError(remake, 409, 'BAR_OFFLINE');
    expect(await drinksOf(silent)).toBe(before);
    await setLiveCheck(silent, null);
    expectError(await call('POST', '/ubar/bars/orderDrink', silent, { recipe: menu.silent['Gin on ice'] }), 409, 'BAR_OFFLINE');
    expect(await drinksOf(silent)).toBe(before);
  });

  it('a bar that does not answer in time gets 504 and no drink; a retry under the same key does not make one either', async () => {
    await setLiveCheck(silent, new Date());
    try {
      const before = await drinksOf(silent);
      const first = await call(
        'POST',
        '/ubar/bars/orderDrink',
        silent,
        { recipe: menu.silent['Gin on ice'], orderName: 'Late' },
        { 'idempotency-key': 'late-order' },
      );
      expect([first.statusCode, first.json().message]).toEqual([504, 'The bar did not answer in time: the order was not placed.']);
      expect(await drinksOf(silent)).toBe(before);
      const retry = await call(
        'POST',
        '/ubar/bars/orderDrink',
        silent,
        { recipe: menu.silent['Gin on ice'], orderName: 'Late' },
        { 'idempotency-key': 'late-order' },
      );
      expectError(retry, 504, 'BAR_TIMEOUT');
      const remake = await call('POST', `/uorder/drink/${delivered}/remake`, silent, {});
      expectError(remake, 504, 'BAR_TIMEOUT');
      expect(remake.json().message).toBe('The bar did not answer in time: the order was not placed.');
      expect(await drinksOf(silent)).toBe(before);
      const sent = await t.db
        .select({ n: count() })
        .from(barCommands)
        .where(and(eq(barCommands.barId, silent), eq(barCommands.command, 'orderDrink')));
      expect(sent[0].n).toBe(2);
    } finally {
      await setLiveCheck(silent, null);
    }
  });

  it('a retry under the same key answers the one drink the bar took', async () => {
    const headers = { 'idempotency-key': 'taken-once' };
    const first = await call('POST', '/ubar/bars/orderDrink', live, { recipe: menu.live['Gin on ice'], orderName: 'Once' }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('POST', '/ubar/bars/orderDrink', live, { recipe: menu.live['Gin on ice'], orderName: 'Once' }, headers);
    expect([again.statusCode, again.json()._id]).toEqual([200, first.json()._id]);
    expect(await t.db.select({ id: drinks.id }).from(drinks).where(eq(drinks.name, 'Once'))).toHaveLength(1);
  });
});
