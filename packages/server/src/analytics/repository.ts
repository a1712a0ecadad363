import { sql, type SQL } from 'drizzle-orm';
import { MAX_COUNTED_WAIT_S } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { rowsOf } from '../db/rows.js';

/** One bar's part of an analytics query: its zone and both periods as instants (To exclusive). */
export interface BarWindow {
  barId: string;
  timeZone: string;
  previousFrom: Date;
  currentFrom: Date;
  currentTo: Date;
}

export interface AnalyticsBar {
  id: string;
  name: string;
  timeZone: string;
  currency: string;
}

/** What the statements answer: one row per period × channel, day, hour, recipe or whole second waited. */
export interface DrinkTallyRow {
  kind: 'channel' | 'day' | 'hour' | 'recipe' | 'wait';
  cur: boolean;
  channel: string | null;
  day: string | null;
  hour: number | null;
  recipe: string | null;
  wait: number | null;
  delivered: number;
  errors: number;
  canceled: number;
  finished: number;
  remakes: number;
  revenue: string;
}

export interface RefundRow {
  cur: boolean;
  channel: string;
  refunds: number;
  amount: string;
}

const DAY_MS = 86_400_000;

/** The bars analysed: the given ones, or every bar ('all', a super administrator's), by name. */
export async function findAnalyticsBars(db: Db, barIds: string[] | 'all'): Promise<AnalyticsBar[]> {
  if (barIds !== 'all' && !barIds.length) return [];
  const where = barIds === 'all' ? sql`true` : sql`id in (select jsonb_array_elements_text(${JSON.stringify(barIds)}::jsonb)::uuid)`;
  const result = await db.execute(
    sql`select id::text as id, name, time_zone as "timeZone", coalesce(payment_settings->'currency'->>'currencyNameISO', 'EUR') as currency
        from bars where ${where} order by name, id`,
  );
  return rowsOf<AnalyticsBar>(result);
}

/**
 * Rows sent as one JSON parameter and read back as a relation (one statement, however many bars). The
 * statements read each row's keys through a lateral subquery with `offset 0`, which the planner cannot
 * flatten: else, guessing 100 rows for the relation, it scans whole tables into a hash join.
 */
function relation(name: string, rows: Array<Record<string, string>>, columns: string): SQL {
  return sql`${sql.raw(name)} as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(columns)}))`;
}

const windowsOf = (windows: BarWindow[]) =>
  relation(
    'r',
    windows.map((w) => ({
      bar_id: w.barId,
      tz: w.timeZone,
      prev_from: w.previousFrom.toISOString(),
      cur_from: w.currentFrom.toISOString(),
      cur_to: w.currentTo.toISOString(),
    })),
    'bar_id uuid, tz text, prev_from timestamptz, cur_from timestamptz, cur_to timestamptz',
  );

/**
 * Channels, local days and local hours of the day from the 15-minute counts (drink_sales_bins):
 * period boundaries are local midnights, which fall on bin boundaries, and a bin lies in one local hour.
 */
async function tallyBins(db: Db, windows: BarWindow[]): Promise<DrinkTallyRow[]> {
  const result = await db.execute(sql`
    with ${windowsOf(windows)},
    b as (
      select b.bin >= r.cur_from as cur, b.channel, b.bin at time zone r.tz as local,
             b.delivered, b.errors, b.canceled, b.finished, b.remakes, b.revenue
      from r cross join lateral (
        select * from drink_sales_bins b where b.bar_id = r.bar_id and b.bin >= r.prev_from and b.bin < r.cur_to offset 0
      ) b
    ),
    z as (
      select cur, channel, to_char(local, 'YYYY-MM-DD') as day, extract(hour from local)::int as hour,
             grouping(channel, to_char(local, 'YYYY-MM-DD'), extract(hour from local)::int) as g,
             sum(delivered) as delivered, sum(errors) as errors, sum(canceled) as canceled, sum(finished) as finished,
             sum(remakes) as remakes, sum(revenue) as revenue
      from b
      group by grouping sets ((cur, channel), (cur, to_char(local, 'YYYY-MM-DD')), (cur, extract(hour from local)::int))
    )
    select case g when 3 then 'channel' when 5 then 'day' else 'hour' end as kind, cur, channel, day, hour,
           null::text as recipe, null::int as wait, delivered::int, errors::int, canceled::int, finished::int, remakes::int, revenue::text
    from z`);
  return rowsOf<DrinkTallyRow>(result);
}

