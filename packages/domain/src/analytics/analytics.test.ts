import { describe, expect, it } from 'vitest';
import {
  addTally,
  analyticsPeriods,
  analyticsQuerySchema,
  averageOfCounts,
  bestRecipes,
  changeFrom,
  daysOf,
  emptyTally,
  figuresOf,
  percentileOfCounts,
  periodsOfQuery,
  worstRecipes,
} from './index.js';

describe('analytics periods', () => {
  it('compares a period with as many days immediately before it', () => {
    expect(analyticsPeriods({ year: 2026, month: 3, day: 1 }, { year: 2026, month: 3, day: 31 })).toEqual({
      current: { from: '2026-03-01', to: '2026-03-31', days: 31 },
      previous: { from: '2026-01-29', to: '2026-02-28', days: 31 },
    });
  });

  it('compares one day with the day before, across a year end and a leap day', () => {
    expect(periodsOfQuery({ from: '01/01/2026', to: '01/01/2026' }).previous).toEqual({ from: '2025-12-31', to: '2025-12-31', days: 1 });
    expect(periodsOfQuery({ from: '01/03/2024', to: '02/03/2024' }).previous).toEqual({ from: '2024-02-28', to: '2024-02-29', days: 2 });
  });

  it('lists every day of a range, a DST change included', () => {
    expect(daysOf({ from: '2026-03-28', to: '2026-03-30', days: 3 })).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});

describe('analytics query', () => {
  const problem = (query: Record<string, unknown>) => {
    const result = analyticsQuerySchema.safeParse(query);
    return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes dd/MM/yyyy days as the date fields write them', () => {
    expect(problem({ from: '01/03/2026', to: '31/05/2026' })).toBeNull();
    expect(problem({ from: '01/03/2026', to: '01/03/2026', barId: 'x' })).toBeNull();
  });

  it('refuses what the export range refuses, naming the field', () => {
    expect(problem({ from: '2026-03-01', to: '31/03/2026' })).toEqual(['from: Dates are dd/MM/yyyy.']);
    expect(problem({ from: '31/02/2026', to: '31/03/2026' })).toEqual(['from: Dates are dd/MM/yyyy.']);
    expect(problem({ from: '01/03/2026', to: '28/02/2026' })).toEqual(['to: To must not be before From.']);
    expect(problem({ from: '01/03/2026', to: '02/06/2026' })).toEqual(['to: The date range is at most 3 months.']);
    expect(problem({ from: '', to: '02/03/2026' })).toEqual(['from: Set both From and To.']);
    expect(problem({ to: '02/03/2026' })?.[0]).toBe('from: Set both From and To.');
  });

  it('refuses a parameter it does not take', () => {
    expect(problem({ from: '01/03/2026', to: '01/03/2026', bar: 'all' })).toEqual([': Unknown query parameter "bar"']);
  });
});

describe('analytics rules', () => {
  it('interpolates the p90 as percentile_cont does', () => {
    // 10 waits 1..10 s: position 0.9 × 9 = 8.1 → 9 + 0.1 × (10 − 9)
    expect(
      percentileOfCounts(
        Array.from({ length: 10 }, (_, i) => [i + 1, 1] as [number, number]),
        0.9,
      ),
    ).toBeCloseTo(9.1, 10);
    expect(
      percentileOfCounts(
        [
          [60, 1],
          [100, 1],
        ],
        0.9,
      ),
    ).toBe(96);
    // 9 waits of 30 s and one of 300 s: position 8.1 lies between the last 30 and the 300
    expect(
      percentileOfCounts(
        [
          [30, 9],
          [300, 1],
        ],
        0.9,
      ),
    ).toBeCloseTo(57, 10);
    expect(percentileOfCounts([[42, 3]], 0.9)).toBe(42);
    expect(percentileOfCounts([], 0.9)).toBeNull();
    expect(
      averageOfCounts([
        [60, 3],
        [120, 1],
      ]),
    ).toBe(75);
    expect(averageOfCounts([])).toBeNull();
  });

  it('makes rates over the finished drinks, and none without any', () => {
    const figures = figuresOf({ ...emptyTally(), delivered: 8, errors: 1, canceled: 1, finished: 10, remakes: 2, revenue: 80.005, waits: [[90, 8]] });
    expect(figures).toMatchObject({ drinks: 8, revenue: 80.01, errorRate: 0.1, remakeRate: 0.2, averageWaitSeconds: 90, p90WaitSeconds: 90 });
    expect(figuresOf(emptyTally())).toMatchObject({ errorRate: null, remakeRate: null, averageWaitSeconds: null, p90WaitSeconds: null });
  });

  it('adds channel tallies into the total, waits included', () => {
    const total = addTally(
      { ...emptyTally(), delivered: 1, finished: 1, waits: [[10, 1]] },
      { ...emptyTally(), delivered: 1, finished: 2, errors: 1, waits: [[30, 1]] },
    );
    expect(figuresOf(total)).toMatchObject({ drinks: 2, finished: 3, errors: 1, averageWaitSeconds: 20, p90WaitSeconds: 28 });
  });

  it('ranks recipes by drinks, then revenue, then name, and keeps best and worst apart', () => {
    const r = (name: string, drinks: number, revenue = drinks) => ({ name, drinks, revenue });
    const recipes = [r('A', 5), r('B', 9), r('C', 1), r('D', 5, 50), r('E', 0), r('F', 3), r('G', 2)];
    expect(bestRecipes(recipes, 3).map((x) => x.name)).toEqual(['B', 'D', 'A']);
    expect(worstRecipes(recipes, 3).map((x) => x.name)).toEqual(['E', 'C', 'G']);
    expect(worstRecipes(recipes.slice(0, 3), 3)).toEqual([]);
  });

  it('gives the change from the previous period, none from nothing', () => {
    expect(changeFrom(15, 10)).toBe(0.5);
    expect(changeFrom(5, 0)).toBeNull();
    expect(changeFrom(null, 4)).toBeNull();
  });
});
