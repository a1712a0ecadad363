import { demoMenuWeight, type MenuItem } from '@bar/domain';

export { menuFor, pickMenuItem, type MenuItem } from '@bar/domain';

/** A recipe of the bar's real menu (GET /api/udrink/categories/ and /recipes/), as the simulator orders it. */
export interface BarMenuRecipe {
  name: string;
  /** The price it sells at: its own, else its category's. */
  price: number;
  category: string;
  color: string;
  /** Ingredients availability: recipes the bar cannot make are never ordered. */
  valid: boolean;
  ingredients: Array<{ ingredientName: string; quantity: number; ingredientType: string }>;
}

/** Reads the bar's current menu; the simulator asks again from time to time. */
export type MenuSource = () => Promise<BarMenuRecipe[]>;

/**
 * The menu customers order from: the bar's makeable recipes, as popular as the demo drink of the
 * same name (else a middling 2). Empty when nothing on the bar's menu can be made.
 */
export function menuFromRecipes(recipes: readonly BarMenuRecipe[]): MenuItem[] {
  return recipes
    .filter((r) => r.valid)
    .map((r) => ({
      recipe: {
        name: r.name,
        price: r.price,
        category: r.category,
        ingredients: r.ingredients.map((i) => ({ name: i.ingredientName, quantity: i.quantity, type: i.ingredientType })),
      },
      color: r.color,
      weight: demoMenuWeight(r.name) ?? 2,
    }));
}
