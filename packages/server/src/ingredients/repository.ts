import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { BarIngredientKind, PagingQuery } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { barIngredients } from '../db/schema.js';
import { planList } from '../http/paging.js';
import { checkIntegerSearch, containsPattern, listSpecOf, lookupOrder, NAME_LOOKUP_LIMIT, toColumns, toRecord, type IngredientValues } from './record.js';
import { selectPage } from '../db/select-page.js';

export type BarIngredientRow = typeof barIngredients.$inferSelect;

const t = barIngredients;

export async function listBarIngredients(db: Db, barId: string, kind: BarIngredientKind, query: PagingQuery) {
  checkIntegerSearch(query.search);
  const plan = planList(query, listSpecOf('bar', kind, t, kind));
  const where = and(eq(t.barId, barId), eq(t.kind, kind), plan.where);
  const { rows, total } = await selectPage(db, t, where, plan);
  return { data: rows.map((r) => toRecord('bar', kind, r)), count: total, page: plan.page, perPage: plan.perPage };
}

export async function findBarIngredientRow(db: Db, barId: string, kind: BarIngredientKind, id: string): Promise<BarIngredientRow | undefined> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.barId, barId), eq(t.kind, kind), eq(t.id, id)))
    .limit(1);
  return row;
}

/** The bar's ingredients of a kind whose name contains `text`, those starting with it first (at most 10). */
export async function lookupBarIngredients(db: Db, barId: string, kind: BarIngredientKind, text: string) {
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.barId, barId), eq(t.kind, kind), ilike(t.name, containsPattern(text))))
    .orderBy(...lookupOrder(t, text))
    .limit(NAME_LOOKUP_LIMIT);
  return rows.map((r) => toRecord('bar', kind, r));
}

/**
 * One ingredient of a bar by its exact name (case-insensitive), as its kind's answer; for later
 * areas (dispensers, menu) and the demo seed.
 */
export async function findBarIngredientByName(db: Db, barId: string, kind: BarIngredientKind, name: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.barId, barId), eq(t.kind, kind), sql`lower(${t.name}) = lower(${name})`))
    .limit(1);
  return row ? toRecord('bar', kind, row) : undefined;
}

/** `{ _id, name }` of every ingredient of a kind in a bar, by name (pickers of later areas). */
export async function listBarIngredientRefs(db: Db, barId: string, kind: BarIngredientKind): Promise<Array<{ _id: string; name: string }>> {
  return db
    .select({ _id: t.id, name: t.name })
    .from(t)
    .where(and(eq(t.barId, barId), eq(t.kind, kind)))
    .orderBy(asc(t.name), asc(t.id));
}

export async function barNameTaken(db: Db, barId: string, kind: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.barId, barId), eq(t.kind, kind), sql`lower(${t.name}) = lower(${name})`))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** The bar's flavours, for checking the flavours of its beverages. */
export async function barFlavours(db: Db, barId: string) {
  return db
    .select({ id: t.id, name: t.name, globalId: t.globalId })
    .from(t)
    .where(and(eq(t.barId, barId), eq(t.kind, 'flavours')));
}

export async function insertBarIngredient(db: Db, barId: string, kind: BarIngredientKind, values: IngredientValues): Promise<BarIngredientRow> {
  const [row] = await db
    .insert(t)
    .values({ ...(toColumns('bar', kind, values) as Partial<typeof t.$inferInsert>), barId, kind, name: String(values.name) })
    .returning();
  return row;
}

export async function updateBarIngredient(db: Db, barId: string, kind: BarIngredientKind, id: string, values: IngredientValues): Promise<BarIngredientRow> {
  const [row] = await db
    .update(t)
    .set({ ...(toColumns('bar', kind, values) as Partial<typeof t.$inferInsert>), updatedAt: new Date() })
    .where(and(eq(t.barId, barId), eq(t.kind, kind), eq(t.id, id)))
    .returning();
  return row;
}
