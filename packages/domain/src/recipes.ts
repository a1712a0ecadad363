import { MAX_RECIPE_PARTS } from './constants.js';

/** Ingredient kinds a recipe uses (SPEC §9). */
export const RECIPE_INGREDIENT_TYPES = ['Bottle', 'Beverage', 'Garnish', 'Granular', 'Leaf', 'Ice', 'Coffee'] as const;
export type RecipeIngredientType = (typeof RECIPE_INGREDIENT_TYPES)[number];

/** Mixing actions of an ingredient (SPEC §9). */
export const MIXING_ACTIONS = ['SHAKE', 'STIR', 'CRASH'] as const;
export type MixingAction = (typeof MIXING_ACTIONS)[number];

/** Per-type max parts (SPEC §5/§9). */
export const MAX_PARTS_BY_TYPE: Record<RecipeIngredientType, number> = {
  Ice: 8,
  Garnish: 2,
  Granular: 2,
  Leaf: 2,
  Bottle: MAX_RECIPE_PARTS,
  Beverage: MAX_RECIPE_PARTS,
  Coffee: MAX_RECIPE_PARTS,
};

export const MIN_INGREDIENT_QUANTITY = 1;
/** Only these types fill the glass and count towards the 14 parts (SPEC §5). */
export const PART_COUNTED_TYPES: readonly RecipeIngredientType[] = ['Bottle', 'Ice', 'Beverage', 'Coffee'];
/**
 * SPEC §5: the shaker option shows only for the first few ingredients, limit not shown. We pick 3:
 * the mixing happens in the shaker before the rest is poured.
 */
export const SHAKER_INGREDIENT_LIMIT = 3;
export const ICE_INGREDIENT_NAME = 'Ice';

export interface PartsItem {
  type?: string | null;
  quantity?: number | null;
}

export const isPartCounted = (type: string | null | undefined): boolean => PART_COUNTED_TYPES.includes(type as RecipeIngredientType);

/** The Parts counter: the sum of the Bottle, Ice, Beverage and Coffee quantities. */
export function countParts(ingredients: readonly PartsItem[]): number {
  return ingredients.reduce((sum, i) => sum + (isPartCounted(i.type) ? Math.max(0, i.quantity ?? 0) : 0), 0);
}

/**
 * The most an ingredient row may hold: the smaller of its type's max and what the other counted
 * rows leave of 14. Types outside the counter are bound by their own max only.
 */
export function maxQuantityFor(ingredients: readonly PartsItem[], index: number): number {
  const row = ingredients[index];
  const typeMax = MAX_PARTS_BY_TYPE[row?.type as RecipeIngredientType] ?? MAX_RECIPE_PARTS;
  if (!isPartCounted(row?.type)) return typeMax;
  const others = countParts(ingredients.filter((_, i) => i !== index));
  return Math.max(0, Math.min(typeMax, MAX_RECIPE_PARTS - others));
}

/** Parts still free of 14. */
export const partsLeft = (ingredients: readonly PartsItem[]): number => Math.max(0, MAX_RECIPE_PARTS - countParts(ingredients));

export interface RecipeIngredientDraft {
  ingredientId?: string | null;
  ingredientType?: string | null;
  ingredientName?: string | null;
  quantity?: number | null;
  action?: MixingAction | null;
  color?: string | null;
  alcoholPerc?: number | null;
  carbonated?: boolean | null;
}

/**
 * Changing an ingredient's type resets its other fields and sets quantity 1 if parts remain (0
 * otherwise); Ice names itself 'Ice'.
 */
export function resetIngredientForType(ingredients: readonly RecipeIngredientDraft[], index: number, type: RecipeIngredientType): RecipeIngredientDraft {
  const others = ingredients.filter((_, i) => i !== index).map((i) => ({ type: i.ingredientType, quantity: i.quantity }));
  const free = isPartCounted(type) ? MAX_RECIPE_PARTS - countParts(others) : MAX_PARTS_BY_TYPE[type];
  return {
    ingredientId: null,
    ingredientType: type,
    ingredientName: type === 'Ice' ? ICE_INGREDIENT_NAME : '',
    quantity: free >= MIN_INGREDIENT_QUANTITY ? MIN_INGREDIENT_QUANTITY : 0,
    action: null,
    color: null,
    alcoholPerc: 0,
    carbonated: false,
  };
}

/**
 * The average alcohol percentage the form shows: the quantity-weighted mean over the counted parts
 * (Ice melts into the drink, garnishes do not). 0 for an empty recipe; rounded to 1 decimal.
 */
export function averageAlcoholPerc(ingredients: readonly { ingredientType?: string | null; quantity?: number | null; alcoholPerc?: number | null }[]): number {
  let parts = 0;
  let alcohol = 0;
  for (const i of ingredients) {
    if (!isPartCounted(i.ingredientType)) continue;
    const q = Math.max(0, i.quantity ?? 0);
    parts += q;
    alcohol += q * Math.max(0, i.alcoholPerc ?? 0);
  }
  return parts === 0 ? 0 : Math.round((alcohol / parts) * 10) / 10;
}

/** Whether the shaker option (mixing action) is offered on the row at `index`. */
export const offersShaker = (index: number): boolean => index < SHAKER_INGREDIENT_LIMIT;
