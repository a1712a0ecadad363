import { describe, expect, it } from 'vitest';
import type { ConsumptionHistory, ConsumptionModel } from './consumption.js';
import { forecastBar } from './bar-forecast.js';
import { restockLines, restockTotals } from './restock.js';
import { duringOpenings, forecastCells, nextToRunOut, usableLevel, type LevelCell } from './run-out.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const T = Date.UTC(2026, 2, 2, 20); // Monday 20:00 UTC
const now = new Date(T);
const cell = (id: string, name: string, level: number, row: number, column: number, over: Partial<LevelCell> = {}): LevelCell => ({
  dispenserId: id,
  graphicCode: id.toUpperCase(),
  kind: 'bottles',
  ingredientId: `ing-${name}`,
  ingredientName: name,
  enabled: true,
  level,
  capacity: 25,
  alarmLevel: 2,
  row,
  column,
  sizeId: '700ml',
  sizeDescription: '700 ml',
  ...over,
});
/** Each recipe pours one product at a steady rate (parts per hour); ±10 %. */
const model = (rates: Record<string, number>, recipes: Record<string, string[]> = {}): ConsumptionModel => ({
  basis: 'recent',
  streams: Object.entries(rates).flatMap(([recipe, perHour]) =>
    (recipes[recipe] ?? [recipe]).map((ingredient) => ({
      recipe,
      ingredient: ingredient.toLowerCase(),
      dose: 1,
      rate: { perHourAt: () => perHour, nextChangeAfter: () => null },
    })),
  ),
  uncertainty: () => 0.1,
});
const ms = (d: Date | null) => (d ? d.getTime() - T : null);

describe('run-out of each cell', () => {
  const cells = [
    cell('a', 'Gin', 4, 1, 2),
    cell('b', 'Gin', 10, 1, 1),
    cell('c', 'Rum', 20, 2, 1),
    cell('off', 'Gin', 25, 3, 1, { enabled: false }),
    cell('e', 'Vodka', 0, 2, 2),
  ];
  const forecasts = forecastCells(cells, model({ gin: 6, vodka: 3 }), now, new Date(T + 2 * HOUR));
  const of = (id: string) => forecasts.find((f) => f.dispenserId === id)!;

  it('pours a product emptiest cell first: each cell is empty when the use reaches the levels before it', () => {
    // 4 parts at 6 an hour: 40 minutes; then the 10 of the next cell: 140 minutes
    expect(ms(of('a').runOutAt)).toBe(40 * MIN);
    expect(ms(of('b').runOutAt)).toBe(140 * MIN);
    expect(of('a').ratePerHour).toBe(6);
  });

  it('gives a band from the rate uncertainty (±10 % rate)', () => {
    // 4 / 6.6 h and 4 / 5.4 h
    expect(Math.abs(ms(of('a').earliestAt)! - (4 / 6.6) * HOUR)).toBeLessThan(1);
    expect(Math.abs(ms(of('a').latestAt)! - (4 / 5.4) * HOUR)).toBeLessThan(1);
  });

  it('says which run out before closing; an empty cell is out now; an unused one lasts; disabled cells are left out', () => {
    expect([of('a').beforeClosing, of('b').beforeClosing]).toEqual([true, false]);
    expect([ms(of('e').runOutAt), of('e').beforeClosing]).toEqual([0, true]);
    expect([of('c').runOutAt, of('c').beforeClosing, of('c').basis]).toEqual([null, false, 'none']);
    expect(forecasts.some((f) => f.dispenserId === 'off')).toBe(false);
    expect(nextToRunOut(forecasts).map((f) => f.dispenserId)).toEqual(['e', 'a', 'b']);
  });

  it('counts a steady rate only while the bar is open', () => {
    // open now until 21:00, then from 22:00: 10 parts at 6 an hour = 1 h open + 40 min after reopening
    const open = duringOpenings(model({ gin: 6 }), [
      [T, T + HOUR],
      [T + 2 * HOUR, T + 10 * HOUR],
    ]);
    const [f] = forecastCells([cell('x', 'Gin', 10, 1, 1)], open, now, new Date(T + HOUR));
    expect(ms(f.runOutAt)).toBe(2 * HOUR + 40 * MIN);
    expect(f.beforeClosing).toBe(false);
  });

  it('stops a recipe once one of its products is gone, so its other products last longer', () => {
    // Margarita pours tequila and lime at 6 an hour each; tequila (3) is gone after 30 minutes, then
    // only the Gimlet uses lime, at 2 an hour: 12 − 4 = 8 parts left at 2 an hour = 4 more hours
    const m = model({ margarita: 6, gimlet: 2 }, { margarita: ['Tequila', 'Lime'], gimlet: ['Lime'] });
    const fs = forecastCells([cell('t', 'Tequila', 3, 1, 1), cell('l', 'Lime', 12, 1, 2)], m, now, new Date(T + 6 * HOUR));
    expect(fs.map((f) => [f.dispenserId, ms(f.runOutAt), f.ratePerHour])).toEqual([
      ['t', 30 * MIN, 6],
      ['l', 4.5 * HOUR, 8],
    ]);
  });
});

