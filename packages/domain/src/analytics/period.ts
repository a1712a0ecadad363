import { z } from 'zod';
import { exportDayRangeProblem, parseDayText } from '../exports/export-request.js';
import { listQueryObject } from '../schemas/paging.js';

/** A calendar day, as the date range's dd/MM/yyyy texts name it. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Whole calendar days, From and To included; each bar reads them in its own time zone. */
export interface DayRange {
  /** yyyy-MM-dd */
  from: string;
  /** yyyy-MM-dd */
  to: string;
  days: number;
}

const DAY_MS = 86_400_000;

const epochDay = (d: CalendarDay) => Math.round(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS);
const dayOfEpoch = (n: number): CalendarDay => {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** 2026-03-29 for { year: 2026, month: 3, day: 29 }. */
export const isoDay = (d: CalendarDay): string => `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The calendar day of a yyyy-MM-dd text (as isoDay writes it). */
export function dayOfIso(text: string): CalendarDay {
  const [year, month, day] = text.split('-').map(Number);
  return { year, month, day };
}

/** The calendar day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: CalendarDay, n: number): CalendarDay {
  return dayOfEpoch(epochDay(day) + n);
}

/**
 * The period asked for and the one it is compared with: the same number of days immediately
 * before it. E.g. 01/03/2026–31/03/2026 (31 days) is compared with 29/01/2026–28/02/2026.
 */
export function analyticsPeriods(from: CalendarDay, to: CalendarDay): { current: DayRange; previous: DayRange } {
  const days = epochDay(to) - epochDay(from) + 1;
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(from, -days);
  return {
    current: { from: isoDay(from), to: isoDay(to), days },
    previous: { from: isoDay(previousFrom), to: isoDay(previousTo), days },
  };
}

/** Every day of a range, in order, as yyyy-MM-dd. */
export function daysOf(range: DayRange): string[] {
  const first = dayOfIso(range.from);
  return Array.from({ length: range.days }, (_, i) => isoDay(addDays(first, i)));
}

const dayText = z.string({ error: 'Set both From and To.' }).max(40, 'Dates are dd/MM/yyyy.');

/**
 * Query of the sales analytics: From and To as the product's date fields write them (dd/MM/yyyy),
 * with the export's rule (both set, real dates, To not before From, at most the export limit).
 */
export const analyticsQuerySchema = listQueryObject({ from: dayText, to: dayText, barId: z.string().max(100).optional() }).superRefine((query, ctx) => {
  const problem = exportDayRangeProblem(query.from, query.to);
  if (!problem) return;
  const badFrom = !query.from.trim() || !parseDayText(query.from);
  ctx.addIssue({ code: 'custom', path: [badFrom ? 'from' : 'to'], message: problem });
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The periods of a query that passed analyticsQuerySchema. */
export function periodsOfQuery(query: Pick<AnalyticsQuery, 'from' | 'to'>): { current: DayRange; previous: DayRange } {
  const from = parseDayText(query.from);
  const to = parseDayText(query.to);
  if (!from || !to) throw new Error('Dates are dd/MM/yyyy.');
  return analyticsPeriods(from, to);
}
