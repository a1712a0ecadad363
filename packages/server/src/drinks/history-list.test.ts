import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drinks } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { EXACT_COUNT_CAP } from './history-repository.js';
import { toDrink } from './repository.js';

// The production history list (GET /uorder/drink/) on a bar with a few thousand finished drinks
// spread over days and hours, some sharing a created_at: every page asked by number must hold
// exactly the rows a plain ORDER BY … OFFSET gives, whatever path the server takes to find them.

let t: TestApp;
let barId: string;
let otherBar: string;
let token: string;

const DELIVERED = EXACT_COUNT_CAP + 300;
const recipe = { name: 'Negroni', price: 9, category: 'Classics', ingredients: [{ name: 'Gin', quantity: 1, type: 'Bottle' }] };

/** `rows` drinks of `bar` in `status`, one every `stepSeconds` from `from`, every 7th sharing its neighbour's created_at. */
async function fill(bar: string, status: string, rows: number, from: string, stepSeconds: number, name = 'Guest') {
  await t.db.execute(sql`
    INSERT INTO drinks (bar_id, type, status, recipe, recipe_name, recipe_price, name, created_at, updated_at)
    SELECT ${bar}::uuid, 'App', ${status}, ${JSON.stringify(recipe)}::jsonb, 'Negroni', 9, ${name} || ' ' || g,
           ${from}::timestamptz + ((g - (g % 7 = 0)::int) * ${stepSeconds}::float8) * interval '1 second',
           ${from}::timestamptz + (g * ${stepSeconds}::float8) * interval '1 second'
    FROM generate_series(1, ${rows}) AS g`);
}

