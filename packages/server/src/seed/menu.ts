import { eq } from 'drizzle-orm';
import { RECIPE_TYPE_KINDS, menuFor, recipeCreateSchema, type BarVersion, type RecipeIngredientType } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { barIngredients, bars, recipeCategories } from '../db/schema.js';
import { findBarCups } from '../bars/repository.js';
import { createCategory, createRecipe } from '../menu/service.js';

const CATEGORY_STYLE: Record<string, { color: string; price: number }> = {
  Aperitivi: { color: '#E67E22', price: 8 },
  Classics: { color: '#C0392B', price: 9 },
  'Long Drinks': { color: '#2E86C1', price: 8.5 },
  'Alcohol Free': { color: '#58D68D', price: 6 },
  Coffee: { color: '#6F4E37', price: 1.5 },
};
const COFFEE_GROUPS: Record<string, string> = { Espresso: 'Espresso', Cappuccino: 'Cappuccino' };
/** The cup codes a category's drinks are served in, best first; each recipe takes the bar's first match. */
const CUP_CODES_BY_CATEGORY: Record<string, string[]> = { Coffee: ['ESPRESSO', 'CAPPUCCINO'] };
const DRINK_CUP_CODES = ['DRINK', 'MEDIUM', 'GRANDE'];

function cupFor(category: string, cups: Array<{ code: string; name: string }>): string | null {
  for (const code of CUP_CODES_BY_CATEGORY[category] ?? DRINK_CUP_CODES) {
    const cup = cups.find((c) => c.code === code);
    if (cup) return cup.name;
  }
  return null;
}

/**
 * Gives each demo bar the demo menu (domain `menuFor`, the one the simulator orders from) as real categories and
 * recipes, so the drinks the simulator orders appear on the menu by the same names. Ingredients
 * are linked to the bar's own by kind and name; those the bar lacks leave the recipe not valid.
 */
export async function seedDemoMenu(db: Db): Promise<void> {
  for (const bar of await db.select({ id: bars.id, version: bars.version }).from(bars)) {
    const cups = await findBarCups(db, bar.id);
    const existing = await db.select({ id: recipeCategories.id }).from(recipeCategories).where(eq(recipeCategories.barId, bar.id)).limit(1);
    if (existing.length) continue;
    // a recipe row carries its ingredient's alcohol and colour, as the recipe form copies them, so the
    // menu shows a real average alcohol
    const stock = await db
      .select({
        id: barIngredients.id,
        kind: barIngredients.kind,
        name: barIngredients.name,
        alcoholPerc: barIngredients.alcoholPerc,
        color: barIngredients.color,
      })
      .from(barIngredients)
      .where(eq(barIngredients.barId, bar.id));
    const categoryIds = new Map<string, string>();
    for (const item of menuFor(bar.version as BarVersion)) {
      const name = item.recipe.category;
      let categoryId = categoryIds.get(name);
      if (!categoryId) {
        const style = CATEGORY_STYLE[name] ?? { color: '#7F8C8D', price: 8 };
        categoryId = (await createCategory(db, bar.id, { name, color: style.color, price: style.price, isCoffee: name === 'Coffee', enabled: true }))._id;
        categoryIds.set(name, categoryId);
      }
      const ingredients = item.recipe.ingredients.map((i) => {
        const kind = RECIPE_TYPE_KINDS[i.type as RecipeIngredientType];
        const match = stock.find((s) => s.kind === kind && s.name.toLowerCase() === i.name.toLowerCase());
        return {
          ingredientId: match?.id ?? null,
          ingredientType: i.type,
          ingredientName: i.name,
          quantity: i.quantity,
          action: i.type === 'Bottle' && name === 'Classics' ? 'STIR' : null,
          alcoholPerc: match?.alcoholPerc ?? 0,
          color: match?.color || null,
        };
      });
      const body = recipeCreateSchema.parse({
        categoryId,
        name: item.recipe.name,
        price: item.recipe.price === CATEGORY_STYLE[name]?.price ? null : item.recipe.price,
        coffeeType: name === 'Coffee' ? (COFFEE_GROUPS[item.recipe.name] ?? 'Espresso') : null,
        cup: cupFor(name, cups),
        ingredients,
      });
      await createRecipe(db, bar.id, body);
    }
  }
}