describe('usable level', () => {
  it('counts whole doses of the smallest dose, as the doser pours them', () => {
    expect(usableLevel(5, 2)).toBe(4);
    expect(usableLevel(1, 2)).toBe(0);
    expect(usableLevel(5.5, 0)).toBe(5.5);
    expect(usableLevel(-1, 0)).toBe(0);
    // a cell of 5 poured in doses of 2: 4 parts at 6 an hour, then it is empty for the doser
    const doubles = model({ gin: 6 });
    doubles.streams[0].dose = 2;
    const [f] = forecastCells([cell('x', 'Gin', 5, 1, 1)], doubles, now, new Date(T + HOUR));
    expect(ms(f.runOutAt)).toBe(40 * MIN);
  });
});

describe('restock list', () => {
  it('lists the cells that run out before closing in wall order, with the bottles to bring', () => {
    // 30 parts an hour for 2 hours = 60; cells hold 3 + 8, refilled 25 + 25 = 50: one more bottle for the emptiest
    const cells = [cell('a', 'Gin', 3, 1, 2), cell('b', 'Gin', 8, 1, 1), cell('c', 'Rum', 20, 2, 1), cell('d', 'Rum', 5, 1, 3)];
    const rates = model({ gin: 30, rum: 3 });
    const closesAt = new Date(T + 2 * HOUR);
    const forecasts = forecastCells(cells, rates, now, closesAt);
    const lines = restockLines(forecasts, rates, T, closesAt);
    // Rum: 6 parts until closing; d (5) runs out, c then holds enough
    expect(lines.map((l) => [l.dispenserId, l.action, l.bottles])).toEqual([
      ['b', 'topUp', 1],
      ['a', 'topUp', 2],
      ['d', 'topUp', 1],
    ]);
    expect(restockTotals(lines)).toEqual([
      { ingredientName: 'Gin', sizeDescription: '700 ml', bottles: 3 },
      { ingredientName: 'Rum', sizeDescription: '700 ml', bottles: 1 },
    ]);
  });

  it('replaces a cell at or under its alarm level', () => {
    const forecasts = forecastCells([cell('a', 'Gin', 2, 1, 1)], model({ gin: 6 }), now, new Date(T + HOUR));
    expect(restockLines(forecasts, model({ gin: 6 }), T, new Date(T + HOUR))).toMatchObject([{ action: 'replace', bottles: 1 }]);
  });
});

describe("a bar's forecast", () => {
  const history: ConsumptionHistory = {
    weekly: [],
    weeks: 0,
    recent: [
      { recipe: 'Gin Campari', ingredient: 'Gin', parts: 6, pours: 100 },
      { recipe: 'Campari Tonic', ingredient: 'Campari', parts: 1, pours: 100 },
    ],
    recentMs: HOUR,
    recentDrinks: 10,
    drinksPerHour: null,
  };
  const recipe = (id: string, name: string, valid: boolean, ...ingredients: string[]) => ({
    id,
    name,
    categoryId: 'cocktails',
    valid,
    ingredients: ingredients.map((i) => ({ ingredientName: i, ingredientType: 'Bottle', quantity: 1 })),
  });

  it('flags recipes whose ingredient runs out before closing and offers substitutes for unavailable ones', () => {
    const f = forecastBar({
      now,
      timeZone: 'UTC',
      openingTime: '18:00',
      closingTime: '02:00',
      cells: [cell('g', 'Gin', 12, 1, 1), cell('c', 'Campari', 20, 1, 2), cell('v', 'Vermouth', 0, 1, 3)],
      history,
      recipes: [
        recipe('n', 'Negroni', false, 'Gin', 'Campari', 'Vermouth'),
        recipe('gc', 'Gin Campari', true, 'Gin', 'Campari'),
        recipe('ct', 'Campari Tonic', true, 'Campari'),
      ],
    });
    expect(f.session.closesAt.toISOString()).toBe('2026-03-03T02:00:00.000Z');
    // gin: 12 parts at 6 an hour = 22:00, before closing; campari lasts 20 hours
    expect(f.recipes).toEqual([
      {
        recipeId: 'n',
        name: 'Negroni',
        categoryId: 'cocktails',
        valid: false,
        runsOutAt: null,
        ingredientName: null,
        substitutes: [
          { recipeId: 'gc', name: 'Gin Campari', shared: 2 },
          { recipeId: 'ct', name: 'Campari Tonic', shared: 1 },
        ],
      },
      { recipeId: 'gc', name: 'Gin Campari', categoryId: 'cocktails', valid: true, runsOutAt: new Date(T + 2 * HOUR), ingredientName: 'Gin', substitutes: [] },
    ]);
    expect(f.restock.lines.map((l) => l.dispenserId)).toEqual(['g', 'v']);
  });
});
