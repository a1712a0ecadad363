import { TZDate } from '@date-fns/tz';

/**
 * How fast a bar uses each ingredient (issue 21): learned from what it poured, per hour of the week
 * over the last weeks where there is enough history, else at the recent rate, else from the recipe
 * mix of its menu. Rates are parts (the unit of a bottle's level) per hour.
 */

export const HOURS_PER_WEEK = 168;
/** Weeks of history the hour-of-week rates look back over. */
export const FORECAST_LOOKBACK_WEEKS = 4;
/** Full weeks of history the hour-of-week rates need; with less the recent rate is used. */
export const MIN_WEEKLY_WEEKS = 2;
/** The recent rate looks back this far... */
export const RECENT_WINDOW_MS = 60 * 60_000;
/** ...and needs at least this much of it (since the bar opened) to be believed. */
export const MIN_RECENT_MS = 10 * 60_000;
/** Drinks an hour assumed for the menu mix when the bar has no history at all. */
export const DEFAULT_DRINKS_PER_HOUR = 30;
/** Relative uncertainty of a rate guessed from the menu mix. */
export const MENU_UNCERTAINTY = 0.5;

export type ForecastBasis = 'weekly' | 'recent' | 'menu' | 'none';

/** What one recipe poured of one bottle product (names as the drinks' recipe snapshots hold them). */
export interface PouredRow {
  recipe: string;
  ingredient: string;
  /** Parts in all. */
  parts: number;
  /** Drinks that poured it (the sample size). */
  pours: number;
  /** Hour of the week (weekly rows only), 0 = Monday 00:00–01:00 in the bar's zone. */
  slot?: number;
  /** When the first and the last of these drinks were ordered (recent rows), ms. */
  firstMs?: number;
  lastMs?: number;
}

/** What the server read from the bar's drinks. */
export interface ConsumptionHistory {
  /** Poured per hour of the week, summed over `weeks`. */
  weekly: PouredRow[];
  /** Full weeks the weekly sums cover (0 … FORECAST_LOOKBACK_WEEKS). */
  weeks: number;
  /** Poured in the recent window. */
  recent: PouredRow[];
  /** Length of the recent window the bar was open for, in ms (0: no recent history). */
  recentMs: number;
  /** Drinks in the recent window (any recipe). */
  recentDrinks: number;
  /** Average drinks per open hour over the lookback, or null without history. */
  drinksPerHour: number | null;
}

/** A makeable recipe of the menu, for the mix. */
export interface MixRecipe {
  name: string;
  ingredients: ReadonlyArray<{ name: string; quantity: number; type: string }>;
}

/** A rate in parts per hour that may change at known instants. */
export interface Rate {
  /** Parts per hour at `atMs`. */
  perHourAt(atMs: number): number;
  /** The next instant after `atMs` at which the rate may change, or null when it stays. */
  nextChangeAfter(atMs: number): number | null;
}

/** One recipe's use of one bottle product (keys in lower case). */
export interface ConsumptionStream {
  recipe: string;
  ingredient: string;
  /** Parts one drink of the recipe pours of the product. */
  dose: number;
  rate: Rate;
}

/** How the bar uses its products: one stream per recipe and product, learned one way for the whole bar. */
export interface ConsumptionModel {
  basis: ForecastBasis;
  streams: ConsumptionStream[];
  /** Relative uncertainty (0.1 = ±10 %) of a product's rate. */
  uncertainty(ingredient: string): number;
}

export const ingredientKey = (name: string): string => name.trim().toLowerCase();

/** The hour of the week (0 = Monday 00:00–01:00) at an instant in the zone. */
export function hourOfWeek(atMs: number, zone: string): number {
  const local = new TZDate(atMs, zone);
  const day = (local.getDay() + 6) % 7; // Monday 0
  return day * 24 + local.getHours();
}

const HOUR_MS = 3_600_000;
const uncertaintyOf = (pours: number) => Math.min(MENU_UNCERTAINTY, Math.max(0.05, 1 / Math.sqrt(Math.max(1, pours))));
const steady = (perHour: number): Rate => ({ perHourAt: () => perHour, nextChangeAfter: () => null });
const streamKey = (r: { recipe: string; ingredient: string }) => `${ingredientKey(r.recipe)}\n${ingredientKey(r.ingredient)}`;

/** Rows summed by recipe and product (and slot when given). */
function byStream(rows: readonly PouredRow[]) {
  const streams = new Map<string, { recipe: string; ingredient: string; parts: number; pours: number; slots: number[]; firstMs: number; lastMs: number }>();
  for (const r of rows) {
    const key = streamKey(r);
    const s = streams.get(key) ?? {
      recipe: ingredientKey(r.recipe),
      ingredient: ingredientKey(r.ingredient),
      parts: 0,
      pours: 0,
      slots: [],
      firstMs: Infinity,
      lastMs: -Infinity,
    };
    s.parts += r.parts;
    s.pours += r.pours;
    s.firstMs = Math.min(s.firstMs, r.firstMs ?? Infinity);
    s.lastMs = Math.max(s.lastMs, r.lastMs ?? -Infinity);
    if (r.slot !== undefined) s.slots[r.slot] = (s.slots[r.slot] ?? 0) + r.parts;
    streams.set(key, s);
  }
  return [...streams.values()];
}

