import { describe, expect, it } from 'vitest';
import { bottleLevelState, type BottleLevel } from '@bar/domain';
import { quietModel } from './test/quiet-model.js';
import { bottleFor, planPours, pour } from './bottles.js';

const cell = (dispenserId: string, ingredientName: string, level: number, over: Partial<BottleLevel> = {}): BottleLevel => ({
  dispenserId,
  ingredientId: `ing-${ingredientName}`,
  ingredientName,
  enabled: true,
  level,
  capacity: 25,
  alarmLevel: 2,
  ...over,
});

describe('bottle pouring', () => {
  it('pours from the emptiest enabled cell that still holds the dose', () => {
    const wall = [cell('a', 'Gin', 20), cell('b', 'Gin', 4), cell('c', 'Gin', 1), cell('d', 'Gin', 3, { enabled: false }), cell('e', 'Rum', 2)];
    expect(bottleFor(wall, { name: 'Gin', quantity: 2, type: 'Bottle' })?.dispenserId).toBe('b');
    expect(bottleFor(wall, { name: 'Gin', quantity: 5, type: 'Bottle' })?.dispenserId).toBe('a');
    expect(bottleFor(wall, { name: 'Gin', quantity: 21, type: 'Bottle' })).toBeUndefined();
  });

  it('fails a drink whose product is on the wall but nowhere with enough, and ignores products it does not carry', () => {
    const wall = [cell('a', 'Gin', 1), cell('b', 'Campari', 10)];
    expect(
      planPours(wall, [
        { name: 'Campari', quantity: 1, type: 'Bottle' },
        { name: 'Gin', quantity: 2, type: 'Bottle' },
      ]),
    ).toEqual({ empty: 'Gin' });
    const plan = planPours(wall, [
      { name: 'Campari', quantity: 3, type: 'Bottle' },
      { name: 'Tonic', quantity: 4, type: 'Beverage' },
      { name: 'Mezcal', quantity: 1, type: 'Bottle' },
    ]);
    expect('pours' in plan && plan.pours.map((p) => [p.bottle.dispenserId, p.quantity])).toEqual([['b', 3]]);
  });

  it('lowers a cell by the quantity of parts poured, never under zero', () => {
    const a = cell('a', 'Gin', 8);
    pour([{ bottle: a, quantity: 3 }]);
    expect(a.level).toBe(5);
    pour([{ bottle: a, quantity: 9 }]);
    expect(a.level).toBe(0);
  });

  it('reports a bottle drained by ordered drinks as warning, then alarm', () => {
    const { m, events } = quietModel(
      {
        robots: [{ id: 'r1', tagName: 'R1', displayName: 'Left', status: 'RUNNING', enabled: true }],
        bottles: [cell('a', 'Drain Gin', 8), cell('b', 'Campari', 20)],
      },
      { ordersPerHour: 0, autoRecoverMs: 0 },
    );
    const reported = () => events.flatMap((e) => (e.type === 'bottles' ? [bottleLevelState(e.levels.find((l) => l.dispenserId === 'a')!)] : []));
    const recipe = { name: 'Drain', price: 0, category: '', ingredients: [{ name: 'Drain Gin', quantity: 3, type: 'Bottle' }] };
    m.execute('orderDrink', { drinkId: 'd1', recipe });
    m.step(1_000);
    expect(m.bottles[0].level).toBe(5);
    // the first report is the wall as the bar starts
    expect(reported()).toEqual(['none', 'warning']);
    // the next drink waits for the robot, then pours
    m.execute('orderDrink', { drinkId: 'd2', recipe });
    for (let i = 0; i < 120 && m.bottles[0].level > 2; i++) m.step(1_000);
    expect(m.bottles[0].level).toBe(2);
    expect(reported()).toEqual(['none', 'warning', 'alarm']);
  });
});
