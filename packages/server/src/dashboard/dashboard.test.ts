import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drinks } from '../db/schema.js';
import { recipeColumns } from '../drinks/repository.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

let t: TestApp;
let bar: string;
let other: string;
let token: string;

const negroni = {
  name: 'Negroni',
  price: 9.1,
  category: 'Classics',
  ingredients: [
    { name: 'Gin', quantity: 1, type: 'Bottle' },
    { name: 'Campari', quantity: 1, type: 'Bottle' },
  ],
};
const spritz = {
  name: 'Spritz',
  price: 8.2,
  category: 'Aperitivi',
  ingredients: [
    { name: 'Aperol', quantity: 2, type: 'Bottle' },
    { name: 'Ice', quantity: 3, type: 'Ice' },
  ],
};
const today = new Date();
const since = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
const at = (h: number, m = 0) => new Date(since.getTime() + h * 3_600_000 + m * 60_000);
const hour = (h: number) => at(h).toISOString();

beforeAll(async () => {
  t = await startTestApp({ commands: { sweepIntervalMs: 0 } });
  bar = await createBar(t.db, { name: 'Dash' });
  other = await createBar(t.db, { name: 'Other' });
  await createUser(t.db, 'barman@dash.test', { roles: [{ barId: bar, role: 'BARMAN' }] });
  token = await signIn(t.app, 'barman@dash.test');
  const row = (barId: string, recipe: typeof negroni, status: string, createdAt: Date) => ({ barId, status, ...recipeColumns(recipe), createdAt });
  await t.db.insert(drinks).values([
    row(bar, negroni, 'delivered', at(9, 10)),
    row(bar, negroni, 'delivered', at(9, 50)),
    row(bar, spritz, 'delivered', at(11, 5)),
    row(bar, spritz, 'error', at(11, 6)), // not sold
    row(bar, negroni, 'producing', at(11, 7)), // not sold yet
    row(bar, negroni, 'delivered', new Date(since.getTime() - 60_000)), // yesterday
    row(other, spritz, 'delivered', at(10)), // another bar
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/uorder/drink/today', () => {
  it('computes the numbers from the delivered drinks of the bar since the start of the day', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/uorder/drink/today?barId=${bar}&since=${since.toISOString()}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      totalOrders: 3,
      totalAmount: 26.4,
      sales: [
        { date: hour(9), value: 18.2 },
        { date: hour(11), value: 8.2 },
      ],
      drinks: [
        { name: 'Negroni', value: 2 },
        { name: 'Spritz', value: 1 },
      ],
      categories: [
        { name: 'Classics', value: 2 },
        { name: 'Aperitivi', value: 1 },
      ],
      ingredients: [
        { name: 'Ice', value: 3 },
        { name: 'Aperol', value: 2 },
        { name: 'Campari', value: 2 },
        { name: 'Gin', value: 2 },
      ],
    });
  });

  it('answers empty lists when nothing was sold', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/uorder/drink/today?since=2030-01-01T00:00:00Z`, headers: { ...bearer(token), 'x-bar': bar } });
    expect(res.json()).toEqual({ totalOrders: 0, totalAmount: 0, sales: [], drinks: [], categories: [], ingredients: [] });
  });

  it('refuses a bad since and a bar the caller has no role on', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/uorder/drink/today?since=yesterday`, headers: { ...bearer(token), 'x-bar': bar } }),
      400,
      'VALIDATION_FAILED',
    );
    const lastWeek = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/uorder/drink/today?since=${lastWeek}`, headers: { ...bearer(token), 'x-bar': bar } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await t.app.inject({ method: 'GET', url: `/api/uorder/drink/today`, headers: { ...bearer(token), 'x-bar': other } }), 403, 'FORBIDDEN');
  });
});
