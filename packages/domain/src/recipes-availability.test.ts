import { describe, expect, it } from 'vitest';
import { BAR_FEATURES } from './constants.js';
import {
  availabilityChanges,
  canDispense,
  isRecipeAvailable,
  recipeUnavailableMessage,
  unavailableReasons,
  type BarSupply,
  type SupplyDispenser,
} from './recipes-availability.js';
import { RECIPE_INGREDIENT_TYPES } from './recipes.js';
import { seededRandom } from './seeded-random.js';

const allFeatures = Object.fromEntries(BAR_FEATURES.map((f) => [f, true]));
const bottle = (ingredientId: string, level: number, extra: Partial<SupplyDispenser> = {}): SupplyDispenser => ({
  kind: 'bottles',
  ingredientId,
  enabled: true,
  fake: false,
  level,
  ...extra,
});
const held = (kind: string, ingredientId: string | null): SupplyDispenser => ({ kind, ingredientId, enabled: true, fake: false, level: null });

const supply = (extra: Partial<BarSupply> = {}): BarSupply => ({
  ingredients: [
    { id: 'g', kind: 'bottles', name: 'Gin', disabled: false },
    { id: 't', kind: 'beverages', name: 'Tonic', disabled: false },
    { id: 'c', kind: 'bottles', name: 'Campari', disabled: true },
    { id: 'l', kind: 'garnishes', name: 'Lime', disabled: false },
    { id: 'k', kind: 'coffee', name: 'Arabica', disabled: false },
  ],
  dispensers: [bottle('g', 12), bottle('c', 20), held('garnishes', 'l'), held('ice', null), held('coffee', 'k')],
  features: allFeatures,
  ...extra,
});
const ing = (ingredientType: string, ingredientName: string, ingredientId?: string) => ({ ingredientType, ingredientName, ingredientId });

