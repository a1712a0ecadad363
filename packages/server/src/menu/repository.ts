import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { barIngredients, dispensers, globalIngredients, recipeCategories, recipes } from '../db/schema.js';
import type { BarSupply, StockedIngredient, SupplyDispenser } from '@bar/domain';
import { findBarFeatures } from '../bars/repository.js';

export type CategoryRow = typeof recipeCategories.$inferSelect;
export type RecipeRow = typeof recipes.$inferSelect;

const c = recipeCategories;
const r = recipes;

export async function listCategories(db: Db, barId: string, offset: number, limit: number) {
  const where = eq(c.barId, barId);
  const [rows, [{ total }]] = await Promise.all([
    db
      // spelled out: inside the subquery drizzle would leave ${c.id} unqualified, i.e. recipes.id
      .select({ category: c, recipeCount: sql<number>`(select count(*)::int from recipes r where r.category_id = recipe_categories.id)` })
      .from(c)
      .where(where)
      .orderBy(asc(c.order), asc(c.createdAt), asc(c.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(c).where(where),
  ]);
  return { rows, total };
}

export async function findCategory(db: Db, barId: string, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.barId, barId), eq(c.id, id)))
    .limit(1);
  return row;
}

/** The next order number: new rows go to the end of the list. */
export async function nextCategoryOrder(db: Db, barId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${c.order})` })
    .from(c)
    .where(eq(c.barId, barId));
  return row.max === null ? 0 : Number(row.max) + 1;
}

export async function nextRecipeOrder(db: Db, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${r.order})` })
    .from(r)
    .where(eq(r.categoryId, categoryId));
  return row.max === null ? 0 : Number(row.max) + 1;
}

export async function insertCategory(db: Db, values: typeof c.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(c).values(values).returning();
  return row;
}

export async function updateCategory(db: Db, barId: string, id: string, values: Partial<typeof c.$inferInsert>): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(c)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(c.barId, barId), eq(c.id, id)))
    .returning();
  return row;
}

export async function deleteCategory(db: Db, barId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(c)
    .where(and(eq(c.barId, barId), eq(c.id, id)))
    .returning({ id: c.id });
  return rows.length > 0;
}

export async function listRecipes(db: Db, barId: string, categoryId: string, offset: number, limit: number) {
  const where = and(eq(r.barId, barId), eq(r.categoryId, categoryId));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(r).where(where).orderBy(asc(r.order), asc(r.createdAt), asc(r.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(r).where(where),
  ]);
  return { rows, total };
}

export async function findRecipe(db: Db, barId: string, id: string): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.barId, barId), eq(r.id, id)))
    .limit(1);
  return row;
}

export async function insertRecipe(db: Db, values: typeof r.$inferInsert): Promise<RecipeRow> {
  const [row] = await db.insert(r).values(values).returning();
  return row;
}

export async function updateRecipe(db: Db, barId: string, id: string, values: Partial<typeof r.$inferInsert>): Promise<RecipeRow | undefined> {
  const [row] = await db
    .update(r)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(r.barId, barId), eq(r.id, id)))
    .returning();
  return row;
}

export async function deleteRecipe(db: Db, barId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(r)
    .where(and(eq(r.barId, barId), eq(r.id, id)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** Sets the order numbers of some rows of one bar, in one transaction; returns how many matched. */
export async function applyOrders(db: Db, table: 'categories' | 'recipes', barId: string, changes: Array<{ _id: string; order: number }>): Promise<number> {
  const t = table === 'categories' ? c : r;
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.barId, barId),
          inArray(
            t.id,
            changes.map((x) => x._id),
          ),
        ),
      );
    if (owned.length !== new Set(changes.map((x) => x._id)).size) return -1;
    for (const change of changes)
      await tx
        .update(t)
        .set({ order: change.order, updatedAt: new Date() })
        .where(and(eq(t.barId, barId), eq(t.id, change._id)));
    return owned.length;
  });
}

/** The bar's ingredients as the availability rule needs them. */
export async function stockOf(db: Db, barId: string): Promise<StockedIngredient[]> {
  return db
    .select({ id: barIngredients.id, kind: barIngredients.kind, name: barIngredients.name, disabled: barIngredients.disabled })
    .from(barIngredients)
    .where(eq(barIngredients.barId, barId));
}

/** The bar's dispensers as the availability rule needs them, in a stable order (compared before/after a change). */
export async function supplyDispensersOf(db: Db, barId: string): Promise<SupplyDispenser[]> {
  return db
    .select({ kind: dispensers.kind, ingredientId: dispensers.ingredientId, enabled: dispensers.enabled, fake: dispensers.fake, level: dispensers.actualLevel })
    .from(dispensers)
    .where(eq(dispensers.barId, barId))
    .orderBy(asc(dispensers.id));
}

/** Everything `valid` is computed from: the bar's ingredients, dispensers and features. */
export async function supplyOf(db: Db, barId: string): Promise<BarSupply> {
  const [ingredients, dispenserRows, features] = await Promise.all([stockOf(db, barId), supplyDispensersOf(db, barId), findBarFeatures(db, barId)]);
  return { ingredients, dispensers: dispenserRows, features: features ?? {} };
}

/** Every recipe of the bar with its ingredients, for recomputing availability. */
export async function recipeIngredientsOfBar(db: Db, barId: string) {
  return db.select({ id: r.id, ingredients: r.ingredients }).from(r).where(eq(r.barId, barId));
}

/** The coffee recipe groups: the catalogue's coffee types, by name. */
export async function listCoffeeGroups(db: Db, offset: number, limit: number) {
  const where = eq(globalIngredients.kind, 'coffee-type');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ _id: globalIngredients.id, name: globalIngredients.name })
      .from(globalIngredients)
      .where(where)
      .orderBy(asc(globalIngredients.name), asc(globalIngredients.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(globalIngredients).where(where),
  ]);
  return { rows, total };
}

/** The coffee recipe group of that name (ignoring case), if the catalogue has it. */
export async function findCoffeeGroup(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: globalIngredients.name })
    .from(globalIngredients)
    .where(and(eq(globalIngredients.kind, 'coffee-type'), sql`lower(${globalIngredients.name}) = lower(${name.trim()})`))
    .limit(1);
  return row?.name;
}
