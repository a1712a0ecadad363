import {
  SALES_CHANNELS,
  addDays,
  addTally,
  can,
  cents,
  dayOfIso,
  daysOf,
  deriveRole,
  emptyTally,
  figuresOf,
  periodsOfQuery,
  recipeRanking,
  zonedDayStart,
  type Analytics,
  type AnalyticsQuery,
  type AnalyticsTally,
  type DayRange,
} from '@bar/domain';
import type { Db } from '../db/connection.js';
import type { Principal } from '../auth/repository.js';
import { findAnalyticsBars, tallyWindows, type AnalyticsBar, type BarWindow, type DrinkTallyRow, type RefundRow } from './repository.js';

/** The bars a caller may analyse across: every bar for a super administrator, else those where they may manage the bar (ADMIN). */
export function analysableBars(principal: Principal): string[] | 'all' {
  if (principal.superadmin) return 'all';
  return [...new Set(principal.roles.map((r) => r.barId))].filter((barId) => can(deriveRole(principal, barId), 'manageBar'));
}

/** Each bar's periods as instants: whole days of its own time zone, To's day included. */
function windowOf(bar: AnalyticsBar, current: DayRange, previous: DayRange): BarWindow {
  const start = (day: string) => zonedDayStart(dayOfIso(day), bar.timeZone);
  return {
    barId: bar.id,
    timeZone: bar.timeZone,
    previousFrom: start(previous.from),
    currentFrom: start(current.from),
    currentTo: zonedDayStart(addDays(dayOfIso(current.to), 1), bar.timeZone),
  };
}

type Period = 'current' | 'previous';
const periodOf = (cur: boolean): Period => (cur ? 'current' : 'previous');

/** Tallies per period and channel from the statements' rows. */
function channelTallies(drinkRows: DrinkTallyRow[], refundRows: RefundRow[]) {
  const tallies = new Map<string, AnalyticsTally>();
  const tallyOf = (cur: boolean, channel: string) => {
    const key = `${periodOf(cur)}|${channel}`;
    let t = tallies.get(key);
    if (!t) tallies.set(key, (t = emptyTally()));
    return t;
  };
  for (const row of drinkRows) {
    if (row.kind === 'channel') {
      Object.assign(tallyOf(row.cur, row.channel!), {
        delivered: row.delivered,
        errors: row.errors,
        canceled: row.canceled,
        finished: row.finished,
        remakes: row.remakes,
        revenue: Number(row.revenue),
      });
    } else if (row.kind === 'wait' && row.wait !== null) {
      tallyOf(row.cur, row.channel!).waits.push([Number(row.wait), row.delivered]);
    }
  }
  for (const row of refundRows) Object.assign(tallyOf(row.cur, row.channel), { refunds: row.refunds, refundedAmount: Number(row.amount) });
  return { tallies, tallyOf };
}

/** Rows of one kind keyed by their day, hour or recipe: [current, previous] drinks and revenue. */
function seriesOf(rows: DrinkTallyRow[], kind: 'day' | 'hour' | 'recipe', keyOf: (row: DrinkTallyRow) => string) {
  const series = new Map<string, { current: { drinks: number; revenue: number }; previous: { drinks: number; revenue: number } }>();
  for (const row of rows) {
    if (row.kind !== kind) continue;
    const key = keyOf(row);
    const entry = series.get(key) ?? { current: { drinks: 0, revenue: 0 }, previous: { drinks: 0, revenue: 0 } };
    const part = entry[periodOf(row.cur)];
    part.drinks += row.delivered;
    part.revenue += Number(row.revenue);
    series.set(key, entry);
  }
  return series;
}

/** Builds the answer from the statements' rows (pure: the tests of the rules call it too). */
export function assembleAnalytics(bars: AnalyticsBar[], current: DayRange, previous: DayRange, drinkRows: DrinkTallyRow[], refundRows: RefundRow[]): Analytics {
  const { tallies, tallyOf } = channelTallies(drinkRows, refundRows);
  const total = (period: Period) =>
    [...tallies.entries()].filter(([key]) => key.startsWith(`${period}|`)).reduce((sum, [, t]) => addTally(sum, t), emptyTally());
  const zero = { drinks: 0, revenue: 0 };

  const days = seriesOf(drinkRows, 'day', (row) => row.day!);
  const previousDays = daysOf(previous);
  const hours = seriesOf(drinkRows, 'hour', (row) => String(row.hour));
  const recipes = seriesOf(drinkRows, 'recipe', (row) => row.recipe!);
  const currencies = new Set(bars.map((b) => b.currency));

  return {
    bars: bars.map((b) => ({ _id: b.id, name: b.name, timeZone: b.timeZone })),
    currency: currencies.size === 1 ? [...currencies][0] : currencies.size ? null : 'EUR',
    current,
    previous,
    totals: { current: figuresOf(total('current')), previous: figuresOf(total('previous')) },
    channels: SALES_CHANNELS.map((channel) => ({ channel, current: figuresOf(tallyOf(true, channel)), previous: figuresOf(tallyOf(false, channel)) })),
    days: daysOf(current).map((day, i) => {
      const now = days.get(day)?.current ?? zero;
      const before = days.get(previousDays[i])?.previous ?? zero;
      return {
        day,
        drinks: now.drinks,
        revenue: cents(now.revenue),
        previousDay: previousDays[i],
        previousDrinks: before.drinks,
        previousRevenue: cents(before.revenue),
      };
    }),
    hours: Array.from({ length: 24 }, (_, hour) => {
      const entry = hours.get(String(hour));
      const now = entry?.current ?? zero;
      const before = entry?.previous ?? zero;
      return { hour, drinks: now.drinks, revenue: cents(now.revenue), previousDrinks: before.drinks, previousRevenue: cents(before.revenue) };
    }),
    recipes: recipeRanking(
      [...recipes.entries()]
        .map(([name, e]) => ({
          name,
          drinks: e.current.drinks,
          revenue: cents(e.current.revenue),
          previousDrinks: e.previous.drinks,
          previousRevenue: cents(e.previous.revenue),
        }))
        .filter((r) => r.drinks || r.previousDrinks),
    ),
  };
}

/** Sales and service analytics of the bars over the query's days, beside the previous period. */
export async function salesAnalytics(db: Db, barIds: string[] | 'all', query: Pick<AnalyticsQuery, 'from' | 'to'>): Promise<Analytics> {
  const { current, previous } = periodsOfQuery(query);
  const bars = await findAnalyticsBars(db, barIds);
  const windows = bars.map((bar) => windowOf(bar, current, previous));
  const { drinks, refunds } = await tallyWindows(db, windows);
  return assembleAnalytics(bars, current, previous, drinks, refunds);
}
