import { describe, expect, it } from 'vitest';
import { barIngredientKinds, barHasIngredientKind, INGREDIENT_KIND_INFO } from './kinds.js';
import { formatAlcohol, formatIngredientPrice, milkIsVegan, normalizeIngredient } from './rules.js';

describe('ingredient rules', () => {
  it('stores milk as vegan only when its category is Milk', () => {
    expect(milkIsVegan('Milk', true)).toBe(true);
    expect(milkIsVegan('Milk', false)).toBe(false);
    expect(milkIsVegan('Cream', true)).toBe(false);
    expect(normalizeIngredient('milk', { category: 'Other', isVegan: true })).toEqual({ category: 'Other', isVegan: false });
    expect(normalizeIngredient('solubles', { category: 'Tea', isVegan: true })).toEqual({ category: 'Tea', isVegan: true });
  });

  it('shows the kinds of a bar by its features, in tab order', () => {
    expect(barIngredientKinds({ bottles: true, coffee: true })).toEqual(['bottles', 'coffee', 'solubles', 'milk']);
    expect(barIngredientKinds({ bibs: true, garnish: true, granulars: true, leaves: true })).toEqual([
      'beverages',
      'flavours',
      'garnishes',
      'granulars',
      'leaves',
    ]);
    expect(barIngredientKinds(null)).toEqual([]);
    expect(barHasIngredientKind({ bibs: false, bottles: true }, 'flavours')).toBe(false);
  });

  it('names each kind as the tabs and toasts do', () => {
    expect(INGREDIENT_KIND_INFO.leaves.label).toBe('Leaf');
    expect(INGREDIENT_KIND_INFO['coffee-type']).toMatchObject({ label: 'Coffee Type', typeName: 'CoffeeType', inBar: false });
    expect(INGREDIENT_KIND_INFO.milk).toMatchObject({ globalCrud: false, globalLookup: true, feature: 'coffee' });
  });

  it('formats alcohol with 1 decimal and prices with 2', () => {
    expect(formatAlcohol(40)).toBe('40.0');
    expect(formatAlcohol(undefined)).toBe('0.0');
    expect(formatIngredientPrice(3.5)).toBe('3.50');
  });
});
