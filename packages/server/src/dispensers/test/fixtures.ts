import { eq } from 'drizzle-orm';
import { BAR_FEATURES } from '@bar/domain';
import type { Db } from '../../db/connection.js';
import { barIngredients, bars, dispensers } from '../../db/schema.js';

/** A bar ingredient of a kind, stored directly; its id. */
export async function insertIngredient(db: Db, barId: string, kind: string, name: string): Promise<string> {
  return (await db.insert(barIngredients).values({ barId, kind, name, category: 'Spirits' }).returning({ id: barIngredients.id }))[0].id;
}

/** A dispenser of the bar, stored directly; its id. */
export async function insertDispenser(db: Db, barId: string, values: Partial<typeof dispensers.$inferInsert> & { kind: string }): Promise<string> {
  return (
    await db
      .insert(dispensers)
      .values({ barId, ...values })
      .returning({ id: dispensers.id })
  )[0].id;
}

/** Switches every feature of the bar on (or off): which dispenser kinds it has. */
export async function setAllFeatures(db: Db, barId: string, on: boolean): Promise<void> {
  await db
    .update(bars)
    .set({ features: Object.fromEntries(BAR_FEATURES.map((f) => [f, on])) })
    .where(eq(bars.id, barId));
}

/** The bottle cell B1 at row 0, column 0: a 700 ml spirits doser at 20 of 700 ml, alarm at 2. */
export function bottleB1(ingredientId: string): Partial<typeof dispensers.$inferInsert> & { kind: string } {
  return { kind: 'bottles', row: 0, column: 0, capacityId: '700ml', doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 20, ingredientId, graphicCode: 'B1' };
}
