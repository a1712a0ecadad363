import { describe, expect, it } from 'vitest';
import type { BarDetail } from '@bar/domain';
import { FleetBook, barDay, type FleetSnapshot } from './book.js';

const zone = 'Europe/Rome';
// 2026-03-28 is a Saturday; Rome moves to summer time in the night of the 29th (a 23-hour day)
const evening = Date.parse('2026-03-28T20:00:00Z');

const bar = {
  _id: 'b1',
  name: 'Milano',
  version: 'veloce',
  liveCheck: null,
  status: 'READY',
  open: true,
  timeZone: zone,
  roboticSystem: { maintenanceMode: false },
  paymentSettings: { currency: { currencyNameISO: 'EUR' } },
  bottleAlarm: [],
  bottleWarning: [],
  robots: [{ _id: 'r1', tagName: 'R1', displayName: 'Robot 1', status: 'READY', enabled: true }],
} as unknown as BarDetail;

function snapshot(over: Partial<FleetSnapshot> = {}): FleetSnapshot {
  return { bar, activeDrinks: new Map(), today: { drinks: 3, cents: 1500 }, dayStart: barDay(zone, evening).start, alarms: new Map(), ...over };
}
const drink = (id: string, status: string, createdAt: number, price = 4) => ({
  type: 'drink' as const,
  payload: { _id: id, status, createdAt: new Date(createdAt).toISOString(), recipe: { price } },
});

describe('FleetBook', () => {
  it('counts a drink sold once, however often its delivery is told', () => {
    const book = new FleetBook();
    book.put(snapshot(), evening);
    expect(book.apply('b1', drink('d1', 'open', evening), evening)).toBe(true);
    expect(book.summary('b1', evening)).toMatchObject({ queue: { count: 1, oldestCreatedAt: new Date(evening).toISOString() } });
    expect(book.apply('b1', drink('d1', 'delivered', evening), evening + 1)).toBe(true);
    expect(book.apply('b1', drink('d1', 'delivered', evening), evening + 2)).toBe(false);
    expect(book.summary('b1', evening + 2)).toMatchObject({ queue: { count: 0, oldestCreatedAt: null }, today: { drinks: 4, revenue: 19 } });
  });

  it('does not sell a failed drink, nor one ordered before the bar’s midnight', () => {
    const book = new FleetBook();
    const { start } = barDay(zone, evening);
    book.put(snapshot({ activeDrinks: new Map([['late', start - 60_000]]) }), evening);
    book.apply('b1', drink('x', 'open', evening), evening);
    book.apply('b1', drink('x', 'error', evening), evening);
    book.apply('b1', drink('late', 'delivered', start - 60_000), evening);
    expect(book.summary('b1', evening)).toMatchObject({ queue: { count: 0 }, today: { drinks: 3, revenue: 15 } });
  });

  it('starts today again at the bar’s midnight, on a 23-hour day too', () => {
    const book = new FleetBook();
    book.put(snapshot(), evening);
    const day = barDay(zone, evening);
    expect(new Date(day.start).toISOString()).toBe('2026-03-27T23:00:00.000Z');
    const sunday = barDay(zone, day.end);
    expect(sunday.end - sunday.start).toBe(23 * 3_600_000);
    expect(book.summary('b1', day.end - 1)?.today.drinks).toBe(3);
    expect(book.summary('b1', day.end)?.today).toEqual({ drinks: 0, revenue: 0 });
  });

  it('keeps alarms by severity until they clear, and robots by tag', () => {
    const book = new FleetBook();
    book.put(snapshot(), evening);
    const alarm = (id: string, severity: string, state: string) => ({ type: 'alarm' as const, payload: { change: 'x', alarm: { _id: id, severity, state } } });
    book.apply('b1', alarm('a1', 'critical', 'open'), evening);
    book.apply('b1', alarm('a2', 'warning', 'open'), evening);
    book.apply('b1', alarm('a1', 'critical', 'acknowledged'), evening);
    expect(book.summary('b1', evening)?.alarms).toEqual({ critical: 1, warning: 1 });
    book.apply('b1', alarm('a1', 'critical', 'cleared'), evening);
    expect(book.summary('b1', evening)?.alarms).toEqual({ critical: 0, warning: 1 });
    expect(book.apply('b1', { type: 'robot', payload: { tagName: 'R1', displayName: 'Robot 1', status: 'ERROR' } }, evening)).toBe(true);
    expect(book.apply('b1', { type: 'robot', payload: { tagName: 'R9', displayName: 'Robot 9', status: 'ERROR' } }, evening)).toBe(false);
    expect(book.summary('b1', evening)?.robots).toEqual([{ tagName: 'R1', displayName: 'Robot 1', status: 'ERROR' }]);
  });

  it('ignores bars it does not track', () => {
    const book = new FleetBook();
    expect(book.apply('b2', drink('d', 'open', evening), evening)).toBe(false);
    expect(book.summary('b2', evening)).toBeUndefined();
  });
});
