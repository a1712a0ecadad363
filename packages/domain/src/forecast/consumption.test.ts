import { describe, expect, it } from 'vitest';
import { consumptionModel, hourOfWeek, partsUsed, recentPerHour, sumOfRates, timeToUse, type ConsumptionHistory, type Rate } from './consumption.js';

const HOUR = 3_600_000;
const MONDAY_UTC = Date.UTC(2026, 2, 2); // Monday 2 March 2026, 00:00 UTC
const menu = [
  {
    name: 'Negroni',
    ingredients: [
      { name: 'Gin', quantity: 1, type: 'Bottle' },
      { name: 'Campari', quantity: 1, type: 'Bottle' },
    ],
  },
  {
    name: 'Gin Tonic',
    ingredients: [
      { name: 'gin', quantity: 2, type: 'Bottle' },
      { name: 'Tonic', quantity: 4, type: 'Beverage' },
    ],
  },
  { name: 'Spritz', ingredients: [{ name: 'Aperol', quantity: 3, type: 'Bottle' }] },
];
const empty: ConsumptionHistory = { weekly: [], weeks: 0, recent: [], recentMs: 0, recentDrinks: 0, drinksPerHour: null };
const steady = (perHour: number): Rate => ({ perHourAt: () => perHour, nextChangeAfter: () => null });
/** Parts per hour of each product at an instant, all its recipes together. */
const ratesAt = (model: ReturnType<typeof consumptionModel>, at: number) => {
  const out: Record<string, number> = {};
  for (const s of model.streams) out[s.ingredient] = (out[s.ingredient] ?? 0) + s.rate.perHourAt(at);
  return out;
};

describe('consumption model', () => {
  it('counts the hours of the week from Monday midnight in the bar zone', () => {
    expect(hourOfWeek(MONDAY_UTC + 20.5 * HOUR, 'UTC')).toBe(20);
    expect(hourOfWeek(MONDAY_UTC + 20.5 * HOUR, 'Europe/Rome')).toBe(21);
    // Sunday 23:30 UTC is Monday 00:30 in Rome
    expect(hourOfWeek(MONDAY_UTC - 0.5 * HOUR, 'UTC')).toBe(167);
    expect(hourOfWeek(MONDAY_UTC - 0.5 * HOUR, 'Europe/Rome')).toBe(0);
  });

  it('uses the hour-of-week history when it covers enough weeks, per recipe and product', () => {
    const weekly = [
      { recipe: 'Negroni', ingredient: 'Gin', slot: 20, parts: 10, pours: 10 },
      { recipe: 'Gin Tonic', ingredient: 'GIN', slot: 20, parts: 6, pours: 3 },
      { recipe: 'Negroni', ingredient: 'Gin', slot: 21, parts: 4, pours: 3 },
    ];
    const model = consumptionModel({ ...empty, weeks: 2, weekly, recentMs: HOUR, recentDrinks: 5 }, menu, 'UTC');
    expect(model.basis).toBe('weekly');
    expect(model.streams.map((s) => `${s.recipe}/${s.ingredient}`)).toEqual(['negroni/gin', 'gin tonic/gin']);
    // (10 + 6) parts over 2 Mondays at 20:00, 4 over 2 at 21:00
    expect(ratesAt(model, MONDAY_UTC + 20.2 * HOUR)).toEqual({ gin: 8 });
    expect(ratesAt(model, MONDAY_UTC + 21.2 * HOUR)).toEqual({ gin: 2 });
    expect(model.streams[0].rate.nextChangeAfter(MONDAY_UTC + 20.2 * HOUR)).toBe(MONDAY_UTC + 21 * HOUR);
    // 16 pours: ±25 %
    expect(model.uncertainty('Gin')).toBe(0.25);
  });

  it('falls back to the recent rate with too little weekly history', () => {
    const recent = [
      { recipe: 'Negroni', ingredient: 'Gin', parts: 4, pours: 50 },
      { recipe: 'Gin Tonic', ingredient: 'Gin', parts: 2, pours: 50 },
    ];
    const model = consumptionModel(
      { ...empty, weeks: 1, weekly: [{ recipe: 'x', ingredient: 'y', parts: 1, pours: 1, slot: 0 }], recentMs: 30 * 60_000, recentDrinks: 20, recent },
      menu,
      'UTC',
    );
    // 6 parts in half an hour
    expect([model.basis, ratesAt(model, 0), model.uncertainty('gin')]).toEqual(['recent', { gin: 12 }, 0.1]);
  });

  it('reads the recent rate from the spacing of enough drinks, else over the window', () => {
    // 20 drinks 90 s apart: 19 gaps in 28.5 minutes, 40 an hour of 1 part, whatever the window's edges
    expect(recentPerHour({ parts: 20, pours: 20, firstMs: 0, lastMs: 19 * 90_000 }, 30 * 60_000)).toBe(40);
    // two parts each: 80 parts an hour
    expect(recentPerHour({ parts: 40, pours: 20, firstMs: 0, lastMs: 19 * 90_000 }, 30 * 60_000)).toBe(80);
    // too few, or bunched in a corner of the window: parts over the window
    expect(recentPerHour({ parts: 4, pours: 4, firstMs: 0, lastMs: 20 * 60_000 }, 30 * 60_000)).toBe(8);
    expect(recentPerHour({ parts: 10, pours: 10, firstMs: 0, lastMs: 10 * 60_000 }, 30 * 60_000)).toBe(20);
    expect(recentPerHour({ parts: 6, pours: 6 }, 30 * 60_000)).toBe(12);
  });

  it('falls back to the menu mix without recent history, each makeable recipe as likely', () => {
    const short = { ...empty, recentMs: 5 * 60_000, recentDrinks: 3, recent: [{ recipe: 'Negroni', ingredient: 'Gin', parts: 9, pours: 3 }] };
    // 30 drinks an hour over 3 recipes: Gin 1 + 2 parts, Campari 1, Aperol 3 for every 3 drinks
    const model = consumptionModel({ ...short, drinksPerHour: 30 }, menu, 'UTC');
    expect([model.basis, ratesAt(model, 0), model.uncertainty('gin')]).toEqual(['menu', { gin: 30, campari: 10, aperol: 30 }, 0.5]);
    expect(ratesAt(consumptionModel(empty, menu.slice(2), 'UTC'), 0)).toEqual({ aperol: 90 });
    expect(consumptionModel(empty, [], 'UTC').basis).toBe('none');
  });

  it('finds when parts are used up, change by change for changing rates', () => {
    expect(timeToUse(10, steady(5), 0)).toBe(2 * HOUR);
    expect(timeToUse(0, steady(5), 123)).toBe(123);
    expect(timeToUse(10, steady(0), 0)).toBeNull();
    expect(timeToUse(10, steady(1), 0, 5 * HOUR)).toBeNull();
    // 4 parts an hour until 01:00, then 8: from 00:30, 2 parts in the first half hour, 8 in the next hour
    const stepped: Rate = { perHourAt: (at) => (at < HOUR ? 4 : 8), nextChangeAfter: (at) => Math.floor(at / HOUR) * HOUR + HOUR };
    expect(timeToUse(10, stepped, HOUR / 2)).toBe(2 * HOUR);
    expect(partsUsed(stepped, HOUR / 2, 2 * HOUR)).toBe(10);
    expect(partsUsed(sumOfRates([steady(6), steady(3)], 2), 0, HOUR / 3)).toBe(6);
    expect(sumOfRates([steady(1), stepped]).nextChangeAfter(HOUR / 2)).toBe(HOUR);
  });
});
