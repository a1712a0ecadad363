import type { BarFeature } from './constants.js';
import type { RecipeIngredientType } from './recipes.js';

/** The bar ingredient kind (URL key) each recipe ingredient type is taken from; Ice is always there. */
export const RECIPE_TYPE_KINDS: Record<RecipeIngredientType, string | null> = {
  Bottle: 'bottles',
  Beverage: 'beverages',
  Garnish: 'garnishes',
  Granular: 'granulars',
  Leaf: 'leaves',
  Coffee: 'coffee',
  Ice: null,
};

/** The bar feature a recipe ingredient type is poured by (SPEC §2 ingredient and dispenser tabs). */
export const RECIPE_TYPE_FEATURES: Record<RecipeIngredientType, BarFeature> = {
  Bottle: 'bottles',
  Beverage: 'bibs',
  Garnish: 'garnish',
  Granular: 'granulars',
  Leaf: 'leaves',
  Coffee: 'coffee',
  Ice: 'ice',
};

/**
 * The dispenser kind (API path) that must hold an ingredient of the type, or null when no
 * dispenser names it: bib valves pour flavours, not the beverages recipes name, so a beverage
 * only needs the bar's bibs feature.
 */
export const RECIPE_TYPE_DISPENSERS: Record<RecipeIngredientType, string | null> = {
  Bottle: 'bottles',
  Beverage: null,
  Garnish: 'garnishes',
  Granular: 'granulars',
  Leaf: 'leaves',
  Coffee: 'coffee',
  Ice: 'ice',
};

export interface StockedIngredient {
  id: string;
  kind: string;
  name: string;
  disabled: boolean;
}

/** A dispenser as the availability rule sees it; `level` is a bottle's actual level (parts). */
export interface SupplyDispenser {
  kind: string;
  ingredientId: string | null;
  enabled: boolean;
  fake: boolean;
  level: number | null;
}

/** What a bar can pour from: its ingredients, its dispensers and its feature switches. */
export interface BarSupply {
  ingredients: readonly StockedIngredient[];
  dispensers: readonly SupplyDispenser[];
  features: Partial<Record<BarFeature, boolean>>;
}

export interface AvailabilityIngredient {
  ingredientId?: string | null;
  ingredientType: string;
  ingredientName: string;
}

/** A bottle is empty at level 0 or below; a bottle under its alarm level still pours (it only warns). */
export const isBottleEmpty = (level: number | null | undefined): boolean => (level ?? 0) <= 0;

/** Whether a dispenser can pour now: a real cell, enabled, and for bottles not empty. */
export function canDispense(d: SupplyDispenser): boolean {
  if (d.fake || !d.enabled) return false;
  return d.kind !== 'bottles' || !isBottleEmpty(d.level);
}

/**
 * Ingredients availability (`valid`): every ingredient of the recipe
 * - has its bar feature switched on,
 * - is one of the bar's ingredients (by id, else by kind and name, ignoring case) and not disabled
 *   (Ice needs no ingredient),
 * - and sits in a dispenser that can pour it: a bottle in an enabled, real, non-empty bottle
 *   dispenser; a garnish, granular, leaf or coffee in a dispenser of its kind; ice needs an ice
 *   dispenser. Beverages need no dispenser (see RECIPE_TYPE_DISPENSERS).
 * @example isRecipeAvailable([{ ingredientType: 'Bottle', ingredientName: 'Gin' }], supply)
 */
export function isRecipeAvailable(ingredients: readonly AvailabilityIngredient[], supply: BarSupply): boolean {
  return ingredients.every((i) => isIngredientAvailable(i, supply));
}

function isIngredientAvailable(i: AvailabilityIngredient, supply: BarSupply): boolean {
  const type = i.ingredientType as RecipeIngredientType;
  const kind = RECIPE_TYPE_KINDS[type];
  if (kind === undefined) return false;
  if (!supply.features[RECIPE_TYPE_FEATURES[type]]) return false;
  let ingredientId: string | null = null;
  if (kind !== null) {
    const name = i.ingredientName.trim().toLowerCase();
    const match = i.ingredientId
      ? supply.ingredients.find((s) => s.id === i.ingredientId)
      : supply.ingredients.find((s) => s.kind === kind && s.name.toLowerCase() === name);
    if (!match || match.disabled) return false;
    ingredientId = match.id;
  }
  const dispenserKind = RECIPE_TYPE_DISPENSERS[type];
  if (dispenserKind === null) return true;
  return supply.dispensers.some((d) => d.kind === dispenserKind && (ingredientId === null || d.ingredientId === ingredientId) && canDispense(d));
}

/**
 * The recipes whose availability differs between two supplies of the same bar, with the new value:
 * what a live message reports after a level or dispenser change.
 */
export function availabilityChanges<R extends { id: string; ingredients: readonly AvailabilityIngredient[] }>(
  recipes: readonly R[],
  before: BarSupply,
  after: BarSupply,
): Array<{ id: string; valid: boolean }> {
  const changes: Array<{ id: string; valid: boolean }> = [];
  for (const r of recipes) {
    const valid = isRecipeAvailable(r.ingredients, after);
    if (valid !== isRecipeAvailable(r.ingredients, before)) changes.push({ id: r.id, valid });
  }
  return changes;
}
