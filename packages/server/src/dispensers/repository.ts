import { and, asc, eq } from 'drizzle-orm';
import { bottleSizeById, BOTTLE_SIZES, type BottleLevel, type DispenserKind, type LevelCell } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { barIngredients, dispensers, dispenserValves } from '../db/schema.js';

export type DispenserRow = typeof dispensers.$inferSelect;
type Joined = { d: DispenserRow; ingredientName: string | null };

const ingredientOf = (j: Joined) => (j.d.ingredientId ? { _id: j.d.ingredientId, name: j.ingredientName ?? '' } : null);
const base = (d: DispenserRow) => ({ _id: d.id, barId: d.barId, graphicCode: d.graphicCode });

export function toBottle(j: Joined) {
  const size = bottleSizeById(j.d.capacityId ?? '') ?? BOTTLE_SIZES[2];
  return {
    ...base(j.d),
    enabled: j.d.enabled,
    fake: j.d.fake,
    row: j.d.row ?? 0,
    column: j.d.column ?? 0,
    dispenserCapacity: { id: size.id, description: size.description, capacity: size.capacity },
    doserType: (j.d.doserType === 'SYRUP' ? 'SYRUP' : 'SPIRITS') as 'SPIRITS' | 'SYRUP',
    alarmLevel: j.d.alarmLevel ?? 0,
    estimatedLevel: j.d.estimatedLevel ?? j.d.actualLevel ?? 0,
    actualLevel: j.d.actualLevel ?? 0,
    ingredientId: j.d.ingredientId,
    ingredient: ingredientOf(j),
  };
}
export const toTimed = (j: Joined) => ({ ...base(j.d), dispensingTime: j.d.dispensingTime ?? 0, ingredientId: j.d.ingredientId, ingredient: ingredientOf(j) });
export const toIce = (j: Joined) => ({ ...base(j.d), dispensingTime: j.d.dispensingTime ?? 0 });
export const toCoffee = (j: Joined) => ({ ...base(j.d), grinderTime: j.d.grinderTime ?? 0, ingredientId: j.d.ingredientId, ingredient: ingredientOf(j) });

function selectJoined(db: Db) {
  return db
    .select({ d: dispensers, ingredientName: barIngredients.name })
    .from(dispensers)
    .leftJoin(barIngredients, eq(barIngredients.id, dispensers.ingredientId));
}

export async function listDispenserRows(db: Db, barId: string, kind: DispenserKind): Promise<Joined[]> {
  return selectJoined(db)
    .where(and(eq(dispensers.barId, barId), eq(dispensers.kind, kind)))
    .orderBy(asc(dispensers.row), asc(dispensers.column), asc(dispensers.position), asc(dispensers.graphicCode));
}

export async function findDispenserRow(db: Db, barId: string, kind: DispenserKind, id: string): Promise<Joined | undefined> {
  const [row] = await selectJoined(db).where(and(eq(dispensers.id, id), eq(dispensers.barId, barId), eq(dispensers.kind, kind)));
  return row;
}

export async function updateDispenserRow(db: Db, id: string, set: Partial<typeof dispensers.$inferInsert>) {
  await db
    .update(dispensers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(dispensers.id, id));
}

export async function listValves(db: Db, barId: string) {
  const rows = await db
    .select({ v: dispenserValves, flavourName: barIngredients.name })
    .from(dispenserValves)
    .leftJoin(barIngredients, eq(barIngredients.id, dispenserValves.flavourId))
    .where(eq(dispenserValves.barId, barId))
    .orderBy(asc(dispenserValves.position));
  return rows.map((r) => ({
    dispenserId: r.v.dispenserId,
    _id: r.v.id,
    graphicCode: r.v.graphicCode,
    flavourId: r.v.flavourId,
    flavourName: r.v.flavourId ? r.flavourName : null,
  }));
}

export async function findValve(db: Db, barId: string, id: string) {
  const [row] = await db
    .select()
    .from(dispenserValves)
    .where(and(eq(dispenserValves.id, id), eq(dispenserValves.barId, barId)));
  return row;
}

export async function setValveFlavour(db: Db, id: string, flavourId: string | null) {
  await db.update(dispenserValves).set({ flavourId }).where(eq(dispenserValves.id, id));
}

/** Whether `id` is an ingredient of this bar and kind. */
export async function isBarIngredientOfKind(db: Db, barId: string, kind: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: barIngredients.id })
    .from(barIngredients)
    .where(and(eq(barIngredients.id, id), eq(barIngredients.barId, barId), eq(barIngredients.kind, kind)));
  return Boolean(row);
}

/** The bar's bottle cells that hold a product: placeholders and empty cells left out. */
async function productBottlesOfBar(db: Db, barId: string) {
  const rows = await listDispenserRows(db, barId, 'bottles');
  return rows.filter((j) => !j.d.fake && j.d.ingredientId).map((j) => toBottle(j));
}

/** The bar's real bottle cells as levels, for the bottleAlarm / bottleWarning lists. */
export async function bottleLevelsOfBar(db: Db, barId: string): Promise<BottleLevel[]> {
  return (await productBottlesOfBar(db, barId)).map((b) => ({
    dispenserId: b._id,
    ingredientId: b.ingredientId!,
    ingredientName: b.ingredient?.name,
    enabled: b.enabled,
    level: b.actualLevel,
    capacity: b.dispenserCapacity.capacity,
    alarmLevel: b.alarmLevel,
  }));
}

/** Stores levels the bar reported for the dispensers it names by id; returns how many matched. */
export async function applyReportedLevels(db: Db, barId: string, levels: Array<{ dispenserId: string; level: number }>): Promise<number> {
  let matched = 0;
  for (const l of levels) {
    if (!/^[0-9a-f-]{36}$/i.test(l.dispenserId)) continue;
    const rows = await db
      .update(dispensers)
      .set({ actualLevel: l.level, estimatedLevel: l.level })
      .where(and(eq(dispensers.id, l.dispenserId), eq(dispensers.barId, barId), eq(dispensers.kind, 'bottles')))
      .returning({ id: dispensers.id });
    matched += rows.length;
  }
  return matched;
}

/** The bar's bottle cells that hold a product (not placeholders), as the run-out forecast reads them. */
export async function levelCellsOfBar(db: Db, barId: string): Promise<LevelCell[]> {
  return (await productBottlesOfBar(db, barId)).map((b) => ({
    dispenserId: b._id,
    graphicCode: b.graphicCode,
    kind: 'bottles',
    ingredientId: b.ingredientId,
    ingredientName: b.ingredient?.name ?? '',
    enabled: b.enabled,
    level: b.actualLevel,
    capacity: b.dispenserCapacity.capacity,
    alarmLevel: b.alarmLevel,
    row: b.row,
    column: b.column,
    sizeId: b.dispenserCapacity.id,
    sizeDescription: b.dispenserCapacity.description,
  }));
}
