import { describe, expect, it } from 'vitest';
import { categorySortingSchema, recipeCategoryCreateSchema, recipeCreateSchema, recipeFormSchema } from './recipes-schemas.js';

const categoryId = '8f2a7a7e-7c1b-4a3e-9d1e-2b6f0c1d2e3f';
const ing = (ingredientType: string, quantity: number, ingredientName = ingredientType) => ({ ingredientType, ingredientName, quantity });

describe('recipe category schema', () => {
  it('needs name, color and price; isCoffee defaults to false', () => {
    expect(recipeCategoryCreateSchema.parse({ name: 'Classics', color: '#C0392B', price: 9 })).toMatchObject({ isCoffee: false, enabled: true });
    const bad = recipeCategoryCreateSchema.safeParse({ name: ' ', color: 'red' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Name is required', 'Color must be a hex colour like #A1B2C3', 'Price is required']));
  });
});

describe('recipe schema', () => {
  it('accepts a 14-part recipe with garnishes on top and an empty price', () => {
    const parsed = recipeCreateSchema.parse({
      categoryId,
      name: 'Full',
      price: '',
      ingredients: [ing('Bottle', 6), ing('Ice', 8), ing('Garnish', 2), ing('Leaf', 2)],
    });
    expect(parsed.price).toBeNull();
  });

  it('refuses a 15-part recipe', () => {
    const r = recipeCreateSchema.safeParse({ categoryId, name: 'Too much', ingredients: [ing('Bottle', 7), ing('Ice', 8)] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('A recipe has at most 14 parts (this one has 15)');
  });

  it.each([
    ['Ice', 9],
    ['Garnish', 3],
    ['Granular', 3],
    ['Leaf', 3],
    ['Bottle', 15],
  ])('refuses %s above its max (%i)', (type, quantity) => {
    expect(recipeFormSchema.safeParse({ name: 'x', ingredients: [ing(type, quantity)] }).success).toBe(false);
    expect(recipeFormSchema.safeParse({ name: 'x', ingredients: [ing(type, quantity - 1)] }).success).toBe(true);
  });

  it('needs type, name and a quantity of at least 1', () => {
    const r = recipeFormSchema.safeParse({ name: '', ingredients: [{ ingredientType: 'Wine', ingredientName: '', quantity: 0 }] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['name', 'ingredients.0.ingredientType', 'ingredients.0.ingredientName', 'ingredients.0.quantity']),
    );
  });

  it('only knows the three mixing actions', () => {
    expect(recipeFormSchema.safeParse({ name: 'x', ingredients: [{ ...ing('Bottle', 1), action: 'STIR' }] }).success).toBe(true);
    expect(recipeFormSchema.safeParse({ name: 'x', ingredients: [{ ...ing('Bottle', 1), action: 'BLEND' }] }).success).toBe(false);
  });
});

it('sorting bodies need rows with ids', () => {
  expect(categorySortingSchema.safeParse({ recipeCategories: [] }).success).toBe(false);
  expect(categorySortingSchema.safeParse({ recipeCategories: [{ _id: categoryId, order: 2 }] }).success).toBe(true);
});
