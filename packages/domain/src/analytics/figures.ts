import { z } from 'zod';
import { DRINK_TYPES } from '../drinks.js';

/**
 * Business rules of the sales and service analytics (issue 21). The figures count finished drinks
 * (delivered, error, error_ack, canceled) by when they were ordered (createdAt):
 * - drinks = delivered drinks; revenue = the menu prices of the delivered drinks that are not remakes
 *   (a remake replaces a drink already sold: it is made again, not sold again);
 * - error rate = drinks in error (error or error_ack) / finished drinks;
 * - remake: the console's Remake (POST /uorder/drink/{id}/remake) stores the new drink with
 *   `remakeOf` = the drink it replaces (nothing marked remakes before, so the product defines it
 *   here); remake rate = remakes / finished drinks; a remake counts in the sales channel of the
 *   drink it replaces (the remake itself is a console order);
 * - wait = delivered minus ordered, in whole seconds, at most an hour (a longer wait counts as an hour;
 *   a delivered drink never changes again, so its updatedAt is when it was delivered); average and p90
 *   over the delivered drinks;
 * - refunds = app orders refunded within the period (by refundedAt), count and amount;
 * - sales channel = the drink's type (App, Kiosk, Admin); app orders carry the same three.
 */
export const SALES_CHANNELS = DRINK_TYPES;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** How many best and worst recipes the analytics name. */
export const RECIPE_RANKING_SIZE = 5;

/** The longest wait counted, in seconds: a drink delivered later counts as waiting an hour. */
export const MAX_COUNTED_WAIT_S = 3600;

const count = z.number().int().min(0);
const ratio = z.number().min(0).max(1).nullable();

export const analyticsFiguresSchema = z.object({
  drinks: count,
  revenue: z.number(),
  finished: count,
  errors: count,
  canceled: count,
  remakes: count,
  errorRate: ratio,
  remakeRate: ratio,
  averageWaitSeconds: z.number().nullable(),
  p90WaitSeconds: z.number().nullable(),
  refunds: count,
  refundedAmount: z.number(),
});
export type AnalyticsFigures = z.infer<typeof analyticsFiguresSchema>;

const dayRangeSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });

