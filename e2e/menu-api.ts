import { expect, type APIRequestContext } from '@playwright/test';

/** A recipe as `GET /api/udrink/recipes/` lists it. */
export interface MenuRecipe {
  _id: string;
  name: string;
  categoryId: string;
  effectivePrice: number;
  valid: boolean;
  unavailableReasons: string[];
  ingredients: Array<{ ingredientId: string | null; ingredientType: string; ingredientName: string; quantity: number }>;
}

/** The bar's menu recipe of that name, found through the API as the console lists it. */
export async function menuRecipe(request: APIRequestContext, auth: { token: string; barId: string }, name: string): Promise<MenuRecipe> {
  const headers = { authorization: `Bearer ${auth.token}`, 'x-bar': auth.barId };
  const all = { page: 0, perPage: 10000 };
  const categories = await request.get('/api/udrink/categories/', { headers, params: all });
  expect(categories.status(), await categories.text()).toBe(200);
  for (const category of ((await categories.json()) as { data: Array<{ _id: string }> }).data) {
    const recipes = await request.get('/api/udrink/recipes/', { headers, params: { ...all, categoryId: category._id } });
    const found = ((await recipes.json()) as { data: MenuRecipe[] }).data.find((r) => r.name === name);
    if (found) return found;
  }
  throw new Error(`${name} is not on the menu`);
}
