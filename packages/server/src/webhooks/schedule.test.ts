import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, nextAttemptAt } from './schedule.js';

const t0 = new Date('2026-11-26T18:00:00Z');
const after = (ms: number) => new Date(t0.getTime() + ms);
const waits = (random: () => number) => {
  const out: number[] = [];
  let now = t0;
  for (let done = 1; ; done++) {
    const next = nextAttemptAt(done, t0, now, DEFAULT_SCHEDULE, random);
    if (!next) return out;
    out.push(next.getTime() - now.getTime());
    now = next;
  }
};

describe('retry schedule', () => {
  it('waits 30 s, 1 min, 2, 4, 8, 16 min… and makes the last attempt an hour after the first', () => {
    const minute = 60_000;
    expect(waits(() => 0)).toEqual([30_000, 1 * minute, 2 * minute, 4 * minute, 8 * minute, 16 * minute, 60 * minute - 31.5 * minute]);
  });

  it('stretches each wait by up to 20% at random, never past the hour', () => {
    expect(nextAttemptAt(1, t0, t0, DEFAULT_SCHEDULE, () => 1)).toEqual(after(36_000));
    expect(nextAttemptAt(7, t0, after(59 * 60_000), DEFAULT_SCHEDULE, () => 1)).toEqual(after(3_600_000));
  });

  it('gives up once the hour has passed', () => {
    expect(nextAttemptAt(8, t0, after(3_600_000), DEFAULT_SCHEDULE)).toBeNull();
  });
});
