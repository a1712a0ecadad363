import { RECIPE_INGREDIENT_TYPES, unavailableReasons, type RecipeSnapshot } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { notFound } from '../http/errors.js';
import { toRecipe } from '../menu/record.js';
import { findCategory, findRecipe, supplyOf } from '../menu/repository.js';

/** What an order hands the bar, and what keeps the bar from making it now (empty: it can). */
export interface OrderableRecipe {
  recipe: RecipeSnapshot;
  unavailable: string[];
}

/**
 * The menu's recipe as the drink keeps it: its name, the price it sells at (its own, else its
 * category's), its category and ingredients. Whatever the client sent besides the id is not read.
 */
export async function menuRecipeForOrder(db: Db, barId: string, recipeId: string): Promise<OrderableRecipe> {
  const row = await findRecipe(db, barId, recipeId);
  if (!row) throw notFound('Recipe');
  const [category, supply] = await Promise.all([findCategory(db, barId, row.categoryId), supplyOf(db, barId)]);
  if (!category) throw notFound('Recipe');
  const record = toRecipe(row, category, supply);
  return {
    recipe: {
      name: record.name,
      price: record.effectivePrice,
      category: category.name,
      ingredients: record.ingredients.map((i) => ({ name: i.ingredientName, quantity: i.quantity, type: i.ingredientType })),
    },
    unavailable: record.unavailableReasons,
  };
}

/**
 * A drink's own recipe (a remake), checked with the same rule against what the bar holds now. A
 * bar-reported drink may name an ingredient type the console does not know: the bar judges those.
 */
export async function drinkRecipeForOrder(db: Db, barId: string, recipe: RecipeSnapshot): Promise<OrderableRecipe> {
  const known = recipe.ingredients.filter((i) => (RECIPE_INGREDIENT_TYPES as readonly string[]).includes(i.type));
  const supply = await supplyOf(db, barId);
  return {
    recipe,
    unavailable: unavailableReasons(
      known.map((i) => ({ ingredientType: i.type, ingredientName: i.name })),
      supply,
    ),
  };
}