/** A window cut at UTC midnights: the whole days (read from the day counts) and the parts of days (read from the drinks). */
export interface DaySplit {
  whole: Array<{ barId: string; from: Date; to: Date; currentFrom: Date }>;
  partial: Array<{ barId: string; from: Date; to: Date; currentFrom: Date }>;
}

/**
 * Splits each window into whole UTC days, each inside one period, and what is left (at most a part of
 * a day at each period boundary that is not a UTC midnight), runs of days joined.
 */
export function splitByUtcDays(windows: BarWindow[]): DaySplit {
  const split: DaySplit = { whole: [], partial: [] };
  for (const w of windows) {
    const [from, to, cut] = [w.previousFrom.getTime(), w.currentTo.getTime(), w.currentFrom.getTime()];
    const push = (list: DaySplit['whole'], a: number, b: number) => {
      if (b <= a) return;
      const last = list.at(-1);
      if (last && last.barId === w.barId && last.to.getTime() === a) last.to = new Date(b);
      else list.push({ barId: w.barId, from: new Date(a), to: new Date(b), currentFrom: w.currentFrom });
    };
    for (let day = Math.floor(from / DAY_MS) * DAY_MS; day < to; day += DAY_MS) {
      const a = Math.max(day, from);
      const b = Math.min(day + DAY_MS, to);
      const whole = a === day && b === day + DAY_MS && !(day < cut && cut < day + DAY_MS);
      if (whole) push(split.whole, a, b);
      else if (day < cut && cut < b) {
        push(split.partial, a, cut);
        push(split.partial, cut, b);
      } else push(split.partial, a, b);
    }
  }
  return split;
}

const runsOf = (runs: DaySplit['whole']) =>
  runs.map((run) => ({ bar_id: run.barId, from: run.from.toISOString(), to: run.to.toISOString(), cur_from: run.currentFrom.toISOString() }));
const RUN_COLUMNS = 'bar_id uuid, "from" timestamptz, "to" timestamptz, cur_from timestamptz';

/** Recipes and waits of the whole days, from the day counts; waits summed here over the days' histograms. */
async function tallyWholeDays(db: Db, runs: DaySplit['whole']): Promise<DrinkTallyRow[]> {
  if (!runs.length) return [];
  const recipes = await db.execute(sql`
    with ${relation('r', runsOf(runs), RUN_COLUMNS)}
    select 'recipe' as kind, d.day >= r.cur_from as cur, d.recipe_name as recipe, sum(d.delivered)::int as delivered, sum(d.revenue)::text as revenue
    from r cross join lateral (
      select * from drink_day_recipes d where d.bar_id = r.bar_id and d.day >= r."from" and d.day < r."to" offset 0
    ) d
    group by 2, 3`);
  const waits = await db.execute(sql`
    with ${relation('r', runsOf(runs), RUN_COLUMNS)}
    select d.day >= r.cur_from as cur, d.channel, d.waits
    from r cross join lateral (
      select * from drink_day_waits d where d.bar_id = r.bar_id and d.day >= r."from" and d.day < r."to" offset 0
    ) d`);
  const histogram = new Map<string, { cur: boolean; channel: string; wait: number; delivered: number }>();
  for (const row of rowsOf<{ cur: boolean; channel: string; waits: Array<number | null> | string }>(waits)) {
    const counts = typeof row.waits === 'string' ? row.waits.replace(/[{}]/g, '').split(',').map(Number) : row.waits;
    counts.forEach((n, wait) => {
      if (!n) return;
      const key = `${row.cur}|${row.channel}|${wait}`;
      const entry = histogram.get(key) ?? { cur: row.cur, channel: row.channel, wait, delivered: 0 };
      entry.delivered += Number(n);
      histogram.set(key, entry);
    });
  }
  const blank = { day: null, hour: null, recipe: null, errors: 0, canceled: 0, finished: 0, remakes: 0, revenue: '0' };
  return [
    ...rowsOf<Pick<DrinkTallyRow, 'kind' | 'cur' | 'recipe' | 'delivered' | 'revenue'>>(recipes).map((row) => ({
      ...blank,
      channel: null,
      wait: null,
      ...row,
    })),
    ...[...histogram.values()].map((w) => ({ ...blank, kind: 'wait' as const, ...w })),
  ];
}

