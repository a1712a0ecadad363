import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bars, drinks } from '../db/schema.js';
import { recipeColumns } from '../drinks/repository.js';
import { createBar, startTestApp, type TestApp } from '../test/harness.js';
import { splitByUtcDays } from './repository.js';

/**
 * The analytics read counts that triggers on `drinks` keep (migration 0014). Whatever happens to the
 * drinks — a step of the queue, delivered, acknowledged, a remake marked late, a drink moved or deleted,
 * a bar deleted — the counts equal the ones made again from the drinks.
 */
let t: TestApp;
let bar: string;
const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const recount = sql`
  with d as (
    select d.*, case when d.remake_of is null then d.type else coalesce((select s.type from drinks s where s.id = d.remake_of), d.type) end as ch,
           least(greatest(floor(extract(epoch from d.updated_at - d.created_at)), 0), 3600)::int as w
    from drinks d where d.status in ('delivered', 'error', 'error_ack', 'canceled')
  )
  select 'bins' as what, bar_id::text, date_bin('15 minutes', created_at, timestamptz '2000-01-01Z')::text as k1, ch as k2,
         concat_ws('/', count(*) filter (where status = 'delivered'), count(*) filter (where status in ('error', 'error_ack')),
                   count(*) filter (where status = 'canceled'), count(*), count(*) filter (where remake_of is not null),
                   coalesce(sum(recipe_price) filter (where status = 'delivered' and remake_of is null), 0)::numeric(14, 2)) as v
  from d group by 2, 3, 4
  union all
  select 'recipes', bar_id::text, date_bin('1 day', created_at, timestamptz '2000-01-01Z')::text, recipe_name,
         concat_ws('/', count(*), coalesce(sum(recipe_price) filter (where remake_of is null), 0)::numeric(14, 2))
  from d where status = 'delivered' group by 2, 3, 4
  union all
  select 'waits', bar_id::text, date_bin('1 day', created_at, timestamptz '2000-01-01Z')::text, concat(ch, ':', w), count(*)::text
  from d where status = 'delivered' group by 2, 3, 4
  order by 1, 2, 3, 4`;

const kept = sql`
  select 'bins' as what, bar_id::text, bin::text as k1, channel as k2,
         concat_ws('/', delivered, errors, canceled, finished, remakes, revenue::numeric(14, 2)) as v
  from drink_sales_bins where finished <> 0
  union all
  select 'recipes', bar_id::text, day::text, recipe_name, concat_ws('/', delivered, revenue::numeric(14, 2)) from drink_day_recipes where delivered <> 0
  union all
  select 'waits', d.bar_id::text, d.day::text, concat(d.channel, ':', s.i - 1), s.n::text
  from drink_day_waits d cross join lateral unnest(d.waits) with ordinality as s(n, i) where coalesce(s.n, 0) <> 0
  order by 1, 2, 3, 4`;

/** The drink history's counts (migration 0010): finished drinks by status, and by UTC day and hour. */
const historyRecount = sql`
  select 'all' as what, bar_id::text, status, '' as k, count(*)::int as n from drinks
   where status in ('delivered', 'error', 'error_ack', 'canceled') group by 2, 3
  union all
  select 'day', bar_id::text, status, date_bin('1 day', created_at, timestamptz '2000-01-01Z')::text, count(*)::int from drinks
   where status in ('delivered', 'error', 'error_ack', 'canceled') group by 2, 3, 4
  union all
  select 'hour', bar_id::text, status, date_bin('1 hour', created_at, timestamptz '2000-01-01Z')::text, count(*)::int from drinks
   where status in ('delivered', 'error', 'error_ack', 'canceled') group by 2, 3, 4
  order by 1, 2, 3, 4`;

const historyKept = sql`
  select 'all' as what, bar_id::text, status, '' as k, n from drink_counts where n <> 0
  union all
  select 'day', bar_id::text, status, day::text, n from drink_day_counts where n <> 0
  union all
  select 'hour', bar_id::text, status, hour::text, n from drink_hour_counts where n <> 0
  order by 1, 2, 3, 4`;

async function expectCountsKept(what: string) {
  const [again, stored] = [rows(await t.db.execute(recount)), rows(await t.db.execute(kept))];
  expect(stored, what).toEqual(again);
  const [historyAgain, historyStored] = [rows(await t.db.execute(historyRecount)), rows(await t.db.execute(historyKept))];
  expect(historyStored, `${what} (history counts)`).toEqual(historyAgain);
}

const NEGRONI = { name: 'Negroni', price: 9.5, category: 'Classics', ingredients: [] };
const SPRITZ = { name: 'Spritz', price: 8, category: 'Classics', ingredients: [] };

beforeAll(async () => {
  t = await startTestApp({ exports: { autoStart: false } });
  bar = await createBar(t.db, { name: 'Counted' });
}, 60_000);
afterAll(() => t?.close());

