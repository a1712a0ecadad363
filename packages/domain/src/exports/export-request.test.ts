import { describe, expect, it } from 'vitest';
import {
  EXPORT_RANGE_REQUIRED,
  exportDayRangeProblem,
  exportProgress,
  exportRangeLimit,
  exportRangeProblem,
  exportRequestCreateSchema,
  parseDayText,
} from './export-request.js';

describe('export date range (at most 3 months)', () => {
  it('reaches the same day 3 months later, clamped to the month end', () => {
    expect(exportRangeLimit(new Date('2026-01-15T00:00:00Z')).toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(exportRangeLimit(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
  it('accepts up to the end of that day and refuses beyond or backwards', () => {
    expect(exportRangeProblem(new Date('2026-01-15T00:00:00Z'), new Date('2026-04-15T23:59:59Z'))).toBeNull();
    expect(exportRangeProblem(new Date('2026-01-15T00:00:00Z'), new Date('2026-04-16T12:00:00Z'))).toMatch(/at most 3 months/);
    expect(exportRangeProblem(new Date('2026-02-01T00:00:00Z'), new Date('2026-01-31T00:00:00Z'))).toMatch(/before/);
  });
});

describe('exportRequestCreateSchema', () => {
  it('takes a collection, type and filters with status', () => {
    const r = exportRequestCreateSchema.parse({
      collectionName: 'Drink',
      type: 'csv',
      search: { status: 'delivered', 'recipe.name': 'Mo', createdAt: { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' } },
    });
    expect(r.search.status).toBe('delivered');
    expect(r.search['recipe.name']).toBe('Mo');
  });
  it('refuses a range longer than 3 months, an unknown collection and an unknown type', () => {
    const createdAt = { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' };
    expect(exportRequestCreateSchema.safeParse({ collectionName: 'Drink', search: { createdAt: { from: '2026-01-01', to: '2026-05-01' } } }).success).toBe(
      false,
    );
    expect(exportRequestCreateSchema.safeParse({ collectionName: 'Users', search: { createdAt } }).success).toBe(false);
    expect(exportRequestCreateSchema.safeParse({ collectionName: 'AppOrder', type: 'pdf', search: { createdAt } }).success).toBe(false);
    expect(exportRequestCreateSchema.safeParse({ collectionName: 'AppOrder', search: { createdAt } }).success).toBe(true);
  });
  it.each([
    ['no search', {}],
    ['no range', { search: { status: 'paid' } }],
    ['no To', { search: { createdAt: { from: '2026-01-01T00:00:00Z' } } }],
    ['no From', { search: { createdAt: { to: '2026-01-01T00:00:00Z' } } }],
    ['an empty From', { search: { createdAt: { from: '', to: '2026-01-01T00:00:00Z' } } }],
  ])('needs a complete date range (%s), and says so', (_, body) => {
    const result = exportRequestCreateSchema.safeParse({ collectionName: 'Drink', ...body });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(EXPORT_RANGE_REQUIRED);
  });
});

describe('the form range (dd/MM/yyyy)', () => {
  it('reads real days only', () => {
    expect(parseDayText('29/02/2028')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDayText('29/02/2027')).toBeNull();
    expect(parseDayText('2027-02-01')).toBeNull();
  });
  it('needs both days, in order, at most 3 months apart', () => {
    expect(exportDayRangeProblem('', '01/02/2026')).toBe('Set both From and To.');
    expect(exportDayRangeProblem('01/02/2026', '31/13/2026')).toBe('Dates are dd/MM/yyyy.');
    expect(exportDayRangeProblem('02/02/2026', '01/02/2026')).toMatch(/before/);
    expect(exportDayRangeProblem('15/01/2026', '15/04/2026')).toBeNull();
    expect(exportDayRangeProblem('15/01/2026', '16/04/2026')).toMatch(/at most 3 months/);
  });
});

describe('export progress', () => {
  it('is unknown until counted, a floor percentage while running, 100 only when done', () => {
    expect(exportProgress('queued', 0, null)).toBeNull();
    expect(exportProgress('running', 0, null)).toBeNull();
    expect(exportProgress('running', 0, 0)).toBe(0);
    expect(exportProgress('running', 333, 1000)).toBe(33);
    expect(exportProgress('running', 1200, 1000)).toBe(99);
    expect(exportProgress('done', 0, null)).toBe(100);
    expect(exportProgress('failed', 10, 20)).toBeNull();
  });
});
