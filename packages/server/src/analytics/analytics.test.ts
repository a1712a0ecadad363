import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { emptyTally, figuresOf, type Analytics, type AnalyticsFigures } from '@bar/domain';
import { appOrders, bars, drinks } from '../db/schema.js';
import { recipeColumns } from '../drinks/repository.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

/**
 * The figures of a fixed data set, computed by hand. Rome's clocks go forward on Sunday 29/03/2026 at
 * 02:00 (01:00 UTC): that day has 23 hours, and its hours after the change are UTC + 2.
 * Asked: 28/03/2026–29/03/2026 → instants [27/03 23:00Z, 29/03 22:00Z); previous: 26–27/03.
 */
let t: TestApp;
let rome: string;
let vegas: string;
let foreign: string;
const tokens: Record<string, string> = {};

const recipe = (name: string, price: number) => ({ name, price, category: 'Classics', ingredients: [{ name: 'Gin', quantity: 1, type: 'Bottle' }] });
const NEGRONI = recipe('Negroni', 9);
const SPRITZ = recipe('Spritz', 8.5);
const MOJITO = recipe('Mojito', 10);
const KIOSK_SPRITZ = randomUUID();

type DrinkSpec = { barId: string; type: string; recipe: ReturnType<typeof recipe>; status: string; at: string; waitS?: number; id?: string; remakeOf?: string };
const drink = ({ barId, type, recipe: r, status, at, waitS, id, remakeOf }: DrinkSpec) => {
  const createdAt = new Date(at);
  return {
    ...(id ? { id } : {}),
    barId,
    type,
    status,
    ...recipeColumns(r),
    remakeOf: remakeOf ?? null,
    createdAt,
    updatedAt: new Date(createdAt.getTime() + (waitS ?? 5) * 1000 + 400), // 400 ms: waits are whole seconds
  };
};

beforeAll(async () => {
  t = await startTestApp({ exports: { autoStart: false } });
  rome = await createBar(t.db, { name: 'Roma' });
  vegas = await createBar(t.db, { name: 'Vegas' });
  foreign = await createBar(t.db, { name: 'Foreign' });
  await t.db.update(bars).set({ timeZone: 'Europe/Rome' }).where(eq(bars.id, rome));
  await t.db.update(bars).set({ timeZone: 'America/Los_Angeles' }).where(eq(bars.id, vegas));
  await createUser(t.db, 'admin@analytics.test', {
    roles: [
      { barId: rome, role: 'ADMIN' },
      { barId: vegas, role: 'MSADMIN' },
      { barId: foreign, role: 'BARMAN' },
    ],
  });
  await createUser(t.db, 'barman@analytics.test', { roles: [{ barId: rome, role: 'BARMAN' }] });
  tokens.admin = await signIn(t.app, 'admin@analytics.test');
  tokens.barman = await signIn(t.app, 'barman@analytics.test');

  await t.db.insert(drinks).values(
    [
      // current period, 28/03 (CET, UTC + 1)
      { barId: rome, type: 'App', recipe: NEGRONI, status: 'delivered', at: '2026-03-27T23:30:00Z', waitS: 60 }, // 00:30, hour 0
      { barId: rome, type: 'App', recipe: NEGRONI, status: 'delivered', at: '2026-03-28T22:59:00Z', waitS: 120 }, // 23:59, hour 23
      // 29/03, the day of the change
      { barId: rome, type: 'Kiosk', recipe: SPRITZ, status: 'delivered', at: '2026-03-28T23:10:00Z', waitS: 90 }, // 00:10, hour 0
      { barId: rome, type: 'App', recipe: NEGRONI, status: 'delivered', at: '2026-03-29T00:45:00Z', waitS: 30 }, // 01:45 CET, hour 1
      { barId: rome, type: 'Kiosk', recipe: SPRITZ, status: 'delivered', at: '2026-03-29T01:20:00Z', waitS: 300, id: KIOSK_SPRITZ }, // 03:20 CEST, hour 3
      { barId: rome, type: 'Admin', recipe: MOJITO, status: 'error', at: '2026-03-29T10:00:00Z' }, // 12:00
      { barId: rome, type: 'Admin', recipe: MOJITO, status: 'canceled', at: '2026-03-29T10:05:00Z' },
      // the console's remake of the Kiosk Spritz: counted in Kiosk, not sold again
      { barId: rome, type: 'Admin', recipe: SPRITZ, status: 'delivered', at: '2026-03-29T21:30:00Z', waitS: 45, remakeOf: KIOSK_SPRITZ }, // 23:30, hour 23
      { barId: rome, type: 'App', recipe: NEGRONI, status: 'producing', at: '2026-03-29T11:00:00Z' }, // not finished
      { barId: rome, type: 'App', recipe: NEGRONI, status: 'delivered', at: '2026-03-29T22:00:00Z', waitS: 10 }, // 30/03 00:00: after To
      // previous period 26–27/03
      { barId: rome, type: 'App', recipe: NEGRONI, status: 'delivered', at: '2026-03-27T22:59:00Z', waitS: 100 }, // 27/03 23:59
      { barId: rome, type: 'Kiosk', recipe: SPRITZ, status: 'delivered', at: '2026-03-26T08:00:00Z', waitS: 200 }, // 26/03 09:00
      { barId: rome, type: 'App', recipe: NEGRONI, status: 'error_ack', at: '2026-03-26T09:00:00Z' },
      { barId: rome, type: 'App', recipe: NEGRONI, status: 'delivered', at: '2026-03-25T22:59:00Z', waitS: 10 }, // 25/03: before
      // Las Vegas (PDT, UTC − 7 since 08/03)
      { barId: vegas, type: 'App', recipe: MOJITO, status: 'delivered', at: '2026-03-28T07:30:00Z', waitS: 240 }, // 28/03 00:30
      { barId: vegas, type: 'App', recipe: MOJITO, status: 'delivered', at: '2026-03-28T06:30:00Z', waitS: 50 }, // 27/03 23:30: previous
      // a bar the admin only serves at: never in their figures
      { barId: foreign, type: 'App', recipe: MOJITO, status: 'delivered', at: '2026-03-28T12:00:00Z', waitS: 10 },
    ].map(drink),
  );
  const order = (barId: string, type: string, price: string, status: string, refundedAt: string | null) => ({
    barId,
    type,
    paymentMethod: 'shift4',
    price,
    status,
    refundedAt: refundedAt ? new Date(refundedAt) : null,
  });
  await t.db.insert(appOrders).values([
    order(rome, 'App', '18.00', 'refunded', '2026-03-29T12:00:00Z'),
    order(rome, 'Kiosk', '8.50', 'refunded', '2026-03-26T12:00:00Z'),
    order(rome, 'App', '9.00', 'paid', null),
    order(rome, 'App', '7.00', 'refunded', '2026-03-30T12:00:00Z'), // after To
  ]);
}, 60_000);

