import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ACTIVE_DRINK_STATUSES, DRINK_STATUSES, DRINK_TYPES, type DrinkStatus, type RecipeSnapshot } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { drinks } from '../db/schema.js';
import type { ListSpec } from '../http/paging.js';
import { recipeColumns, toDrink, type DrinkRow } from './repository.js';

/** The production tables' sorts and filters (names as the drink's fields). */
export const DRINK_LIST: ListSpec = {
  resource: 'drinks',
  idColumn: drinks.id,
  defaultSort: { createdAt: -1 },
  // createdAt -1 sorts by (created_at, id) descending: the index drinks_bar_status_created_id_idx read backwards
  tieBreakFollowsSort: true,
  fields: {
    createdAt: { column: drinks.createdAt, type: 'date' },
    updatedAt: { column: drinks.updatedAt, type: 'date' },
    'recipe.name': { column: drinks.recipeName, type: 'string' },
    'recipe.price': { column: drinks.recipePrice, type: 'number' },
    name: { column: drinks.name, type: 'string' },
    type: { column: drinks.type, type: 'enum', values: DRINK_TYPES },
    priority: { column: drinks.priority, type: 'boolean' },
    status: { column: drinks.status, type: 'enum', values: DRINK_STATUSES },
  },
};

/**
 * What an export of drinks reads (exports/sources.ts): the table and the file's fields in the order
 * of its columns, id and created_at first. Money stays numeric text, exact.
 */
export const DRINK_EXPORT = {
  table: drinks,
  fields: [
    drinks.id,
    drinks.createdAt,
    drinks.updatedAt,
    drinks.status,
    drinks.type,
    drinks.recipeName,
    drinks.recipeCategory,
    drinks.recipePrice,
    drinks.name,
    drinks.priority,
    drinks.robotDisplayName,
    drinks.deliveryPosition,
    drinks.appOrderId,
    drinks.error,
  ],
};

export async function listActiveDrinks(db: Db, barId: string) {
  const rows = await db
    .select()
    .from(drinks)
    .where(and(eq(drinks.barId, barId), inArray(drinks.status, [...ACTIVE_DRINK_STATUSES])))
    .orderBy(asc(drinks.createdAt), asc(drinks.id))
    .limit(1000);
  return rows.map(toDrink);
}

export async function findDrinkOfBar(db: Db, barId: string, id: string): Promise<DrinkRow | undefined> {
  const [row] = await db
    .select()
    .from(drinks)
    .where(and(eq(drinks.id, id), eq(drinks.barId, barId)))
    .limit(1);
  return row;
}

/** The drinks of an app order, oldest first, whatever their bar: the caller keeps its own bar's. */
export async function listAppOrderDrinks(db: Db, appOrderId: string): Promise<DrinkRow[]> {
  return db.select().from(drinks).where(eq(drinks.appOrderId, appOrderId)).orderBy(asc(drinks.createdAt));
}

/** A drink ordered from the console; an id already stored (a retried order) is left as it is. */
export async function insertOrderedDrink(
  db: Db,
  input: { id: string; barId: string; recipe: RecipeSnapshot; name: string | null; priority: boolean; appOrderId: string | null; remakeOf?: string | null },
): Promise<{ row: DrinkRow; created: boolean }> {
  const [row] = await db
    .insert(drinks)
    .values({
      id: input.id,
      barId: input.barId,
      type: 'Admin',
      status: 'open',
      priority: input.priority,
      ...recipeColumns(input.recipe),
      name: input.name,
      appOrderId: input.appOrderId,
      remakeOf: input.remakeOf ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, created: true };
  const existing = await findDrinkOfBar(db, input.barId, input.id);
  if (!existing) throw new Error('drink id taken by another bar');
  if (input.remakeOf && !existing.remakeOf) {
    // the bar reported the remake first: it is marked now, its times left as the bar's reports set them
    const [marked] = await db
      .update(drinks)
      .set({ remakeOf: input.remakeOf })
      .where(and(eq(drinks.id, input.id), isNull(drinks.remakeOf)))
      .returning();
    return { row: marked ?? existing, created: false };
  }
  return { row: existing, created: false };
}

/** Moves a drink only if it is still in one of `from`; returns the new row, or undefined if it moved on. */
export async function updateDrinkIf(db: Db, id: string, from: readonly DrinkStatus[], set: Partial<Pick<DrinkRow, 'status' | 'priority' | 'error'>>) {
  const [row] = await db
    .update(drinks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(drinks.id, id), inArray(drinks.status, [...from])))
    .returning();
  return row;
}
