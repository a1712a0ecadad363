import { and, eq, ilike, sql } from 'drizzle-orm';
import type { GlobalIngredientKind, GlobalLookupKind, PagingQuery } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { globalIngredients } from '../db/schema.js';
import { planList } from '../http/paging.js';
import {
  checkIntegerSearch,
  containsPattern,
  listSpecOf,
  lookupOrder,
  NAME_LOOKUP_LIMIT,
  toColumns,
  toRecord,
  type IngredientValues,
} from '../ingredients/record.js';
import { selectPage } from '../db/select-page.js';

export type GlobalIngredientRow = typeof globalIngredients.$inferSelect;

const t = globalIngredients;

export async function listGlobalIngredients(db: Db, kind: GlobalIngredientKind, query: PagingQuery) {
  checkIntegerSearch(query.search);
  const plan = planList(query, listSpecOf('global', kind, t, `global ${kind}`));
  const where = and(eq(t.kind, kind), plan.where);
  const { rows, total } = await selectPage(db, t, where, plan);
  return { data: rows.map((r) => toRecord('global', kind, r)), count: total, page: plan.page, perPage: plan.perPage };
}

export async function findGlobalRow(db: Db, kind: string, id: string): Promise<GlobalIngredientRow | undefined> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.kind, kind), eq(t.id, id)))
    .limit(1);
  return row;
}

/** Catalogue items whose name contains `text`, those starting with it first (at most 10). */
export async function lookupGlobalIngredients(db: Db, kind: GlobalLookupKind, text: string) {
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.kind, kind), ilike(t.name, containsPattern(text))))
    .orderBy(...lookupOrder(t, text))
    .limit(NAME_LOOKUP_LIMIT);
  return rows.map((r) => toRecord('global', kind, r));
}

/** Whether another item of the kind already has this name (case-insensitive). */
export async function globalNameTaken(db: Db, kind: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.kind, kind), sql`lower(${t.name}) = lower(${name})`))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

export async function insertGlobalIngredient(db: Db, kind: GlobalIngredientKind | GlobalLookupKind, values: IngredientValues): Promise<GlobalIngredientRow> {
  const [row] = await db
    .insert(t)
    .values({ ...(toColumns('global', kind, values) as Partial<typeof t.$inferInsert>), kind, name: String(values.name) })
    .returning();
  return row;
}

export async function updateGlobalIngredient(db: Db, kind: GlobalIngredientKind, id: string, values: IngredientValues): Promise<GlobalIngredientRow> {
  const [row] = await db
    .update(t)
    .set({ ...(toColumns('global', kind, values) as Partial<typeof t.$inferInsert>), updatedAt: new Date() })
    .where(and(eq(t.kind, kind), eq(t.id, id)))
    .returning();
  return row;
}