describe('recipe availability', () => {
  it('is valid when every ingredient is an enabled bar ingredient held by a dispenser that can pour it', () => {
    expect(
      isRecipeAvailable([ing('Bottle', 'gin'), ing('Beverage', 'Tonic', 't'), ing('Ice', 'Ice'), ing('Garnish', 'Lime'), ing('Coffee', 'Arabica')], supply()),
    ).toBe(true);
    expect(isRecipeAvailable([], supply())).toBe(true);
  });

  it('is not valid with a disabled, missing or wrong-kind ingredient', () => {
    expect(isRecipeAvailable([ing('Bottle', 'Campari')], supply())).toBe(false);
    expect(isRecipeAvailable([ing('Bottle', 'Rum')], supply())).toBe(false);
    expect(isRecipeAvailable([ing('Beverage', 'Gin')], supply())).toBe(false);
    expect(isRecipeAvailable([ing('Bottle', 'Gin', 'gone')], supply())).toBe(false);
    expect(isRecipeAvailable([ing('Syrup', 'Gin')], supply())).toBe(false);
  });

  it('needs a bottle in an enabled, real dispenser with a level above 0 (below the alarm level still pours)', () => {
    const gin = [ing('Bottle', 'Gin')];
    expect(isRecipeAvailable(gin, supply({ dispensers: [] }))).toBe(false);
    expect(isRecipeAvailable(gin, supply({ dispensers: [bottle('g', 0)] }))).toBe(false);
    expect(isRecipeAvailable(gin, supply({ dispensers: [bottle('g', 12, { enabled: false })] }))).toBe(false);
    expect(isRecipeAvailable(gin, supply({ dispensers: [bottle('g', 12, { fake: true })] }))).toBe(false);
    expect(isRecipeAvailable(gin, supply({ dispensers: [bottle('g', 0.5)] }))).toBe(true);
    // one empty bottle of two is enough to go on
    expect(isRecipeAvailable(gin, supply({ dispensers: [bottle('g', 0), bottle('g', 3)] }))).toBe(true);
  });

  it('needs the bar feature of each type and a dispenser of its kind; ice needs an ice dispenser, beverages none', () => {
    expect(isRecipeAvailable([ing('Garnish', 'Lime')], supply({ dispensers: [] }))).toBe(false);
    expect(isRecipeAvailable([ing('Ice', 'Ice')], supply({ dispensers: [] }))).toBe(false);
    expect(isRecipeAvailable([ing('Beverage', 'Tonic')], supply({ dispensers: [] }))).toBe(true);
    expect(isRecipeAvailable([ing('Beverage', 'Tonic')], supply({ features: { ...allFeatures, bibs: false } }))).toBe(false);
    expect(isRecipeAvailable([ing('Coffee', 'Arabica')], supply({ features: { ...allFeatures, coffee: false } }))).toBe(false);
    expect(isRecipeAvailable([ing('Ice', 'Ice')], supply({ features: { ...allFeatures, ice: false } }))).toBe(false);
  });

  it('reports only the recipes whose availability changed, with the new value', () => {
    const recipes = [
      { id: 'a', ingredients: [ing('Bottle', 'Gin')] },
      { id: 'b', ingredients: [ing('Garnish', 'Lime')] },
    ];
    const emptied = supply({ dispensers: [bottle('g', 0), held('garnishes', 'l')] });
    expect(availabilityChanges(recipes, supply(), emptied)).toEqual([{ id: 'a', valid: false }]);
    expect(availabilityChanges(recipes, emptied, supply())).toEqual([{ id: 'a', valid: true }]);
    expect(availabilityChanges(recipes, supply(), supply())).toEqual([]);
  });

  it('property: a recipe is valid exactly when each of its ingredients alone is valid, and more pouring dispensers never make it invalid', () => {
    const random = seededRandom(77);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const names = ['Gin', 'Tonic', 'Campari', 'Lime', 'Arabica', 'Rum'];
    for (let n = 0; n < 500; n++) {
      const base = supply();
      const features = Object.fromEntries(BAR_FEATURES.map((f) => [f, random() < 0.85]));
      const dispensers = base.dispensers
        .filter(() => random() < 0.7)
        .map((d) => (d.kind === 'bottles' ? { ...d, level: random() < 0.3 ? 0 : random() * 20, enabled: random() < 0.9 } : d));
      const s = { ...base, features, dispensers };
      const recipe = Array.from({ length: Math.floor(random() * 5) }, () => ing(pick(RECIPE_INGREDIENT_TYPES), pick(names)));
      const valid = isRecipeAvailable(recipe, s);
      expect(valid).toBe(recipe.every((i) => isRecipeAvailable([i], s)));
      expect(unavailableReasons(recipe, s).length === 0).toBe(valid);
      if (valid) expect(isRecipeAvailable(recipe, { ...s, dispensers: [...dispensers, ...base.dispensers] })).toBe(true);
      // emptying every bottle leaves no recipe with a bottle valid
      const dry = { ...s, dispensers: dispensers.map((d) => (d.kind === 'bottles' ? { ...d, level: 0 } : d)) };
      if (recipe.some((i) => i.ingredientType === 'Bottle')) expect(isRecipeAvailable(recipe, dry)).toBe(false);
      for (const d of dry.dispensers) if (d.kind === 'bottles') expect(canDispense(d)).toBe(false);
    }
  });

  it('names each ingredient that keeps a recipe from being made, and why', () => {
    const reasonsOf = (ingredients: ReturnType<typeof ing>[], extra: Partial<BarSupply> = {}) => unavailableReasons(ingredients, supply(extra));
    expect(reasonsOf([ing('Bottle', 'Gin'), ing('Beverage', 'Tonic', 't'), ing('Ice', 'Ice'), ing('Garnish', 'Lime')])).toEqual([]);
    expect(reasonsOf([ing('Bottle', 'Gin')], { dispensers: [bottle('g', 0)] })).toEqual(['Gin: bottle empty']);
    expect(reasonsOf([ing('Bottle', 'Gin')], { dispensers: [bottle('g', 12, { enabled: false })] })).toEqual(['Gin: its bottle dispenser is disabled']);
    expect(reasonsOf([ing('Bottle', 'Gin')], { dispensers: [bottle('g', 12, { fake: true })] })).toEqual(['Gin: not in a bottle dispenser']);
    expect(reasonsOf([ing('Bottle', 'Campari')])).toEqual(['Campari: disabled']);
    expect(reasonsOf([ing('Bottle', 'Rum'), ing('Syrup', 'Orgeat')])).toEqual([
      "Rum: not one of the bar's ingredients",
      'Orgeat: unknown ingredient type Syrup',
    ]);
    expect(reasonsOf([ing('Garnish', 'Lime')], { dispensers: [] })).toEqual(['Lime: not in a garnish dispenser']);
    expect(reasonsOf([ing('Ice', 'Ice')], { dispensers: [] })).toEqual(['Ice: no ice dispenser']);
    expect(reasonsOf([ing('Beverage', 'Tonic')], { features: { ...allFeatures, bibs: false } })).toEqual(["Tonic: the bar's bibs feature is off"]);
    // the same ingredient twice is named once
    expect(reasonsOf([ing('Bottle', 'Rum'), ing('Bottle', 'Rum')])).toEqual(["Rum: not one of the bar's ingredients"]);
    expect(recipeUnavailableMessage('Negroni', ['Campari: disabled', 'Lime: not in a garnish dispenser'])).toBe(
      'Negroni cannot be made now: Campari: disabled; Lime: not in a garnish dispenser.',
    );
  });
});
