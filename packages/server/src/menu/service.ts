import { randomUUID } from 'node:crypto';
import {
  recipeCupProblem,
  type recipeCategoryCreateSchema,
  type recipeCategoryPatchSchema,
  type recipeCreateSchema,
  type recipePatchSchema,
} from '@bar/domain';
import type { z } from 'zod';
import type { Db } from '../db/connection.js';
import { findBarCups } from '../bars/repository.js';
import { badRequest, notFound } from '../http/errors.js';
import { toCategory, toRecipe, type StoredIngredient } from './record.js';
import * as repo from './repository.js';

type CategoryCreate = z.output<typeof recipeCategoryCreateSchema>;
type CategoryPatch = z.output<typeof recipeCategoryPatchSchema>;
type RecipeCreate = z.output<typeof recipeCreateSchema>;
type RecipePatch = z.output<typeof recipePatchSchema>;

const money = (v: number) => v.toFixed(2);

export async function getCategory(db: Db, barId: string, id: string) {
  const row = await repo.findCategory(db, barId, id);
  if (!row) throw notFound('Recipe category');
  return toCategory(row);
}

export async function createCategory(db: Db, barId: string, body: CategoryCreate) {
  const order = await repo.nextCategoryOrder(db, barId);
  const row = await repo.insertCategory(db, {
    barId,
    name: body.name,
    color: body.color,
    price: money(body.price),
    isCoffee: body.isCoffee,
    enabled: body.enabled,
    order,
  });
  return toCategory(row, 0);
}

export async function patchCategory(db: Db, barId: string, id: string, body: CategoryPatch) {
  const { barId: _b, price, ...rest } = body;
  const row = await repo.updateCategory(db, barId, id, { ...rest, ...(price === undefined ? {} : { price: money(price) }) });
  if (!row) throw notFound('Recipe category');
  return toCategory(row);
}

export async function removeCategory(db: Db, barId: string, id: string) {
  if (!(await repo.deleteCategory(db, barId, id))) throw notFound('Recipe category');
  return { _id: id, deleted: true };
}

export async function sortRows(db: Db, table: 'categories' | 'recipes', barId: string, changes: Array<{ _id: string; order: number }>) {
  const updated = await repo.applyOrders(db, table, barId, changes);
  if (updated < 0) throw badRequest(`Some ${table === 'categories' ? 'recipe categories' : 'recipes'} to sort are not in this bar.`);
  return { updated };
}

export async function listRecipesOf(db: Db, barId: string, categoryId: string, page: number, perPage: number) {
  const category = await repo.findCategory(db, barId, categoryId);
  if (!category) throw notFound('Recipe category');
  const [{ rows, total }, supply] = await Promise.all([repo.listRecipes(db, barId, categoryId, page * perPage, perPage), repo.supplyOf(db, barId)]);
  return { data: rows.map((row) => toRecipe(row, category, supply)), count: total, page, perPage };
}

export async function getRecipe(db: Db, barId: string, id: string) {
  const row = await repo.findRecipe(db, barId, id);
  if (!row) throw notFound('Recipe');
  const category = await repo.findCategory(db, barId, row.categoryId);
  return toRecipe(row, category!, await repo.supplyOf(db, barId));
}

/** Checks the category and the ingredient ids against the bar and gives each ingredient row an id. */
async function checkRecipe(
  db: Db,
  barId: string,
  categoryId: string,
  coffeeType: string | null | undefined,
  ingredients: RecipeCreate['ingredients'] | undefined,
  keptCoffeeType?: string | null,
) {
  const category = await repo.findCategory(db, barId, categoryId);
  if (!category) throw badRequest('The recipe category is not in this bar.');
  if (category.isCoffee && !coffeeType)
    throw badRequest('Coffee recipe group is required in a coffee category.', [{ path: 'coffeeType', message: 'Coffee recipe group is required' }]);
  let coffeeGroup: string | null = null;
  if (category.isCoffee && coffeeType) {
    // a group renamed in the catalogue since stays on the recipes that already have it
    coffeeGroup = coffeeType === keptCoffeeType ? coffeeType : ((await repo.findCoffeeGroup(db, coffeeType)) ?? null);
    if (!coffeeGroup)
      throw badRequest(`"${coffeeType}" is not one of the coffee recipe groups.`, [{ path: 'coffeeType', message: 'Choose one of the coffee recipe groups' }]);
  }
  let stored: StoredIngredient[] | undefined;
  if (ingredients) {
    const stock = await repo.stockOf(db, barId);
    stored = ingredients.map((i, index) => {
      if (i.ingredientId && !stock.some((s) => s.id === i.ingredientId))
        throw badRequest(`Ingredient ${index + 1} (${i.ingredientName}) is not one of this bar's ingredients.`);
      return {
        _id: i._id && /^[0-9a-f-]{36}$/i.test(i._id) ? i._id : randomUUID(),
        ingredientId: i.ingredientId ?? null,
        ingredientType: i.ingredientType,
        ingredientName: i.ingredientType === 'Ice' ? 'Ice' : i.ingredientName,
        quantity: i.quantity,
        action: i.action ?? null,
        color: i.color ?? null,
        alcoholPerc: i.alcoholPerc ?? null,
        carbonated: i.carbonated ?? null,
      };
    });
  }
  return { category, stored, coffeeGroup };
}

