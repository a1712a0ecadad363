import { describe, expect, it } from 'vitest';
import { MAX_RECIPE_PARTS } from './constants.js';
import {
  averageAlcoholPerc,
  countParts,
  MAX_PARTS_BY_TYPE,
  maxQuantityFor,
  offersShaker,
  partsLeft,
  RECIPE_INGREDIENT_TYPES,
  resetIngredientForType,
  type RecipeIngredientType,
} from './recipes.js';
import { seededRandom } from './seeded-random.js';

const row = (type: RecipeIngredientType, quantity: number) => ({ type, quantity });

/** Random recipes for the property checks: 0-8 rows of any type and quantity 1-14. */
function randomRecipes(seed: number, count: number) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(random() * 9) }, () =>
      row(RECIPE_INGREDIENT_TYPES[Math.floor(random() * RECIPE_INGREDIENT_TYPES.length)], 1 + Math.floor(random() * 14)),
    ),
  );
}

describe('recipe parts', () => {
  it('counts only Bottle, Ice, Beverage and Coffee', () => {
    expect(countParts([row('Bottle', 2), row('Ice', 3), row('Beverage', 4), row('Coffee', 1), row('Garnish', 2), row('Leaf', 2), row('Granular', 2)])).toBe(10);
    expect(partsLeft([row('Bottle', 10)])).toBe(4);
    expect(partsLeft([row('Bottle', 14), row('Garnish', 2)])).toBe(0);
  });

  it('caps each type at its own max when the glass is empty', () => {
    for (const type of RECIPE_INGREDIENT_TYPES) expect(maxQuantityFor([row(type, 1)], 0)).toBe(MAX_PARTS_BY_TYPE[type]);
    expect(MAX_PARTS_BY_TYPE).toMatchObject({ Ice: 8, Garnish: 2, Granular: 2, Leaf: 2, Bottle: 14, Beverage: 14, Coffee: 14 });
  });

  it('shrinks the max to the parts left of 14 at the boundary', () => {
    expect(maxQuantityFor([row('Bottle', 13), row('Beverage', 1)], 1)).toBe(1);
    expect(maxQuantityFor([row('Bottle', 14), row('Beverage', 1)], 1)).toBe(0);
    expect(maxQuantityFor([row('Bottle', 7), row('Ice', 1)], 1)).toBe(7);
    expect(maxQuantityFor([row('Bottle', 5), row('Ice', 1)], 1)).toBe(8);
    // garnishes do not fill the glass, so a full glass still takes two
    expect(maxQuantityFor([row('Bottle', 14), row('Garnish', 1)], 1)).toBe(2);
  });

  it('property: the max is min(type max, 14 - other counted parts), never negative', () => {
    for (const recipe of randomRecipes(8, 400)) {
      recipe.forEach((r, i) => {
        const max = maxQuantityFor(recipe, i);
        const others = countParts(recipe.filter((_, j) => j !== i));
        const expected =
          r.type === 'Garnish' || r.type === 'Leaf' || r.type === 'Granular'
            ? MAX_PARTS_BY_TYPE[r.type]
            : Math.max(0, Math.min(MAX_PARTS_BY_TYPE[r.type], 14 - others));
        expect(max).toBe(expected);
        expect(max).toBeGreaterThanOrEqual(0);
        expect(max).toBeLessThanOrEqual(MAX_PARTS_BY_TYPE[r.type]);
        // filling a row up to its max never goes past 14 counted parts
        const filled = recipe.map((x, j) => (j === i ? { ...x, quantity: max } : x));
        if (others <= MAX_RECIPE_PARTS && ['Bottle', 'Ice', 'Beverage', 'Coffee'].includes(r.type))
          expect(countParts(filled)).toBeLessThanOrEqual(MAX_RECIPE_PARTS);
      });
    }
  });
});

describe('changing an ingredient type', () => {
  it('resets the row, names Ice and sets quantity 1 while parts remain', () => {
    const rows = [
      { ingredientType: 'Bottle', quantity: 5, ingredientName: 'Gin' },
      { ingredientType: 'Bottle', quantity: 3, ingredientName: 'Rum', ingredientId: 'x', action: 'SHAKE' as const },
    ];
    expect(resetIngredientForType(rows, 1, 'Ice')).toMatchObject({
      ingredientType: 'Ice',
      ingredientName: 'Ice',
      quantity: 1,
      ingredientId: null,
      action: null,
    });
    expect(resetIngredientForType(rows, 1, 'Beverage')).toMatchObject({ ingredientName: '', quantity: 1 });
  });

  it('sets quantity 0 when the glass is full, except for types outside the counter', () => {
    const rows = [
      { ingredientType: 'Bottle', quantity: 14 },
      { ingredientType: 'Garnish', quantity: 1 },
    ];
    expect(resetIngredientForType(rows, 1, 'Beverage').quantity).toBe(0);
    expect(resetIngredientForType(rows, 1, 'Leaf').quantity).toBe(1);
  });
});

describe('average alcohol percentage', () => {
  it('is the quantity-weighted mean over the counted parts, 1 decimal', () => {
    expect(averageAlcoholPerc([])).toBe(0);
    expect(
      averageAlcoholPerc([
        { ingredientType: 'Bottle', quantity: 2, alcoholPerc: 40 },
        { ingredientType: 'Beverage', quantity: 4, alcoholPerc: 0 },
        { ingredientType: 'Ice', quantity: 4 },
      ]),
    ).toBe(8);
    expect(
      averageAlcoholPerc([
        { ingredientType: 'Bottle', quantity: 1, alcoholPerc: 40 },
        { ingredientType: 'Bottle', quantity: 2, alcoholPerc: 0 },
      ]),
    ).toBe(13.3);
    expect(
      averageAlcoholPerc([
        { ingredientType: 'Bottle', quantity: 1, alcoholPerc: 40 },
        { ingredientType: 'Garnish', quantity: 2, alcoholPerc: 90 },
      ]),
    ).toBe(40);
  });

  it('property: stays between the smallest and largest alcohol of the counted rows', () => {
    const random = seededRandom(81);
    for (let n = 0; n < 300; n++) {
      const rows = Array.from({ length: 1 + Math.floor(random() * 6) }, () => ({
        ingredientType: 'Bottle',
        quantity: 1 + Math.floor(random() * 4),
        alcoholPerc: Math.round(random() * 1000) / 10,
      }));
      const avg = averageAlcoholPerc(rows);
      expect(avg).toBeGreaterThanOrEqual(Math.min(...rows.map((r) => r.alcoholPerc)) - 0.05);
      expect(avg).toBeLessThanOrEqual(Math.max(...rows.map((r) => r.alcoholPerc)) + 0.05);
    }
  });
});

it('offers the shaker only on the first ingredients', () => {
  expect([0, 1, 2, 3].map(offersShaker)).toEqual([true, true, true, false]);
});
