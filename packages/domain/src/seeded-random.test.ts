import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.js';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it('stays within [0, 1)', () => {
    const next = seededRandom(123);
    for (let i = 0; i < 10_000; i++) {
      const n = next();
      expect(n >= 0 && n < 1).toBe(true);
    }
  });
});
