import { describe, expect, it } from 'vitest';
import type { DeviceEvent } from '@bar/domain';
import { BarModel, DEFAULT_SIMULATION, type BarSetup } from './bar-model.js';
import { menuFor, menuFromRecipes, type BarMenuRecipe } from './menu.js';

const setup: BarSetup = {
  barId: '33333333-3333-4333-8333-333333333333',
  name: 'Menu sim',
  version: 'ms3.1',
  open: true,
  theme: 'auto',
  roboticSystem: {},
  robots: [],
};

const recipe = (name: string, valid: boolean, extra: Partial<BarMenuRecipe> = {}): BarMenuRecipe => ({
  name,
  price: 7.5,
  category: 'House',
  color: '#123456',
  valid,
  ingredients: [{ ingredientName: 'Gin', quantity: 2, ingredientType: 'Bottle' }],
  ...extra,
});

function orderedNames(menu: BarMenuRecipe[] | null): string[] {
  const events: DeviceEvent[] = [];
  let s = 11;
  const random = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const model = new BarModel(
    setup,
    (e) => events.push(e),
    { ...DEFAULT_SIMULATION, ordersPerHour: 3600, cupErrorsPerHour: 0, fenceTripsPerHour: 0, emptyBottlesPerHour: 0 },
    random,
  );
  if (menu) model.useMenu(menuFromRecipes(menu));
  for (let i = 0; i < 60; i++) model.step(1_000);
  return events.flatMap((e) => (e.type === 'drink' && e.drink.status === 'open' ? [e.drink.recipe?.name ?? ''] : []));
}

describe("the simulator's menu", () => {
  it("orders only the bar's makeable recipes, with their price, category and ingredients", () => {
    const items = menuFromRecipes([recipe('House Gin', true), recipe('Negroni', true, { price: 9 }), recipe('Dry Martini', false)]);
    expect(items.map((i) => i.recipe.name)).toEqual(['House Gin', 'Negroni']);
    expect(items[0]).toMatchObject({
      color: '#123456',
      weight: 2,
      recipe: { price: 7.5, category: 'House', ingredients: [{ name: 'Gin', quantity: 2, type: 'Bottle' }] },
    });
    // a drink the demo menu also sells keeps its popularity
    expect(items[1].weight).toBe(menuFor('ms3.1').find((m) => m.recipe.name === 'Negroni')!.weight);

    const names = orderedNames([recipe('House Gin', true), recipe('Dry Martini', false)]);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['House Gin']));
  });

  it('falls back to the demo menu when nothing on the bar menu can be made', () => {
    const demo = new Set(menuFor('ms3.1').map((m) => m.recipe.name));
    for (const menu of [[], [recipe('Dry Martini', false)]]) {
      const names = orderedNames(menu);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(demo.has(name)).toBe(true);
    }
  });
});