const list = (query: Record<string, string | number>, bar = barId) =>
  t.app.inject({
    method: 'GET',
    url: `/api/uorder/drink/?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    headers: { ...bearer(token), 'x-bar': bar },
  });

/** The ids of the page as the plain query gives them: bar + statuses, createdAt then id in the same direction. */
async function expected(statuses: string[], direction: 1 | -1, offset: number, limit: number, bar = barId): Promise<string[]> {
  const dir = sql.raw(direction === 1 ? 'ASC' : 'DESC');
  const result = await t.db.execute(sql`
    SELECT id FROM drinks WHERE bar_id = ${bar} AND status IN (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )})
    ORDER BY created_at ${dir}, id ${dir} OFFSET ${offset} LIMIT ${limit}`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
}

async function page(status: string, pageIndex: number, perPage: number, direction: 1 | -1 = -1) {
  const res = await list({ status, page: pageIndex, perPage, sort: JSON.stringify({ createdAt: direction }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Array<{ _id: string; status: string; createdAt: string }>;
    count: number;
    countEstimated: boolean;
    page: number;
    perPage: number;
  };
}

beforeAll(async () => {
  t = await startTestApp();
  barId = await createBar(t.db, { name: 'History bar' });
  otherBar = await createBar(t.db, { name: 'Other history bar' });
  await createUser(t.db, 'barman@history.test', { roles: [{ barId, role: 'BARMAN' }] });
  token = await signIn(t.app, 'barman@history.test');
  // ~2 days of delivered drinks (one every 31 s: about 116 an hour), errors and acknowledged errors
  // interleaved with them, a few canceled, open ones (not counted), and another bar's drinks
  await fill(barId, 'delivered', DELIVERED, '2026-03-01T22:30:00Z', 31);
  await fill(barId, 'error', 180, '2026-03-01T23:10:00Z', 613, 'Err');
  await fill(barId, 'error_ack', 150, '2026-03-01T23:00:00Z', 701, 'Ack');
  await fill(barId, 'canceled', 7, '2026-03-02T10:00:00Z', 60);
  await fill(barId, 'open', 12, '2026-03-03T10:00:00Z', 5);
  await fill(otherBar, 'delivered', 400, '2026-03-01T22:00:00Z', 29);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('drink history: pages by number', () => {
  it('page 1 and pages deep in the list hold the rows ORDER BY … OFFSET gives, newest first, with the exact total', async () => {
    const perPage = 25;
    const last = Math.floor((DELIVERED - 1) / perPage);
    for (const index of [0, 1, 7, 40, 111, 150, last - 1, last]) {
      const body = await page('delivered', index, perPage);
      expect(
        body.data.map((d) => d._id),
        `page ${index}`,
      ).toEqual(await expected(['delivered'], -1, index * perPage, perPage));
      expect(body).toMatchObject({ count: DELIVERED, countEstimated: false, page: index, perPage });
    }
    expect((await page('delivered', last, perPage)).data).toHaveLength(DELIVERED - last * perPage);
  });

  it('answers every field of a drink as a plain read of its row does, on page 1 and deep', async () => {
    // the newest delivered drinks and some deep ones with every optional column set
    const newest = await expected(['delivered'], -1, 0, 3);
    const deep = await expected(['delivered'], -1, 3000, 3);
    await t.db
      .update(drinks)
      .set({
        priority: true,
        color: '#ff8800',
        deliveryPosition: 4,
        robotDisplayName: 'Robot 2',
        appOrderId: crypto.randomUUID(),
        error: 'Cup fell',
        recipePrice: '12.40',
      })
      .where(inArray(drinks.id, [newest[0], deep[1]]));
    for (const [index, ids] of [
      [0, newest],
      [1000, deep],
    ] as const) {
      const answered = (await page('delivered', index, 3)).data;
      const rows = await t.db
        .select()
        .from(drinks)
        .where(inArray(drinks.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, JSON.parse(JSON.stringify(toDrink(row))) as unknown]));
      expect(answered).toEqual(ids.map((id) => byId.get(id)));
    }
    expect((await page('delivered', 0, 3)).data[0]).toMatchObject({
      priority: true,
      color: '#ff8800',
      deliveryPosition: 4,
      robotSelection: { displayName: 'Robot 2' },
    });
  });

  it('oldest first too, and with other page sizes', async () => {
    for (const [index, perPage] of [
      [0, 5],
      [3, 10],
      [57, 100],
      [1000, 5],
    ] as const) {
      const body = await page('delivered', index, perPage, 1);
      expect(
        body.data.map((d) => d._id),
        `page ${index} × ${perPage}`,
      ).toEqual(await expected(['delivered'], 1, index * perPage, perPage));
    }
  });

  it('a page past the end is empty and still carries the total', async () => {
    const body = await page('delivered', 10_000, 25);
    expect(body).toMatchObject({ data: [], count: DELIVERED, countEstimated: false });
    const none = await list({ status: 'canceled', page: 3, perPage: 5 }, barId);
    expect(none.json()).toMatchObject({ data: [], count: 7, countEstimated: false });
  });

  it('several statuses (the error tab) are merged in order', async () => {
    const total = 180 + 150;
    expect((await page('error,error_ack', 0, 5)).count).toBe(total);
    for (const index of [0, 3, 20, 65]) {
      for (const direction of [-1, 1] as const) {
        const body = await page('error,error_ack', index, 5, direction);
        expect(
          body.data.map((d) => d._id),
          `page ${index}, ${direction}`,
        ).toEqual(await expected(['error', 'error_ack'], direction, index * 5, 5));
      }
    }
  });

  it('keeps to the bar of x-bar', async () => {
    const body = await page('delivered', 2, 25);
    const ours = new Set(await expected(['delivered'], -1, 0, DELIVERED));
    expect(body.data.every((d) => ours.has(d._id))).toBe(true);
  });
});

describe('drink history: the total follows every change', () => {
  it('a new drink, an acknowledged error, a canceled drink and a deleted one move the count and the pages', async () => {
    const before = {
      delivered: (await page('delivered', 0, 5)).count,
      error: (await page('error', 0, 5)).count,
      ack: (await page('error_ack', 0, 5)).count,
      canceled: (await page('canceled', 0, 5)).count,
    };
    // a drink delivered now: first on page 1, counted at once
    await fill(barId, 'delivered', 1, '2026-03-09T12:00:00Z', 1, 'Late');
    const newest = await page('delivered', 0, 5);
    expect(newest.count).toBe(before.delivered + 1);
    expect(newest.data[0].createdAt).toBe('2026-03-09T12:00:01.000Z');
    // an error acknowledged: it moves from one count to the other
    const [err] = await t.db.select({ id: drinks.id }).from(drinks).where(eq(drinks.status, 'error')).limit(1);
    await t.db.update(drinks).set({ status: 'error_ack' }).where(eq(drinks.id, err.id));
    expect((await page('error', 0, 5)).count).toBe(before.error - 1);
    expect((await page('error_ack', 0, 5)).count).toBe(before.ack + 1);
    expect((await page('error,error_ack', 0, 5)).count).toBe(before.error + before.ack);
    // an open drink canceled: counted from then on
    const [open] = await t.db.select({ id: drinks.id }).from(drinks).where(eq(drinks.status, 'open')).limit(1);
    await t.db.update(drinks).set({ status: 'canceled' }).where(eq(drinks.id, open.id));
    expect((await page('canceled', 0, 5)).count).toBe(before.canceled + 1);
    // a delivered drink deleted from the middle: the deep pages close up behind it
    const [gone] = await expected(['delivered'], -1, 2_000, 1);
    await t.db.delete(drinks).where(eq(drinks.id, gone));
    expect((await page('delivered', 0, 5)).count).toBe(before.delivered);
    for (const index of [79, 80, 81, 150]) {
      expect((await page('delivered', index, 25)).data.map((d) => d._id)).toEqual(await expected(['delivered'], -1, index * 25, 25));
    }
  });
});

describe('drink history: filters, other sorts, active statuses', () => {
  it('a search counts its matches exactly up to the cap', async () => {
    const res = await list({ status: 'delivered', perPage: 5, search: JSON.stringify({ name: 'guest 12' }) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [{ n }] = (
      (await t.db.execute(
        sql`SELECT count(*)::int AS n FROM drinks WHERE bar_id = ${barId} AND status = 'delivered' AND name ILIKE '%guest 12%'`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(n).toBeGreaterThan(5);
    expect(n).toBeLessThanOrEqual(EXACT_COUNT_CAP);
    expect(body).toMatchObject({ count: n, countEstimated: false, perPage: 5 });
    expect(body.data.every((d: { name: string }) => /guest 12/i.test(d.name))).toBe(true);
  });

  it('past the cap it answers an estimate and says so; the rows are still the right ones', async () => {
    const res = await list({ status: 'delivered', page: 30, perPage: 25, search: JSON.stringify({ name: 'guest' }) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.countEstimated).toBe(true);
    expect(body.count).toBeGreaterThan(EXACT_COUNT_CAP);
    // `sort` left out: the default, newest first
    expect(body.data.map((d: { _id: string }) => d._id)).toEqual(
      (
        (await t.db.execute(sql`SELECT id FROM drinks WHERE bar_id = ${barId} AND status = 'delivered' AND name ILIKE '%guest%'
          ORDER BY created_at DESC, id DESC OFFSET 750 LIMIT 25`)) as unknown as { rows: Array<{ id: string }> }
      ).rows.map((r) => r.id),
    );
  });

  it('another sort pages with the exact total of the status', async () => {
    const res = await list({ status: 'error', page: 2, perPage: 10, sort: JSON.stringify({ updatedAt: -1 }) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ids = (
      (await t.db.execute(
        sql`SELECT id FROM drinks WHERE bar_id = ${barId} AND status = 'error' ORDER BY updated_at DESC, id DESC OFFSET 20 LIMIT 10`,
      )) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows.map((r) => r.id);
    expect(body.data.map((d: { _id: string }) => d._id)).toEqual(ids);
    expect(body.countEstimated).toBe(false);
    expect(body.count).toBe((await page('error', 0, 5)).count);
  });

  it('an active status (not kept in the counts) is counted from the rows', async () => {
    const res = await list({ status: 'open', perPage: 5, page: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 11, countEstimated: false });
    expect(res.json().data.map((d: { _id: string }) => d._id)).toEqual(await expected(['open'], -1, 5, 5));
  });
});
