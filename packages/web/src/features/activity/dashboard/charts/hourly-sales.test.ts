import { describe, expect, it } from 'vitest';
import { hourlySales } from './hourly-sales';

const since = new Date('2030-05-01T00:00:00.000Z');

describe('hourlySales', () => {
  it('fills every hour from midnight to now, with 0 where nothing sold', () => {
    const points = hourlySales(
      [
        { date: '2030-05-01T01:00:00.000Z', value: 12.5 },
        { date: '2030-05-01T03:00:00.000Z', value: 4 },
      ],
      since,
      new Date('2030-05-01T04:30:00.000Z'),
    );
    expect(points.map((p) => p.value)).toEqual([0, 12.5, 0, 4, 0]);
    expect(points[4]!.date).toBe('2030-05-01T04:00:00.000Z');
  });

  it('keeps a sale reported after now and ignores unreadable dates', () => {
    const points = hourlySales(
      [
        { date: '2030-05-01T02:00:00.000Z', value: 3 },
        { date: 'nonsense', value: 9 },
      ],
      since,
      since,
    );
    expect(points.map((p) => p.value)).toEqual([0, 0, 3]);
  });
});
