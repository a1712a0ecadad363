import { stringify } from 'csv-stringify/sync';
import {
  RECENT_WINDOW_MS,
  RESTOCK_RUN_MAX_BARS,
  barSession,
  can,
  forecastBar,
  formatIsoInZone,
  neutraliseCell,
  type BarForecast,
  type BarForecastView,
  type RestockListView,
} from '@bar/domain';
import type { Db } from '../db/connection.js';
import type { Principal } from '../auth/repository.js';
import { findBarDetail, listBarIds } from '../bars/repository.js';
import { levelCellsOfBar } from '../dispensers/repository.js';
import { enabledMenuRecipes } from '../menu/service.js';
import { notFound } from '../http/errors.js';
import { CSV_OPTIONS } from '../exports/csv-writer.js';
import { consumptionHistory } from './repository.js';

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A bar's forecast with what its views need: its name and zone. */
interface Forecasted {
  barId: string;
  barName: string;
  timeZone: string;
  now: Date;
  forecast: BarForecast;
}

/**
 * Reads a bar's cells, history and menu and forecasts it (issue 21). The recent rate looks at the
 * current opening (at most its last hour); a closed bar's at the end of its last opening.
 */
export async function forecastOf(db: Db, barId: string, now: Date): Promise<Forecasted> {
  const bar = await findBarDetail(db, barId);
  if (!bar) throw notFound('Bar');
  const timeZone = bar.timeZone || 'UTC';
  const { openingTime, closingTime } = bar.instanceInfos;
  const session = barSession(now, openingTime, closingTime, timeZone);
  const [from, to] = session.openNow
    ? [session.opensAt.getTime(), now.getTime()]
    : [session.opensAt.getTime() - DAY_MS, Math.min(session.closesAt.getTime() - DAY_MS, now.getTime())];
  const recentTo = new Date(to);
  const recentFrom = new Date(Math.max(from, to - RECENT_WINDOW_MS));
  const openHoursPerDay = (session.closesAt.getTime() - session.opensAt.getTime()) / 3_600_000;
  const [cells, history, menu] = await Promise.all([
    levelCellsOfBar(db, barId),
    consumptionHistory(db, barId, { now, timeZone, recentFrom, recentTo, openHoursPerDay }),
    enabledMenuRecipes(db, barId),
  ]);
  const recipes = menu.map(({ recipe }) => ({
    id: recipe._id,
    name: recipe.name,
    categoryId: recipe.categoryId,
    valid: recipe.valid,
    ingredients: recipe.ingredients,
  }));
  const forecast = forecastBar({ now, timeZone, openingTime, closingTime, cells, history, recipes });
  return { barId, barName: bar.name, timeZone, now, forecast };
}

const sessionView = (f: Forecasted) => ({
  barId: f.barId,
  barName: f.barName,
  timeZone: f.timeZone,
  opensAt: f.forecast.session.opensAt.toISOString(),
  closesAt: f.forecast.session.closesAt.toISOString(),
  openNow: f.forecast.session.openNow,
});

export function barForecastView(f: Forecasted): BarForecastView {
  return {
    ...sessionView(f),
    now: f.now.toISOString(),
    dispensers: f.forecast.dispensers.map((d) => ({ ...d, runOutAt: iso(d.runOutAt), earliestAt: iso(d.earliestAt), latestAt: iso(d.latestAt) })),
    recipes: f.forecast.recipes.map((r) => ({ ...r, runsOutAt: iso(r.runsOutAt) })),
  };
}

export function restockView(f: Forecasted): RestockListView {
  return { ...sessionView(f), lines: f.forecast.restock.lines.map((l) => ({ ...l, runOutAt: iso(l.runOutAt) })), totals: f.forecast.restock.totals };
}

/** The bars a restock run covers: every bar the caller may view (super administrators: all, up to RESTOCK_RUN_MAX_BARS, by name). */
export async function restockBars(db: Db, principal: Principal): Promise<string[]> {
  if (principal.superadmin) return (await listBarIds(db)).slice(0, RESTOCK_RUN_MAX_BARS);
  const mine = new Set(principal.roles.filter((r) => can(r.role, 'viewBar')).map((r) => r.barId));
  return (await listBarIds(db)).filter((id) => mine.has(id)).slice(0, RESTOCK_RUN_MAX_BARS);
}

/** The restock lists of several bars, one after the other (each reads its own history). */
export async function restockRun(db: Db, barIds: readonly string[], now: Date): Promise<RestockListView[]> {
  const lists: RestockListView[] = [];
  for (const id of barIds) lists.push(restockView(await forecastOf(db, id, now)));
  return lists;
}

const CSV_COLUMNS = [
  'Bar',
  'Position',
  'Row',
  'Column',
  'Ingredient',
  'Bottle size',
  'Level',
  'Capacity',
  'Action',
  'Bottles',
  'Runs out at',
  'Opening',
  'Closing',
];

/** The restock lists as CSV (BOM, CRLF; names neutralised against formula injection; times with the bar's offset). */
export function restockCsv(lists: readonly RestockListView[]): string {
  const rows = lists.flatMap((list) =>
    list.lines.map((l) => [
      neutraliseCell(list.barName),
      neutraliseCell(l.graphicCode),
      l.row,
      l.column,
      neutraliseCell(l.ingredientName),
      l.sizeDescription,
      l.level,
      l.capacity,
      l.action === 'replace' ? 'Replace' : 'Top up',
      l.bottles,
      l.runOutAt ? formatIsoInZone(new Date(l.runOutAt), list.timeZone) : '',
      formatIsoInZone(new Date(list.opensAt), list.timeZone),
      formatIsoInZone(new Date(list.closesAt), list.timeZone),
    ]),
  );
  return stringify(rows, { bom: true, header: true, columns: CSV_COLUMNS, ...CSV_OPTIONS });
}

/** The bottles to alarm on: empty before closing while the bar is open, e.g. 'Empty around 21:40 (closing 02:00)'. */
export async function runOutAlarms(db: Db, barId: string, now: Date) {
  const f = await forecastOf(db, barId, now);
  if (!f.forecast.session.openNow) return [];
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: f.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const closing = time.format(f.forecast.session.closesAt);
  return f.forecast.dispensers
    .filter((d) => d.beforeClosing && d.runOutAt && d.runOutAt.getTime() > now.getTime())
    .map((d) => ({ dispenserId: d.dispenserId, ingredientName: d.ingredientName, detail: `Empty around ${time.format(d.runOutAt!)} (closing ${closing})` }));
}
