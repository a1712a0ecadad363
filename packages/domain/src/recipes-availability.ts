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

export interface StockedIngredient {
  id: string;
  kind: string;
  name: string;
  disabled: boolean;
}

/**
 * Ingredients availability (`valid`): every ingredient of the recipe is one of the bar's
 * ingredients (by id, else by kind and name, ignoring case) and is not disabled. Ice needs no
 * ingredient. Dispenser levels are not part of the rule yet (dispensers are a separate area).
 */
export function isRecipeAvailable(
  ingredients: readonly { ingredientId?: string | null; ingredientType: string; ingredientName: string }[],
  stock: readonly StockedIngredient[],
): boolean {
  return ingredients.every((i) => {
    const kind = RECIPE_TYPE_KINDS[i.ingredientType as RecipeIngredientType];
    if (kind === null) return true;
    if (kind === undefined) return false;
    const match = i.ingredientId
      ? stock.find((s) => s.id === i.ingredientId)
      : stock.find((s) => s.kind === kind && s.name.toLowerCase() === i.ingredientName.trim().toLowerCase());
    return Boolean(match && !match.disabled);
  });
}