/** Recipes and waits of the parts of days, from the drinks themselves (index (bar_id, created_at)), counted as the triggers count. */
async function tallyPartialDays(db: Db, runs: DaySplit['partial']): Promise<DrinkTallyRow[]> {
  if (!runs.length) return [];
  const result = await db.execute(sql`
    with ${relation('r', runsOf(runs), RUN_COLUMNS)},
    d as (
      select d.created_at >= r.cur_from as cur, d.recipe_name, d.status, d.recipe_price, d.remake_of is not null as remake,
             case when d.remake_of is null then d.type
                  else coalesce((select s.type from drinks s where s.id = d.remake_of), d.type) end as channel,
             least(greatest(floor(extract(epoch from d.updated_at - d.created_at)), 0), ${MAX_COUNTED_WAIT_S})::int as wait
      from r cross join lateral (
        select * from drinks d where d.bar_id = r.bar_id and d.created_at >= r."from" and d.created_at < r."to" and d.status = 'delivered' offset 0
      ) d
    )
    select case grouping(recipe_name, channel, wait) when 3 then 'recipe' else 'wait' end as kind, cur, recipe_name as recipe, channel, wait,
           count(*)::int as delivered, coalesce(sum(recipe_price) filter (where not remake), 0)::text as revenue,
           null as day, null as hour, 0 as errors, 0 as canceled, 0 as finished, 0 as remakes
    from d
    group by grouping sets ((cur, recipe_name), (cur, channel, wait))`);
  return rowsOf<DrinkTallyRow>(result).map((row) => (row.kind === 'recipe' ? { ...row, channel: null, wait: null } : { ...row, recipe: null }));
}

/**
 * Everything the analytics count in the bars' windows, in one read-only transaction (one snapshot): the
 * finished drinks per period × channel, local day and local hour of the day (15-minute counts), recipe
 * and whole second waited (day counts, and the drinks of the parts of days), and the refunds. Read from
 * counts the triggers of migration 0014 keep, so a busy bar's months cost a few thousand rows.
 */
export async function tallyWindows(db: Db, windows: BarWindow[]): Promise<{ drinks: DrinkTallyRow[]; refunds: RefundRow[] }> {
  if (!windows.length) return { drinks: [], refunds: [] };
  const split = splitByUtcDays(windows);
  return db.transaction(async (tx) => {
    // the planner prices the lateral reads by a guess of 100 bars and would compile them (JIT: half a second) for
    // a few thousand rows; the bins' three groupings fit in memory as hash tables
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '16MB', true), set_config('transaction_read_only', 'on', true)`);
    const drinks = [...(await tallyBins(tx, windows)), ...(await tallyWholeDays(tx, split.whole)), ...(await tallyPartialDays(tx, split.partial))];
    return { drinks, refunds: await tallyRefunds(tx, windows) };
  });
}

/** App orders refunded within the bars' windows (by refundedAt), per period and channel. */
async function tallyRefunds(db: Db, windows: BarWindow[]): Promise<RefundRow[]> {
  const result = await db.execute(sql`
    with ${windowsOf(windows)}
    select o.refunded_at >= r.cur_from as cur, o.type as channel, count(*)::int as refunds, coalesce(sum(o.price), 0)::text as amount
    from r cross join lateral (
      select * from app_orders o
      where o.bar_id = r.bar_id and o.status = 'refunded' and o.refunded_at >= r.prev_from and o.refunded_at < r.cur_to offset 0
    ) o
    group by 1, 2`);
  return rowsOf<RefundRow>(result);
}