/** The cup type must be one of the bar's cups (or none); a recipe keeps the cup it already has. */
async function checkCup(db: Db, barId: string, cup: string | null | undefined, kept?: string | null) {
  if (!cup || cup === kept) return;
  const problem = recipeCupProblem(cup, await findBarCups(db, barId), kept);
  if (problem) throw badRequest(problem, [{ path: 'cup', message: "Choose one of the bar's cups" }]);
}

export async function createRecipe(db: Db, barId: string, body: RecipeCreate) {
  await checkCup(db, barId, body.cup);
  const { category, stored, coffeeGroup } = await checkRecipe(db, barId, body.categoryId, body.coffeeType, body.ingredients);
  const row = await repo.insertRecipe(db, {
    barId,
    categoryId: category.id,
    name: body.name,
    price: body.price === null ? null : money(body.price),
    coffeeType: coffeeGroup,
    cup: body.cup || null,
    order: await repo.nextRecipeOrder(db, category.id),
    ingredients: stored ?? [],
  });
  return toRecipe(row, category, await repo.supplyOf(db, barId));
}

export async function patchRecipe(db: Db, barId: string, id: string, body: RecipePatch) {
  const current = await repo.findRecipe(db, barId, id);
  if (!current) throw notFound('Recipe');
  const categoryId = body.categoryId ?? current.categoryId;
  const coffeeType = body.coffeeType === undefined ? current.coffeeType : body.coffeeType;
  await checkCup(db, barId, body.cup, current.cup);
  const { category, stored, coffeeGroup } = await checkRecipe(db, barId, categoryId, coffeeType, body.ingredients, current.coffeeType);
  const values: Parameters<typeof repo.updateRecipe>[3] = {};
  if (body.name !== undefined) values.name = body.name;
  if ('price' in body && body.price !== undefined) values.price = body.price === null ? null : money(body.price);
  if (body.cup !== undefined) values.cup = body.cup || null;
  if (body.categoryId !== undefined && body.categoryId !== current.categoryId) {
    values.categoryId = categoryId;
    values.order = await repo.nextRecipeOrder(db, categoryId);
  }
  values.coffeeType = coffeeGroup;
  if (stored) values.ingredients = stored;
  const row = await repo.updateRecipe(db, barId, id, values);
  return toRecipe(row!, category, await repo.supplyOf(db, barId));
}

export async function removeRecipe(db: Db, barId: string, id: string) {
  if (!(await repo.deleteRecipe(db, barId, id))) throw notFound('Recipe');
  return { _id: id, deleted: true };
}

export async function listCoffeeGroups(db: Db, page: number, perPage: number) {
  const { rows, total } = await repo.listCoffeeGroups(db, page * perPage, perPage);
  return { data: rows, count: total, page, perPage };
}

/** Every recipe of the bar's enabled categories as the API shows it, with its category. */
export async function enabledMenuRecipes(db: Db, barId: string) {
  const [{ rows: categories }, supply] = await Promise.all([repo.listCategories(db, barId, 0, 10_000), repo.supplyOf(db, barId)]);
  const menu = [];
  for (const { category } of categories.filter((c) => c.category.enabled)) {
    const { rows } = await repo.listRecipes(db, barId, category.id, 0, 10_000);
    for (const row of rows) menu.push({ category, recipe: toRecipe(row, category, supply) });
  }
  return menu;
}

/**
 * The bar's whole menu as the bar simulator orders from it: the recipes of its enabled categories
 * with the price they sell at and whether they can be made now.
 */
export async function barMenu(db: Db, barId: string) {
  return (await enabledMenuRecipes(db, barId)).map(({ category, recipe }) => ({
    name: recipe.name,
    price: recipe.effectivePrice,
    category: category.name,
    color: category.color,
    valid: recipe.valid,
    ingredients: recipe.ingredients,
  }));
}
