import { describe, expect, it } from 'vitest';
import { isRecipeAvailable } from './recipes-availability.js';

const stock = [
  { id: 'g', kind: 'bottles', name: 'Gin', disabled: false },
  { id: 't', kind: 'beverages', name: 'Tonic', disabled: false },
  { id: 'c', kind: 'bottles', name: 'Campari', disabled: true },
];

describe('recipe availability', () => {
  it('is valid when every ingredient is in the bar and enabled; Ice needs nothing', () => {
    expect(isRecipeAvailable([{ ingredientType: 'Bottle', ingredientName: 'gin' }, { ingredientType: 'Beverage', ingredientName: 'Tonic', ingredientId: 't' }, { ingredientType: 'Ice', ingredientName: 'Ice' }], stock)).toBe(true);
    expect(isRecipeAvailable([], stock)).toBe(true);
  });

  it('is not valid with a disabled, missing or wrong-kind ingredient', () => {
    expect(isRecipeAvailable([{ ingredientType: 'Bottle', ingredientName: 'Campari' }], stock)).toBe(false);
    expect(isRecipeAvailable([{ ingredientType: 'Bottle', ingredientName: 'Rum' }], stock)).toBe(false);
    expect(isRecipeAvailable([{ ingredientType: 'Beverage', ingredientName: 'Gin' }], stock)).toBe(false);
    expect(isRecipeAvailable([{ ingredientType: 'Bottle', ingredientName: 'Gin', ingredientId: 'gone' }], stock)).toBe(false);
  });
});