describe('the counts the analytics read', () => {
  it('follow inserts, queue steps, acknowledgements, late remake marks, moves and deletions', async () => {
    const at = (iso: string, waitS = 90) => ({ createdAt: new Date(iso), updatedAt: new Date(Date.parse(iso) + waitS * 1000 + 250) });
    const [a, b, c] = await t.db
      .insert(drinks)
      .values([
        { barId: bar, type: 'App', status: 'delivered', ...recipeColumns(NEGRONI), ...at('2026-03-29T00:59:00Z', 70) },
        { barId: bar, type: 'Kiosk', status: 'open', ...recipeColumns(SPRITZ), ...at('2026-03-29T01:05:00Z') },
        { barId: bar, type: 'App', status: 'error', ...recipeColumns(SPRITZ), ...at('2026-03-29T23:59:59Z') },
      ])
      .returning();
    await expectCountsKept('inserted');
    // the queue's steps: nothing counted until finished, then delivered with its wait
    await t.db.update(drinks).set({ status: 'producing' }).where(eq(drinks.id, b.id));
    await t.db
      .update(drinks)
      .set({ status: 'delivered', updatedAt: new Date('2026-03-29T01:09:30Z') })
      .where(eq(drinks.id, b.id));
    await t.db.update(drinks).set({ status: 'error_ack' }).where(eq(drinks.id, c.id));
    await expectCountsKept('stepped');
    // a remake of the Kiosk drink, reported by the bar before the console marks it
    const [r] = await t.db
      .insert(drinks)
      .values({ barId: bar, type: 'Admin', status: 'delivered', ...recipeColumns(SPRITZ), ...at('2026-03-29T02:00:00Z', 4000) })
      .returning();
    await t.db.update(drinks).set({ remakeOf: b.id }).where(eq(drinks.id, r.id));
    await expectCountsKept('remake marked');
    await t.db
      .update(drinks)
      .set({ createdAt: new Date('2026-03-30T10:00:00Z') })
      .where(eq(drinks.id, a.id));
    await t.db.delete(drinks).where(eq(drinks.id, c.id));
    await expectCountsKept('moved and deleted');
    // times more than 68 years apart (hand-made data): the wait is the longest counted, not an integer overflow
    await t.db.insert(drinks).values({
      barId: bar,
      type: 'App',
      status: 'delivered',
      ...recipeColumns(NEGRONI),
      createdAt: new Date('1901-01-01T00:00:00Z'),
      updatedAt: new Date('2026-03-29T12:00:00Z'),
    });
    await expectCountsKept('a wait of 125 years');
    const [counted] = rows<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from drink_sales_bins where bar_id = ${bar} and finished > 0`));
    expect(counted.n).toBeGreaterThan(0);
    await t.db.delete(bars).where(eq(bars.id, bar));
    await expectCountsKept('bar deleted');
  });

  it('follow a statement of many drinks at once, their remakes among them', async () => {
    const many = await createBar(t.db, { name: 'Counted in bulk' });
    // 600 drinks over three days, every status and channel, waits of 0 to 500 s, and every 7th a remake of the drink
    // before it, inserted by the same statement
    await t.db.execute(sql`
      insert into drinks (id, bar_id, type, status, recipe, recipe_name, recipe_price, recipe_category, remake_of, created_at, updated_at)
      select md5(${many} || g)::uuid, ${many}::uuid, (array['App', 'Kiosk', 'Admin'])[1 + g % 3],
             (array['delivered', 'delivered', 'error', 'error_ack', 'canceled', 'open', 'delivered'])[1 + g % 7],
             jsonb_build_object('name', (array['Negroni', 'Spritz'])[1 + g % 2], 'price', 9.5, 'category', 'Classics', 'ingredients', '[]'::jsonb),
             (array['Negroni', 'Spritz'])[1 + g % 2], (array[9.5, 8])[1 + g % 2], 'Classics',
             case when g % 7 = 0 then md5(${many} || (g - 1))::uuid end,
             timestamptz '2026-04-01T00:00:00Z' + g * interval '431 seconds',
             timestamptz '2026-04-01T00:00:00Z' + g * interval '431 seconds' + (g * 37 % 500) * interval '1 second'
        from generate_series(1, 600) as g`);
    await expectCountsKept('loaded in one statement');
    const [loaded] = rows<{ n: number }>(await t.db.execute(sql`select coalesce(sum(n), 0)::int as n from drink_counts where bar_id = ${many}`));
    expect(loaded.n).toBe(600 - rowsOpen(600));
    await t.db.delete(bars).where(eq(bars.id, many));
    await expectCountsKept('bar deleted');
  });
});

/** How many of drinks 1..n the bulk load leaves open (status index 5 of 7: g % 7 = 5). */
function rowsOpen(n: number): number {
  return Array.from({ length: n }, (_, i) => i + 1).filter((g) => g % 7 === 5).length;
}

describe('splitting a window at UTC midnights', () => {
  const window = (prev: string, cur: string, to: string) => ({
    barId: 'b',
    timeZone: 'Europe/Rome',
    previousFrom: new Date(prev),
    currentFrom: new Date(cur),
    currentTo: new Date(to),
  });
  const iso = (split: ReturnType<typeof splitByUtcDays>) => ({
    whole: split.whole.map((r) => [r.from.toISOString().slice(0, 16), r.to.toISOString().slice(0, 16)]),
    partial: split.partial.map((r) => [r.from.toISOString().slice(0, 16), r.to.toISOString().slice(0, 16)]),
  });

  it('reads whole UTC days from the day counts and only the parts of days at the boundaries from the drinks', () => {
    // Rome: 26/03 00:00 = 25/03 23:00Z; 28/03 00:00 = 27/03 23:00Z; 30/03 00:00 = 29/03 22:00Z (after the change)
    expect(iso(splitByUtcDays([window('2026-03-25T23:00:00Z', '2026-03-27T23:00:00Z', '2026-03-29T22:00:00Z')]))).toEqual({
      whole: [
        ['2026-03-26T00:00', '2026-03-27T00:00'],
        ['2026-03-28T00:00', '2026-03-29T00:00'],
      ],
      partial: [
        ['2026-03-25T23:00', '2026-03-26T00:00'],
        ['2026-03-27T00:00', '2026-03-28T00:00'],
        ['2026-03-29T00:00', '2026-03-29T22:00'],
      ],
    });
  });

  it('needs no drinks when the boundaries are UTC midnights', () => {
    expect(iso(splitByUtcDays([window('2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z', '2026-01-05T00:00:00Z')]))).toEqual({
      whole: [['2026-01-01T00:00', '2026-01-05T00:00']],
      partial: [],
    });
  });
});