function poursByProduct(rows: readonly PouredRow[]): (ingredient: string) => number {
  const pours = new Map<string, number>();
  for (const r of rows) pours.set(ingredientKey(r.ingredient), (pours.get(ingredientKey(r.ingredient)) ?? 0) + r.pours);
  return (ingredient) => pours.get(ingredientKey(ingredient)) ?? 0;
}

/** Pours of a recipe needed before the spacing of its drinks is believed over the window's length. */
export const MIN_SPACED_POURS = 5;

/**
 * Parts an hour of one recipe's product in the recent window: from the spacing of its drinks (the
 * first to the last) when there are enough of them over at least half the window, which does not
 * depend on where the window's edges fall between two drinks; else its parts over the window.
 * @example recentPerHour({ parts: 20, pours: 20, firstMs: 0, lastMs: 1_710_000 }, 1_800_000) // 19 gaps of 90 s: 40
 */
export function recentPerHour(s: { parts: number; pours: number; firstMs?: number; lastMs?: number }, windowMs: number): number {
  const span = (s.lastMs ?? 0) - (s.firstMs ?? 0);
  if (s.pours >= MIN_SPACED_POURS && Number.isFinite(span) && span >= windowMs / 2) return ((s.parts / s.pours) * (s.pours - 1) * HOUR_MS) / span;
  return (s.parts * HOUR_MS) / windowMs;
}

/**
 * How the bar uses its bottle products: per hour of the week over the last full weeks when there
 * are at least MIN_WEEKLY_WEEKS of them, else at the rate of its recent drinks, else from its menu
 * (each makeable recipe as likely, at its usual drinks per hour).
 * @example consumptionModel(history, menu, 'Europe/Rome').streams // [{ recipe: 'negroni', ingredient: 'gin', rate }]
 */
export function consumptionModel(history: ConsumptionHistory, menu: readonly MixRecipe[], zone: string): ConsumptionModel {
  if (history.weeks >= MIN_WEEKLY_WEEKS && history.weekly.length) {
    const pours = poursByProduct(history.weekly);
    return {
      basis: 'weekly',
      streams: byStream(history.weekly).map((s) => ({
        recipe: s.recipe,
        ingredient: s.ingredient,
        dose: s.parts / Math.max(1, s.pours),
        rate: {
          perHourAt: (at) => (s.slots[hourOfWeek(at, zone)] ?? 0) / history.weeks,
          nextChangeAfter: (at) => Math.floor(at / HOUR_MS) * HOUR_MS + HOUR_MS,
        },
      })),
      uncertainty: (ingredient) => uncertaintyOf(pours(ingredient)),
    };
  }
  if (history.recentMs >= MIN_RECENT_MS && history.recentDrinks > 0) {
    const pours = poursByProduct(history.recent);
    return {
      basis: 'recent',
      streams: byStream(history.recent).map((s) => ({
        recipe: s.recipe,
        ingredient: s.ingredient,
        dose: s.parts / Math.max(1, s.pours),
        rate: steady(recentPerHour(s, history.recentMs)),
      })),
      uncertainty: (ingredient) => uncertaintyOf(pours(ingredient)),
    };
  }
  const perRecipe = menu.length ? (history.drinksPerHour ?? DEFAULT_DRINKS_PER_HOUR) / menu.length : 0;
  const rows = menu.flatMap((r) =>
    r.ingredients.filter((i) => i.type === 'Bottle').map((i) => ({ recipe: r.name, ingredient: i.name, parts: i.quantity, pours: 1 })),
  );
  return {
    basis: rows.length ? 'menu' : 'none',
    streams: byStream(rows).map((s) => ({ recipe: s.recipe, ingredient: s.ingredient, dose: s.parts, rate: steady(s.parts * perRecipe) })),
    uncertainty: () => MENU_UNCERTAINTY,
  };
}

/** The sum of several rates (changing whenever one of them does), each times `factor`. */
export function sumOfRates(rates: readonly Rate[], factor = 1): Rate {
  return {
    perHourAt: (at) => rates.reduce((s, r) => s + r.perHourAt(at), 0) * factor,
    nextChangeAfter: (at) =>
      rates.reduce<number | null>((min, r) => {
        const next = r.nextChangeAfter(at);
        return next === null ? min : min === null ? next : Math.min(min, next);
      }, null),
  };
}

/**
 * When `parts` will have been used from `fromMs` on at `rate`, or null if not within `horizonMs`.
 * Steady rates are exact; changing rates are summed from change to change.
 * @example timeToUse(10, steadyRate(5), 0) // 2 hours: 7_200_000
 */
export function timeToUse(parts: number, rate: Rate, fromMs: number, horizonMs = 8 * 24 * HOUR_MS): number | null {
  if (parts <= 0) return fromMs;
  let at = fromMs;
  let left = parts;
  const end = fromMs + horizonMs;
  while (at < end) {
    const perHour = rate.perHourAt(at);
    const next = Math.min(rate.nextChangeAfter(at) ?? end, end);
    const usable = (perHour * (next - at)) / HOUR_MS;
    if (perHour > 0 && usable >= left) return at + (left / perHour) * HOUR_MS;
    left -= usable;
    at = next;
  }
  return null;
}

/** Parts used from `fromMs` to `toMs` at `rate`. */
export function partsUsed(rate: Rate, fromMs: number, toMs: number): number {
  let at = fromMs;
  let used = 0;
  while (at < toMs) {
    const next = Math.min(rate.nextChangeAfter(at) ?? toMs, toMs);
    used += (rate.perHourAt(at) * (next - at)) / HOUR_MS;
    at = next;
  }
  return used;
}
