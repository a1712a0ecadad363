import { countParts, unavailableReasons, type BarSupply, type Recipe, type RecipeCategory } from '@bar/domain';
import type { CategoryRow, RecipeRow } from './repository.js';

export interface StoredIngredient {
  _id: string;
  ingredientId: string | null;
  ingredientType: string;
  ingredientName: string;
  quantity: number;
  action: string | null;
  color: string | null;
  alcoholPerc: number | null;
  carbonated: boolean | null;
}

export function toCategory(row: CategoryRow, recipeCount?: number): RecipeCategory {
  return {
    _id: row.id,
    barId: row.barId,
    name: row.name,
    color: row.color,
    price: Number(row.price),
    isCoffee: row.isCoffee,
    enabled: row.enabled,
    order: row.order,
    ...(recipeCount === undefined ? {} : { recipeCount: Number(recipeCount) }),
  };
}

export function toRecipe(row: RecipeRow, category: Pick<CategoryRow, 'price'>, supply: BarSupply): Recipe {
  const ingredients = row.ingredients as StoredIngredient[];
  const reasons = unavailableReasons(ingredients, supply);
  return {
    _id: row.id,
    barId: row.barId,
    categoryId: row.categoryId,
    name: row.name,
    price: row.price === null ? null : Number(row.price),
    effectivePrice: Number(row.price ?? category.price),
    coffeeType: row.coffeeType,
    cup: row.cup,
    order: row.order,
    valid: reasons.length === 0,
    unavailableReasons: reasons,
    parts: countParts(ingredients.map((i) => ({ type: i.ingredientType, quantity: i.quantity }))),
    ingredients,
  };
}
