import { changeFrom, neutraliseCell, type AnalyticsFigures, type SalesChannel } from '@bar/domain';
import type { SalesAnalytics } from './api/get-sales-analytics';
import { saveFile } from '../../lib/save-file';

/** The figures the page shows for a period, in the order of its cards and table rows. */
export const FIGURE_KEYS = [
  'drinks',
  'revenue',
  'averageWaitSeconds',
  'p90WaitSeconds',
  'errorRate',
  'remakeRate',
  'finished',
  'errors',
  'canceled',
  'remakes',
  'refunds',
  'refundedAmount',
] as const satisfies ReadonlyArray<keyof AnalyticsFigures>;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** How a figure reads: a count, money, a wait in seconds or a rate. */
export type FigureKind = 'count' | 'money' | 'wait' | 'rate';
export const FIGURE_KIND: Record<FigureKey, FigureKind> = {
  drinks: 'count',
  revenue: 'money',
  averageWaitSeconds: 'wait',
  p90WaitSeconds: 'wait',
  errorRate: 'rate',
  remakeRate: 'rate',
  finished: 'count',
  errors: 'count',
  canceled: 'count',
  remakes: 'count',
  refunds: 'count',
  refundedAmount: 'money',
};

/** A wait in seconds as minutes and seconds: 107.5 → '1:48'. */
export function waitText(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A yyyy-MM-dd day as the product writes days: dd/MM/yyyy. */
export function dayText(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Whether there is anything to show: a finished drink or a refund in either period. */
export function hasFigures(analytics: SalesAnalytics): boolean {
  const { current, previous } = analytics.totals;
  return current.finished + previous.finished + current.refunds + previous.refunds > 0;
}

/** The change of a figure from the previous period (a fraction), or null when there is none to give. */
export function figureChange(figures: { current: AnalyticsFigures; previous: AnalyticsFigures }, key: FigureKey): number | null {
  return changeFrom(figures.current[key], figures.previous[key]);
}

/** The words the CSV needs, in the console's language. */
export interface CsvLabels {
  figureHeader: string;
  figure: (key: FigureKey) => string;
  channel: (channel: SalesChannel) => string;
  total: string;
  current: string;
  previous: string;
  day: string;
  previousDay: string;
  hour: string;
  recipe: string;
  drinks: string;
  revenue: string;
  previousDrinks: string;
  previousRevenue: string;
}

const cell = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The table view as one CSV file: the figures per sales channel, then per day, per hour and per
 * recipe, each block with its header row and a blank line between blocks. Numbers as plain decimals
 * (waits in seconds, rates as fractions); text neutralised against spreadsheet formulas; UTF-8 BOM, CRLF.
 */
export function analyticsCsv(analytics: SalesAnalytics, labels: CsvLabels): string {
  const rows: Array<Array<string | number | null>> = [];
  const groups = [{ name: labels.total, figures: analytics.totals }, ...analytics.channels.map((c) => ({ name: labels.channel(c.channel), figures: c }))];
  rows.push([labels.figureHeader, ...groups.flatMap((g) => [`${g.name} ${labels.current}`, `${g.name} ${labels.previous}`])]);
  for (const key of FIGURE_KEYS) rows.push([labels.figure(key), ...groups.flatMap((g) => [g.figures.current[key], g.figures.previous[key]])]);
  rows.push([]);
  rows.push([labels.day, labels.drinks, labels.revenue, labels.previousDay, labels.previousDrinks, labels.previousRevenue]);
  for (const d of analytics.days) rows.push([dayText(d.day), d.drinks, d.revenue, dayText(d.previousDay), d.previousDrinks, d.previousRevenue]);
  rows.push([]);
  rows.push([labels.hour, labels.drinks, labels.revenue, labels.previousDrinks, labels.previousRevenue]);
  for (const h of analytics.hours) rows.push([`${String(h.hour).padStart(2, '0')}:00`, h.drinks, h.revenue, h.previousDrinks, h.previousRevenue]);
  rows.push([]);
  rows.push([labels.recipe, labels.drinks, labels.revenue, labels.previousDrinks, labels.previousRevenue]);
  for (const r of analytics.recipes) rows.push([r.name, r.drinks, r.revenue, r.previousDrinks, r.previousRevenue]);
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Offers `text` as a file download named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveFile(new Blob([text], { type }), fileName);
}
