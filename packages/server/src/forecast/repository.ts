import { sql } from 'drizzle-orm';
import { FORECAST_LOOKBACK_WEEKS, MIN_WEEKLY_WEEKS, type ConsumptionHistory, type PouredRow } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { rowsOf } from '../db/rows.js';

type Row = Record<string, unknown>;
const WEEK_MS = 7 * 86_400_000;
const HOUR_MS = 3_600_000;

// Drinks that pour: delivered, on their way (the robot poured when it started) or waiting in the queue
// (they pour in a moment); failed and canceled ones do not count. The (bar_id, status, created_at)
// index serves each status.
const POURED = sql`status in ('open', 'producing', 'ready', 'delivering', 'delivered')`;
const poured = (barId: string, from: Date, to: Date) => sql`
  from drinks where bar_id = ${barId} and ${POURED}
    and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`;
// their Bottle lines, from each drink's recipe snapshot
const bottleLines = (barId: string, from: Date, to: Date) => sql`
  from drinks, jsonb_array_elements(recipe->'ingredients') as i
  where bar_id = ${barId} and ${POURED}
    and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
    and i->>'type' = 'Bottle'`;
const rowOf = (r: Row): PouredRow => ({
  recipe: String(r.recipe),
  ingredient: String(r.name),
  parts: Number(r.parts),
  pours: Number(r.pours),
  ...(r.slot !== undefined ? { slot: Number(r.slot) } : {}),
  ...(r.first ? { firstMs: new Date(r.first as string | Date).getTime(), lastMs: new Date(r.last as string | Date).getTime() } : {}),
});

export interface HistoryWindow {
  now: Date;
  timeZone: string;
  /** The recent window (the bar's current opening, at most the last hour). */
  recentFrom: Date;
  recentTo: Date;
  /** Hours a day the bar is open, to turn a drink count into drinks per open hour. */
  openHoursPerDay: number;
}

/**
 * What the bar poured, read in SQL from its delivered drinks' recipe snapshots: parts and pours of
 * each bottle product per hour of the week over the last full weeks (up to 4), in the recent window,
 * and its drinks per open hour.
 */
export async function consumptionHistory(db: Db, barId: string, w: HistoryWindow): Promise<ConsumptionHistory> {
  const lookback = new Date(w.now.getTime() - FORECAST_LOOKBACK_WEEKS * WEEK_MS);
  const [span] = rowsOf(await db.execute(sql`select min(created_at) as first, count(*)::int as drinks ${poured(barId, lookback, w.now)}`));
  const first = span?.first ? new Date(span.first as string | Date) : null;
  const weeks = first ? Math.min(FORECAST_LOOKBACK_WEEKS, Math.floor((w.now.getTime() - first.getTime()) / WEEK_MS)) : 0;
  const spanHours = first ? Math.max(1, (w.now.getTime() - first.getTime()) / HOUR_MS) : 0;

  let weekly: PouredRow[] = [];
  if (weeks >= MIN_WEEKLY_WEEKS) {
    const from = new Date(w.now.getTime() - weeks * WEEK_MS);
    const local = sql`(created_at at time zone ${w.timeZone})`;
    const rows = await db.execute(sql`
      select recipe_name as recipe, i->>'name' as name,
             ((extract(isodow from ${local})::int - 1) * 24 + extract(hour from ${local})::int) as slot,
             sum((i->>'quantity')::numeric)::float8 as parts, count(*)::int as pours
      ${bottleLines(barId, from, w.now)} group by 1, 2, 3`);
    weekly = rowsOf(rows).map(rowOf);
  }

  let recent: PouredRow[] = [];
  const recentMs = Math.max(0, w.recentTo.getTime() - w.recentFrom.getTime());
  let recentDrinks = 0;
  if (recentMs > 0) {
    const [count, rows] = await Promise.all([
      db.execute(sql`select count(*)::int as n ${poured(barId, w.recentFrom, w.recentTo)}`),
      db.execute(
        sql`select recipe_name as recipe, i->>'name' as name, sum((i->>'quantity')::numeric)::float8 as parts, count(*)::int as pours,
                   min(created_at) as first, max(created_at) as last
            ${bottleLines(barId, w.recentFrom, w.recentTo)} group by 1, 2`,
      ),
    ]);
    recentDrinks = Number(rowsOf(count)[0]?.n ?? 0);
    recent = rowsOf(rows).map(rowOf);
  }
  const openShare = Math.max(1, w.openHoursPerDay) / 24;
  return {
    weekly,
    weeks,
    recent,
    recentMs,
    recentDrinks,
    drinksPerHour: first && Number(span.drinks) > 0 ? Number(span.drinks) / (spanHours * openShare) : null,
  };
}
