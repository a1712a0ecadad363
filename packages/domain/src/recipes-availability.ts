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

/** The dispenser each kind is poured from, as the reasons name it. */
const DISPENSER_LABELS: Record<string, string> = {
  bottles: 'bottle',
  garnishes: 'garnish',
  granulars: 'granular',
  leaves: 'leaf',
  coffee: 'coffee',
  ice: 'ice',
};

/**
 * Ingredients availability (`valid`) and why not: every ingredient of the recipe
 * - has its bar feature switched on,
 * - is one of the bar's ingredients (by id, else by kind and name, ignoring case) and not disabled
 *   (Ice needs no ingredient),
 * - and sits in a dispenser that can pour it: a bottle in an enabled, real, non-empty bottle
 *   dispenser; a garnish, granular, leaf or coffee in a dispenser of its kind; ice needs an ice
 *   dispenser. Beverages need no dispenser (see RECIPE_TYPE_DISPENSERS).
 * Returns one reason per ingredient that fails, naming it ('Campari: bottle empty'); none when the
 * recipe can be made.
 * @example unavailableReasons([{ ingredientType: 'Bottle', ingredientName: 'Gin' }], supply) // ['Gin: bottle empty']
 */
export function unavailableReasons(ingredients: readonly AvailabilityIngredient[], supply: BarSupply): string[] {
  const reasons = ingredients.map((i) => whyUnavailable(i, supply)).filter((r): r is string => r !== null);
  return [...new Set(reasons)];
}

/** Whether every ingredient of the recipe can be poured now (no reason against it). */
export function isRecipeAvailable(ingredients: readonly AvailabilityIngredient[], supply: BarSupply): boolean {
  return ingredients.every((i) => whyUnavailable(i, supply) === null);
}

/** The refusal of an order for a recipe that cannot be made, naming each reason. */
export const recipeUnavailableMessage = (recipeName: string, reasons: readonly string[]): string => `${recipeName} cannot be made now: ${reasons.join('; ')}.`;

function whyUnavailable(i: AvailabilityIngredient, supply: BarSupply): string | null {
  const type = i.ingredientType as RecipeIngredientType;
  const name = i.ingredientName.trim() || i.ingredientType;
  const kind = RECIPE_TYPE_KINDS[type];
  if (kind === undefined) return `${name}: unknown ingredient type ${i.ingredientType}`;
  const feature = RECIPE_TYPE_FEATURES[type];
  if (!supply.features[feature]) return `${name}: the bar's ${feature} feature is off`;
  let ingredientId: string | null = null;
  if (kind !== null) {
    const lower = i.ingredientName.trim().toLowerCase();
    const match = i.ingredientId
      ? supply.ingredients.find((s) => s.id === i.ingredientId)
      : supply.ingredients.find((s) => s.kind === kind && s.name.toLowerCase() === lower);
    if (!match) return `${name}: not one of the bar's ingredients`;
    if (match.disabled) return `${name}: disabled`;
    ingredientId = match.id;
  }
  const dispenserKind = RECIPE_TYPE_DISPENSERS[type];
  if (dispenserKind === null) return null;
  const holding = supply.dispensers.filter((d) => d.kind === dispenserKind && (ingredientId === null || d.ingredientId === ingredientId));
  if (holding.some(canDispense)) return null;
  const label = DISPENSER_LABELS[dispenserKind] ?? dispenserKind;
  const inService = holding.filter((d) => !d.fake && d.enabled);
  if (dispenserKind === 'bottles' && inService.length) return `${name}: bottle empty`;
  if (holding.some((d) => !d.fake)) return `${name}: its ${label} dispenser is disabled`;
  return ingredientId === null ? `${name}: no ${label} dispenser` : `${name}: not in a ${label} dispenser`;
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
