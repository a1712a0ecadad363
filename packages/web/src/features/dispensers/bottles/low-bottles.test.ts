import { describe, expect, it } from 'vitest';
import type { BottleCell } from '../api/types';
import { lowBottles } from './low-bottles';

const cell = (id: string, graphicCode: string, actualLevel: number, over: Partial<BottleCell> = {}) =>
  ({
    id,
    graphicCode,
    actualLevel,
    alarmLevel: 2,
    enabled: true,
    ingredientId: 'gin',
    ingredient: { name: 'Gin' },
    dispenserCapacity: { id: '700ml', description: '700 ml', capacity: 25 },
    ...over,
  }) as unknown as BottleCell;

describe('low and empty bottles', () => {
  it('lists the empty ones first, then those under 30%, lowest first, with % and ml', () => {
    const list = lowBottles([cell('a', 'A1', 20), cell('b', 'A2', 6), cell('c', 'A3', 1), cell('d', 'A4', 4)]);
    expect(list.map((b) => [b.cell.graphicCode, b.state, b.percent, b.ml])).toEqual([
      ['A3', 'danger', 4, 28],
      ['A4', 'warning', 16, 112],
      ['A2', 'warning', 24, 168],
    ]);
  });

  it('leaves out disabled, unassigned and placeholder cells', () => {
    expect(lowBottles([cell('a', 'A1', 0, { enabled: false }), cell('b', 'A2', 0, { ingredientId: null }), cell('c', 'A3', 0, { fake: true })])).toEqual([]);
  });
});