export const analyticsSchema = z.object({
  /** The bars the figures cover (one, or every bar the caller may analyse). */
  bars: z.array(z.object({ _id: z.string(), name: z.string(), timeZone: z.string() })),
  /** The bars' currency; null when they use different ones (amounts are then added as they are). */
  currency: z.string().nullable(),
  current: dayRangeSchema,
  previous: dayRangeSchema,
  totals: z.object({ current: analyticsFiguresSchema, previous: analyticsFiguresSchema }),
  channels: z.array(z.object({ channel: z.enum(SALES_CHANNELS), current: analyticsFiguresSchema, previous: analyticsFiguresSchema })),
  /** Each day of the period in the bars' time zone, beside the day as far into the previous period. */
  days: z.array(z.object({ day: z.string(), drinks: count, revenue: z.number(), previousDay: z.string(), previousDrinks: count, previousRevenue: z.number() })),
  /** Hours of the day (0–23) in the bars' time zone, summed over the period. */
  hours: z.array(z.object({ hour: z.number().int().min(0).max(23), drinks: count, revenue: z.number(), previousDrinks: count, previousRevenue: z.number() })),
  /** Every recipe delivered in either period, best first (recipeRanking). */
  recipes: z.array(z.object({ name: z.string(), drinks: count, revenue: z.number(), previousDrinks: count, previousRevenue: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export type AnalyticsRecipe = Analytics['recipes'][number];

/** What the database counts for one period (and channel): the figures are made from these. */
export interface AnalyticsTally {
  delivered: number;
  errors: number;
  canceled: number;
  finished: number;
  remakes: number;
  /** Exact money text or number; rounded to cents here. */
  revenue: number;
  /** Delivered drinks by whole seconds waited: [seconds, drinks]. */
  waits: Array<[number, number]>;
  refunds: number;
  refundedAmount: number;
}

export const emptyTally = (): AnalyticsTally => ({
  delivered: 0,
  errors: 0,
  canceled: 0,
  finished: 0,
  remakes: 0,
  revenue: 0,
  waits: [],
  refunds: 0,
  refundedAmount: 0,
});

/** part / whole, or null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** Money rounded to cents. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * The p-th percentile (0–1) of values given as [value, how many] pairs, interpolated as SQL's
 * percentile_cont does: position p × (n − 1) in the sorted values. Null without values.
 * @example percentileOfCounts([[60, 1], [100, 1]], 0.9) === 96
 */
export function percentileOfCounts(counts: ReadonlyArray<readonly [number, number]>, p: number): number | null {
  const sorted = counts.filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (!total) return null;
  const position = p * (total - 1);
  const below = Math.floor(position);
  const valueAt = (index: number) => {
    let seen = 0;
    for (const [value, n] of sorted) {
      seen += n;
      if (index < seen) return value;
    }
    return sorted[sorted.length - 1][0];
  };
  const low = valueAt(below);
  const high = valueAt(Math.min(below + 1, total - 1));
  return low + (high - low) * (position - below);
}

/** The mean of values given as [value, how many] pairs, or null without values. */
export function averageOfCounts(counts: ReadonlyArray<readonly [number, number]>): number | null {
  let total = 0;
  let sum = 0;
  for (const [value, n] of counts) {
    total += n;
    sum += value * n;
  }
  return total ? sum / total : null;
}

/** The figures of one period (or one channel of it) from what the database counted. */
export function figuresOf(t: AnalyticsTally): AnalyticsFigures {
  const roundTenth = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    drinks: t.delivered,
    revenue: cents(t.revenue),
    finished: t.finished,
    errors: t.errors,
    canceled: t.canceled,
    remakes: t.remakes,
    errorRate: rate(t.errors, t.finished),
    remakeRate: rate(t.remakes, t.finished),
    averageWaitSeconds: roundTenth(averageOfCounts(t.waits)),
    p90WaitSeconds: roundTenth(percentileOfCounts(t.waits, 0.9)),
    refunds: t.refunds,
    refundedAmount: cents(t.refundedAmount),
  };
}

/** Adds one tally into another (a channel into the total). */
export function addTally(into: AnalyticsTally, t: AnalyticsTally): AnalyticsTally {
  return {
    delivered: into.delivered + t.delivered,
    errors: into.errors + t.errors,
    canceled: into.canceled + t.canceled,
    finished: into.finished + t.finished,
    remakes: into.remakes + t.remakes,
    revenue: into.revenue + t.revenue,
    waits: [...into.waits, ...t.waits],
    refunds: into.refunds + t.refunds,
    refundedAmount: into.refundedAmount + t.refundedAmount,
  };
}

/** Recipes best first: most drinks, then most revenue, then by name. */
export function recipeRanking<R extends Pick<AnalyticsRecipe, 'name' | 'drinks' | 'revenue'>>(recipes: readonly R[]): R[] {
  return [...recipes].sort((a, b) => b.drinks - a.drinks || b.revenue - a.revenue || a.name.localeCompare(b.name));
}

/** The best recipes of the period (a ranked list's head). */
export function bestRecipes<R extends Pick<AnalyticsRecipe, 'name' | 'drinks' | 'revenue'>>(recipes: readonly R[], size = RECIPE_RANKING_SIZE): R[] {
  return recipeRanking(recipes).slice(0, size);
}

/** The worst recipes of the period, worst first; a recipe that is among the best is never also among the worst. */
export function worstRecipes<R extends Pick<AnalyticsRecipe, 'name' | 'drinks' | 'revenue'>>(recipes: readonly R[], size = RECIPE_RANKING_SIZE): R[] {
  const ranked = recipeRanking(recipes);
  return ranked.slice(Math.max(size, ranked.length - size)).reverse();
}

/** The change from the previous period as a fraction (0.25 = +25 %), or null when the previous was 0 or unknown. */
export function changeFrom(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}
