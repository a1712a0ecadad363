import { availabilityChanges, type AvailabilityIngredient } from '@bar/domain';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import { findBarDetail } from '../bars/repository.js';
import * as repo from './repository.js';

/**
 * Runs a change to the bar's dispensers (an operator edit, Set Full, levels the bar reports) and,
 * when it changed whether some recipes can be made, tells the consoles with a `bar` message whose
 * payload is the bar detail plus `menu.recipes` (the changed recipes and their new `valid`), so
 * open menu pages reload. `valid` is computed on read, so the database needs no update.
 */
export async function withMenuAvailability<T>(db: Db, live: Pick<LiveHub, 'publishToConsoles'>, barId: string, change: () => Promise<T>): Promise<T> {
  const before = await repo.supplyOf(db, barId);
  const result = await change();
  const afterDispensers = await repo.supplyDispensersOf(db, barId);
  // most level reports move no bottle across empty: nothing to compare then
  if (JSON.stringify(afterDispensers) === JSON.stringify(before.dispensers)) return result;
  const recipes = await repo.recipeIngredientsOfBar(db, barId);
  const changes = availabilityChanges(
    recipes.map((r) => ({ id: r.id, ingredients: r.ingredients as AvailabilityIngredient[] })),
    before,
    { ...before, dispensers: afterDispensers },
  );
  if (!changes.length) return result;
  const bar = await findBarDetail(db, barId);
  if (!bar) return result;
  await live.publishToConsoles(barId, { type: 'bar', payload: { ...bar, menu: { recipes: changes.map((c) => ({ _id: c.id, valid: c.valid })) } } });
  return result;
}
