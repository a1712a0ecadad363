import { describe, expect, it } from 'vitest';
import type { DeviceEvent, MenuItem } from '@bar/domain';
import { DEMO_ORDER_PROFILE, EVENING_HOURS, SteadyCustomers, hourOfDay, type OrderProfile } from './order-profile.js';
import { quietModel } from './test/quiet-model.js';

const BAR = '33333333-3333-4333-8333-333333333333';
const MIDNIGHT_UTC = Date.UTC(2026, 2, 2); // a Monday
const MINUTE = 60_000;
const item = (name: string, weight: number): MenuItem => ({ recipe: { name, price: 5, category: 'C', ingredients: [] }, color: '#000', weight });

/** Orders of one simulated day, minute by minute: [minute of the day, recipe]. */
function day(customers: SteadyCustomers, menu: MenuItem[]): Array<[number, string]> {
  const orders: Array<[number, string]> = [];
  for (let m = 1; m <= 24 * 60; m++) {
    for (let n = customers.due(MIDNIGHT_UTC + m * MINUTE, MINUTE); n > 0; n--) orders.push([m, customers.pick(menu).recipe.name]);
  }
  return orders;
}

describe('steady, seeded customers', () => {
  const menu = [item('Negroni', 3), item('Spritz', 2), item('Mojito', 1)];

  it('orders the same drinks at the same moments for the same seed and bar', () => {
    const a = day(new SteadyCustomers(DEMO_ORDER_PROFILE, BAR, 120, 'UTC'), menu);
    const b = day(new SteadyCustomers(DEMO_ORDER_PROFILE, BAR, 120, 'UTC'), menu);
    expect(a).toEqual(b);
    const other = day(new SteadyCustomers({ ...DEMO_ORDER_PROFILE, seed: 7 }, BAR, 120, 'UTC'), menu);
    expect(other).not.toEqual(a);
  });

  it('is busier in the evening, each hour at its share of the peak rate, within one order', () => {
    const customers = new SteadyCustomers(DEMO_ORDER_PROFILE, BAR, 120, 'UTC');
    const orders = day(customers, menu);
    const inHour = (h: number) => orders.filter(([m]) => m > h * 60 && m <= (h + 1) * 60).length;
    for (let h = 0; h < 24; h++) expect(Math.abs(inHour(h) - customers.peakPerHour * EVENING_HOURS[h])).toBeLessThanOrEqual(1);
    expect(inHour(20)).toBeGreaterThan(3 * inHour(9));
  });

  it('makes bars of one fleet differ, up to the spread around the rate', () => {
    const peaks = ['a', 'b', 'c', 'd', 'e'].map((id) => new SteadyCustomers(DEMO_ORDER_PROFILE, id, 100, 'UTC').peakPerHour);
    expect(new Set(peaks).size).toBe(5);
    for (const p of peaks) expect(Math.abs(p - 100)).toBeLessThanOrEqual(30);
    const flat: OrderProfile = { seed: 1, hourly: Array(24).fill(1), spread: 0 };
    expect(new SteadyCustomers(flat, 'a', 100, 'UTC').peakPerHour).toBe(100);
  });

  it('picks each recipe in proportion to its weight, within one drink over any run of orders', () => {
    const customers = new SteadyCustomers(DEMO_ORDER_PROFILE, BAR, 120, 'UTC');
    const picks = Array.from({ length: 60 }, () => customers.pick(menu).recipe.name);
    for (const n of [6, 12, 30, 60]) {
      for (const m of menu) {
        const count = picks.slice(0, n).filter((x) => x === m.recipe.name).length;
        expect(Math.abs(count - (n * m.weight) / 6)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("follows the bar's own day", () => {
    // 19:30 UTC is 20:30 in Rome in winter, 21:30 in summer
    expect(hourOfDay(Date.UTC(2026, 0, 10, 19, 30), 'Europe/Rome')).toBe(20);
    expect(hourOfDay(Date.UTC(2026, 6, 10, 19, 30), 'Europe/Rome')).toBe(21);
    expect(hourOfDay(Date.UTC(2026, 0, 10, 19, 30), 'Not/AZone')).toBe(19);
  });
});

describe('a bar with an order profile', () => {
  const run = () => {
    const { m, events } = quietModel(
      { barId: BAR },
      { orderProfile: DEMO_ORDER_PROFILE, ordersPerHour: 60, startAt: Date.UTC(2026, 2, 2, 20), robotFaultsPerHour: 0 },
    );
    for (let i = 0; i < 30 * 6; i++) m.step(10_000);
    return { m, events };
  };
  const drinks = (events: DeviceEvent[]) => events.flatMap((e) => (e.type === 'drink' && e.drink.status === 'open' ? [e.drink.recipe?.name] : []));

  it('places the same orders every run, at the evening rate', () => {
    const a = run();
    const b = run();
    expect(drinks(a.events)).toEqual(drinks(b.events));
    const peak = new SteadyCustomers(DEMO_ORDER_PROFILE, BAR, 60, 'UTC').peakPerHour;
    expect(Math.abs(drinks(a.events).length - peak / 2)).toBeLessThanOrEqual(1);
    expect(a.m.now()).toBe(Date.UTC(2026, 2, 2, 20, 30));
  });

  it('reports bottle levels as they fall, at most once a simulated minute', () => {
    const { events } = run();
    const reports = events.filter((e) => e.type === 'bottles');
    // the first report, then about one a minute while drinks pour
    expect(reports.length).toBeGreaterThan(15);
    expect(reports.length).toBeLessThanOrEqual(32);
  });
});