afterAll(() => t?.close());

const ask = (url: string, token = tokens.admin, bar: string | null = rome) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...(bar ? { 'x-bar': bar } : {}) } });
const RANGE = `from=${encodeURIComponent('28/03/2026')}&to=${encodeURIComponent('29/03/2026')}`;

const figures = (over: Partial<AnalyticsFigures>): AnalyticsFigures => ({ ...figuresOf(emptyTally()), ...over });

describe('GET /api/analytics/sales (one bar)', () => {
  let body: Analytics;
  beforeAll(async () => {
    const res = await ask(`/api/analytics/sales?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });

  it('compares the days asked with as many days before them', () => {
    expect(body.current).toEqual({ from: '2026-03-28', to: '2026-03-29', days: 2 });
    expect(body.previous).toEqual({ from: '2026-03-26', to: '2026-03-27', days: 2 });
    expect(body.bars).toEqual([{ _id: rome, name: 'Roma', timeZone: 'Europe/Rome' }]);
    expect(body.currency).toBe('EUR');
  });

  it('sums, rates, the average and the p90 wait as computed by hand', () => {
    // waits 30 45 60 90 120 300: mean 107.5; p90 at position 4.5 = 120 + 0.5 × 180
    expect(body.totals.current).toEqual(
      figures({
        drinks: 6,
        revenue: 44,
        finished: 8,
        errors: 1,
        canceled: 1,
        remakes: 1,
        errorRate: 0.125,
        remakeRate: 0.125,
        averageWaitSeconds: 107.5,
        p90WaitSeconds: 210,
        refunds: 1,
        refundedAmount: 18,
      }),
    );
    // waits 100 200: p90 = 100 + 0.9 × 100
    expect(body.totals.previous).toEqual(
      figures({
        drinks: 2,
        revenue: 17.5,
        finished: 3,
        errors: 1,
        errorRate: 1 / 3,
        remakeRate: 0,
        averageWaitSeconds: 150,
        p90WaitSeconds: 190,
        refunds: 1,
        refundedAmount: 8.5,
      }),
    );
  });

  it('splits by sales channel, a remake in the channel of the drink it remakes', () => {
    const byChannel = Object.fromEntries(body.channels.map((c) => [c.channel, c.current]));
    expect(byChannel.App).toEqual(
      figures({
        drinks: 3,
        revenue: 27,
        finished: 3,
        errorRate: 0,
        remakeRate: 0,
        averageWaitSeconds: 70,
        p90WaitSeconds: 108,
        refunds: 1,
        refundedAmount: 18,
      }),
    );
    expect(byChannel.Kiosk).toEqual(
      figures({ drinks: 3, revenue: 17, finished: 3, remakes: 1, errorRate: 0, remakeRate: 1 / 3, averageWaitSeconds: 145, p90WaitSeconds: 258 }),
    );
    expect(byChannel.Admin).toEqual(figures({ finished: 2, errors: 1, canceled: 1, errorRate: 0.5, remakeRate: 0 }));
  });

  it("buckets days and hours in the bar's zone, the day of the DST change having no 02:00", () => {
    expect(body.days).toEqual([
      { day: '2026-03-28', drinks: 2, revenue: 18, previousDay: '2026-03-26', previousDrinks: 1, previousRevenue: 8.5 },
      { day: '2026-03-29', drinks: 4, revenue: 26, previousDay: '2026-03-27', previousDrinks: 1, previousRevenue: 9 },
    ]);
    const hours = Object.fromEntries(
      body.hours.filter((h) => h.drinks || h.previousDrinks).map((h) => [h.hour, [h.drinks, h.revenue, h.previousDrinks, h.previousRevenue]]),
    );
    expect(hours).toEqual({ 0: [2, 17.5, 0, 0], 1: [1, 9, 0, 0], 3: [1, 8.5, 0, 0], 9: [0, 0, 1, 8.5], 23: [2, 9, 1, 9] });
    expect(body.hours).toHaveLength(24);
  });

  it('ranks the recipes delivered in either period', () => {
    expect(body.recipes).toEqual([
      { name: 'Negroni', drinks: 3, revenue: 27, previousDrinks: 1, previousRevenue: 9 },
      { name: 'Spritz', drinks: 3, revenue: 17, previousDrinks: 1, previousRevenue: 8.5 },
    ]);
  });

  it("gives the p90 that the database's percentile_cont gives over the same waits", async () => {
    const result = await t.db.execute(sql`
      select percentile_cont(0.9) within group (order by floor(extract(epoch from updated_at - created_at))) as p90 from drinks
      where bar_id = ${rome} and status = 'delivered' and created_at >= '2026-03-27T23:00:00Z' and created_at < '2026-03-29T22:00:00Z'`);
    const rows = Array.isArray(result) ? result : (result as { rows: Array<{ p90: unknown }> }).rows;
    expect(Number(rows[0].p90)).toBe(body.totals.current.p90WaitSeconds);
  });

  it('answers zeros for days without drinks', async () => {
    const res = await ask(`/api/analytics/sales?from=01/01/2020&to=02/01/2020`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.current).toEqual(figures({}));
    expect(res.json().recipes).toEqual([]);
  });
});

describe('GET /api/analytics/sales/all (every bar the caller manages)', () => {
  it('adds the bars up, each in its own zone, and leaves out bars the caller does not manage', async () => {
    const res = await ask(`/api/analytics/sales/all?${RANGE}`, tokens.admin, null);
    expect(res.statusCode, res.body).toBe(200);
    const body: Analytics = res.json();
    expect(body.bars.map((b) => b.name)).toEqual(['Roma', 'Vegas']);
    expect(body.totals.current).toMatchObject({ drinks: 7, revenue: 54, finished: 9 });
    expect(body.totals.previous).toMatchObject({ drinks: 3, revenue: 27.5 });
    expect(body.days[0]).toMatchObject({ day: '2026-03-28', drinks: 3, revenue: 28, previousDrinks: 1 });
    expect(body.days[1]).toMatchObject({ day: '2026-03-29', previousDrinks: 2, previousRevenue: 19 });
    expect(body.hours[0]).toMatchObject({ drinks: 3, revenue: 27.5 });
  });

  it('answers no bars for a caller who manages none', async () => {
    const res = await ask(`/api/analytics/sales/all?${RANGE}`, tokens.barman, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ bars: [], totals: { current: { drinks: 0 } } });
  });
});

describe('refusals', () => {
  it.each([
    ['no dates', '', /From and To/],
    ['only From', 'from=01/03/2026', /From and To/],
    ['an ISO date', 'from=2026-03-01&to=31/03/2026', /dd\/MM\/yyyy/],
    ['no such day', 'from=30/02/2026&to=31/03/2026', /dd\/MM\/yyyy/],
    ['To before From', 'from=02/03/2026&to=01/03/2026', /not be before/],
    ['more than the export limit', 'from=01/01/2026&to=02/04/2026', /at most 3 months/],
    ['an unknown parameter', `${RANGE}&channel=App`, /Unknown query parameter "channel"/],
    ['an oversized date', `from=${'1'.repeat(5000)}&to=01/03/2026`, /dd\/MM\/yyyy/],
  ])('refuses %s with a 400 saying why', async (_label, query, message) => {
    for (const path of ['/api/analytics/sales', '/api/analytics/sales/all']) {
      const res = await ask(`${path}?${query}`);
      expectError(res, 400, 'VALIDATION_FAILED', path);
      const { message: said, details = [] } = res.json() as { message: string; details?: Array<{ message: string }> };
      expect([said, ...details.map((d) => d.message)].join(' ')).toMatch(message);
    }
  });

  it('needs the ADMIN role on the selected bar', async () => {
    expectError(await ask(`/api/analytics/sales?${RANGE}`, tokens.barman), 403, 'FORBIDDEN');
    expectError(await ask(`/api/analytics/sales?${RANGE}`, tokens.admin, foreign), 403, 'FORBIDDEN');
    expectError(await ask(`/api/analytics/sales?${RANGE}`, tokens.admin, null), 400, 'VALIDATION_FAILED');
  });
});
