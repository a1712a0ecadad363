import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { ACTIVE_DRINK_STATUSES, drinkStatusRank, type DeviceEventOf, type Drink, type RecipeSnapshot } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { drinks } from '../db/schema.js';

export type DrinkRow = typeof drinks.$inferSelect;

/** A drink as the API and the `drink` live message carry it. */
export function toDrink(row: DrinkRow): Drink {
  return {
    _id: row.id,
    barId: row.barId,
    type: row.type,
    status: row.status as Drink['status'],
    priority: row.priority,
    color: row.color,
    recipe: row.recipe as RecipeSnapshot,
    name: row.name,
    deliveryPosition: row.deliveryPosition,
    robotSelection: row.robotDisplayName ? { displayName: row.robotDisplayName } : null,
    appOrderId: row.appOrderId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Columns of a new drink from its recipe snapshot (the sortable parts are real columns). */
export function recipeColumns(recipe: RecipeSnapshot) {
  return { recipe, recipeName: recipe.name, recipePrice: recipe.price.toFixed(2), recipeCategory: recipe.category ?? '' };
}

type DeviceDrink = DeviceEventOf<'drink'>['drink'];

/** Whether a report of a stored drink says nothing new (a reconnecting bar re-sends every drink it holds). */
function changesNothing(row: DrinkRow, d: DeviceDrink): boolean {
  return (
    row.status === d.status &&
    (d.deliveryPosition === undefined || d.deliveryPosition === row.deliveryPosition) &&
    (d.robot === undefined || d.robot === row.robotDisplayName) &&
    (d.error === undefined || d.error === row.error) &&
    (d.priority === undefined || d.priority === row.priority)
  );
}

/**
 * Applies a bar controller's drink report: creates the drink when new (it must carry its recipe),
 * else moves it forward. Returns the stored row, or null when the report was ignored (another bar's
 * drink, a new drink without recipe, a finished drink, a step backwards, a report that changes nothing).
 */
export async function applyDeviceDrink(db: Db, barId: string, d: DeviceDrink, at: Date = new Date()): Promise<DrinkRow | null> {
  const find = async () => (await db.select().from(drinks).where(eq(drinks.id, d.id)).limit(1))[0];
  // a drink's first report ('open', with its recipe) is nearly always new: insert at once, one statement
  // instead of a read and an insert (budget B7); a conflict falls through to the drink that is there
  let existing = d.status === 'open' && d.recipe ? undefined : await find();
  if (!existing) {
    if (!d.recipe) return null;
    const [row] = await db
      .insert(drinks)
      .values({
        createdAt: at,
        updatedAt: at,
        id: d.id,
        barId,
        type: d.type ?? 'App',
        status: d.status,
        priority: d.priority ?? false,
        color: d.color ?? null,
        ...recipeColumns(d.recipe),
        name: d.name ?? null,
        deliveryPosition: d.deliveryPosition ?? null,
        robotDisplayName: d.robot ?? null,
        appOrderId: d.appOrderId ?? null,
        error: d.error ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // the console stored the same drink meanwhile (the bar took its order): move that one
    existing = await find();
    if (!existing) return null;
  }
  if (existing.barId !== barId) return null;
  if (drinkStatusRank(existing.status) === 4) return null;
  if (drinkStatusRank(d.status) < drinkStatusRank(existing.status)) return null;
  if (changesNothing(existing, d)) return null;
  const [row] = await db
    .update(drinks)
    .set({
      status: d.status,
      ...(d.deliveryPosition !== undefined ? { deliveryPosition: d.deliveryPosition } : {}),
      ...(d.robot !== undefined ? { robotDisplayName: d.robot } : {}),
      ...(d.error !== undefined ? { error: d.error } : {}),
      ...(d.priority !== undefined ? { priority: d.priority } : {}),
      updatedAt: at,
    })
    .where(and(eq(drinks.id, d.id), eq(drinks.barId, barId), inArray(drinks.status, [...ACTIVE_DRINK_STATUSES])))
    .returning();
  return row ?? null;
}

/** Active drinks the bar no longer holds (it restarted): they end as errors. Returns the changed rows. */
export async function failLostDrinks(db: Db, barId: string, heldIds: string[], olderThan: Date): Promise<DrinkRow[]> {
  const uuids = heldIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  return db
    .update(drinks)
    .set({ status: 'error', error: 'Lost by the bar controller', updatedAt: new Date() })
    .where(
      and(
        eq(drinks.barId, barId),
        inArray(drinks.status, [...ACTIVE_DRINK_STATUSES]),
        lt(drinks.createdAt, olderThan),
        uuids.length ? notInArray(drinks.id, uuids) : sql`true`,
      ),
    )
    .returning();
}
