import { describe, expect, it } from 'vitest';
import { moveRow } from './recipes-sorting.js';
import { seededRandom } from './seeded-random.js';

const rows = (orders: number[]) => orders.map((order, i) => ({ id: String.fromCharCode(97 + i), order }));

describe('moveRow', () => {
  it('moving down renumbers only the rows between the two places', () => {
    const { rows: next, changes } = moveRow(rows([0, 1, 2, 3, 4]), 1, 3);
    expect(next.map((r) => r.id)).toEqual(['a', 'c', 'd', 'b', 'e']);
    expect(changes).toEqual([
      { id: 'c', order: 1 },
      { id: 'd', order: 2 },
      { id: 'b', order: 3 },
    ]);
  });

  it('moving up keeps gaps in the numbering and touches nothing outside', () => {
    const { changes } = moveRow(rows([10, 20, 30, 40]), 3, 0);
    expect(changes).toEqual([
      { id: 'd', order: 10 },
      { id: 'a', order: 20 },
      { id: 'b', order: 30 },
      { id: 'c', order: 40 },
    ]);
    expect(moveRow(rows([10, 20, 30, 40]), 2, 3).changes).toEqual([
      { id: 'd', order: 30 },
      { id: 'c', order: 40 },
    ]);
  });

  it('a move to the same place or out of range changes nothing', () => {
    expect(moveRow(rows([0, 1]), 1, 1).changes).toEqual([]);
    expect(moveRow(rows([0, 1]), 0, 5).changes).toEqual([]);
  });

  it('property: the result is the new sequence with increasing orders, and only rows whose number changed are sent', () => {
    const random = seededRandom(4);
    for (let n = 0; n < 300; n++) {
      const length = 2 + Math.floor(random() * 10);
      let order = 0;
      const before = rows(Array.from({ length }, () => (order += 1 + Math.floor(random() * 3))));
      const from = Math.floor(random() * length);
      const to = Math.floor(random() * length);
      const { rows: after, changes } = moveRow(before, from, to);
      for (let i = 1; i < after.length; i++) expect(after[i].order).toBeGreaterThan(after[i - 1].order);
      const byId = new Map(before.map((r) => [r.id, r.order]));
      expect(changes.every((c) => byId.get(c.id) !== c.order)).toBe(true);
      expect(changes.length).toBeLessThanOrEqual(Math.abs(from - to) + 1);
      // applying the changes to the old rows gives the new order
      const applied = before.map((r) => ({ ...r, order: changes.find((c) => c.id === r.id)?.order ?? r.order })).sort((a, b) => a.order - b.order);
      expect(applied.map((r) => r.id)).toEqual(after.map((r) => r.id));
    }
  });
});
