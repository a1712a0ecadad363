import { z } from 'zod';

export const EXPORT_COLLECTIONS = ['AppOrder', 'Drink'] as const;
export type ExportCollection = (typeof EXPORT_COLLECTIONS)[number];
export const EXPORT_TYPES = ['csv', 'excel'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** SPEC §9: an export, and the date range of its form, covers at most 3 months. */
export const EXPORT_MAX_MONTHS = 3;

/** The last instant a range starting at `from` may reach: the same calendar day 3 months later. */
export function exportRangeLimit(from: Date): Date {
  const limit = new Date(from.getTime());
  const day = limit.getUTCDate();
  limit.setUTCDate(1);
  limit.setUTCMonth(limit.getUTCMonth() + EXPORT_MAX_MONTHS);
  const lastDay = new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth() + 1, 0)).getUTCDate();
  limit.setUTCDate(Math.min(day, lastDay));
  return limit;
}

// A range of local days sent as instants can be an hour longer in UTC when it crosses a DST change.
const ZONE_SLACK_MS = 3 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Why a from/to range cannot be exported, or null when it can (To may reach the end of the limit day). */
export function exportRangeProblem(from: Date, to: Date): string | null {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return 'From and To must be dates.';
  if (to.getTime() < from.getTime()) return 'To must not be before From.';
  if (to.getTime() >= exportRangeLimit(from).getTime() + DAY_MS + ZONE_SLACK_MS) return `The date range is at most ${EXPORT_MAX_MONTHS} months.`;
  return null;
}

/** A dd/MM/yyyy text as a calendar day, or null when it is not a real date. */
export function parseDayText(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The form's rule on two dd/MM/yyyy days: both set, real dates, To not before From, at most 3 months. */
export function exportDayRangeProblem(fromText: string, toText: string): string | null {
  if (!fromText.trim() || !toText.trim()) return 'Set both From and To.';
  const from = parseDayText(fromText);
  const to = parseDayText(toText);
  if (!from || !to) return 'Dates are dd/MM/yyyy.';
  const f = new Date(Date.UTC(from.year, from.month - 1, from.day));
  const t = new Date(Date.UTC(to.year, to.month - 1, to.day));
  if (t < f) return 'To must not be before From.';
  if (t > exportRangeLimit(f)) return `The date range is at most ${EXPORT_MAX_MONTHS} months.`;
  return null;
}

/** The server's answer to an export without a complete date range (SPEC: no export without both days). */
export const EXPORT_RANGE_REQUIRED = 'Set both From and To: an export needs the date range search.createdAt {from, to}.';

const missingOr = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? EXPORT_RANGE_REQUIRED : message);

const isoDate = z
  .string({ error: missingOr('must be an ISO date') })
  .min(1, EXPORT_RANGE_REQUIRED)
  .max(40)
  .refine((s) => !Number.isNaN(new Date(s).getTime()), 'must be an ISO date');

/** The list filters an export selects with: status if any, and the createdAt range it always covers. */
export const exportSearchSchema = z
  .object(
    {
      status: z.union([z.string().max(40), z.array(z.string().max(40)).max(10)]).optional(),
      createdAt: z.object({ from: isoDate, to: isoDate }, { error: missingOr('createdAt must be {from, to}') }),
    },
    { error: missingOr('search must be an object of list filters') },
  )
  .catchall(z.unknown())
  .superRefine((search, ctx) => {
    const problem = exportRangeProblem(new Date(search.createdAt.from), new Date(search.createdAt.to));
    if (problem) ctx.addIssue({ code: 'custom', path: ['createdAt'], message: problem });
  });
export type ExportSearch = z.infer<typeof exportSearchSchema>;

export const exportRequestCreateSchema = z.object({
  barId: z.uuid('The bar id is not a valid id.').optional(),
  collectionName: z.enum(EXPORT_COLLECTIONS, { error: 'collectionName must be AppOrder or Drink' }),
  search: exportSearchSchema,
  type: z.enum(EXPORT_TYPES, { error: 'type must be csv or excel' }).default('csv'),
});
export type ExportRequestCreate = z.infer<typeof exportRequestCreateSchema>;

export const exportRequestSchema = z.object({
  _id: z.string(),
  barId: z.string(),
  collectionName: z.enum(EXPORT_COLLECTIONS),
  search: z.record(z.string(), z.unknown()),
  type: z.enum(EXPORT_TYPES),
  userDisplay: z.string(),
  /** Set only once the file is complete: a half-written file is never offered. */
  filepath: z.string().nullable(),
  /** queued, running, done, failed */
  status: z.string(),
  rows: z.number().int(),
  /** Percentage of the rows written, 0–100; null while unknown (queued, not yet counted, failed). */
  progress: z.number().int().min(0).max(100).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/**
 * How far an export is, 0–100, or null when unknown. A running job stays below 100 until its file
 * is complete (rows can arrive while it runs, so done may pass the count taken at the claim).
 */
export function exportProgress(status: string, rowsDone: number, rowsTotal: number | null): number | null {
  if (status === 'done') return 100;
  if (status !== 'running' || rowsTotal === null) return null;
  if (rowsTotal <= 0) return 0;
  return Math.min(99, Math.floor((rowsDone * 100) / rowsTotal));
}
