import { randomUUID } from 'node:crypto';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { barIngredientSchemas, globalIngredientSchemas, type IngredientKind } from '@bar/domain';
import type { FieldType, ListSpec } from '../http/paging.js';
import { badRequest } from '../http/errors.js';

// What the global catalogue and the bar ingredients share: the kind's fields, row <-> record
// conversion, and the list whitelist. Both tables use the domain field names as column keys; each
// area's repository owns its table and passes it (or its rows) in.

/** The columns every ingredient table has (the kind's fields are found by name). */
type IngredientTable = Record<'id' | 'name' | 'createdAt' | 'updatedAt', AnyPgColumn>;
/** A stored row of either table; a bar ingredient's has its barId. */
type AnyIngredientRow = { id: string; createdAt: Date; updatedAt: Date; barId?: string };

export type Scope = 'global' | 'bar';
export type IngredientValues = Record<string, unknown>;
export interface FlavourItem {
  id: string;
  globalId: string | null;
  name: string;
  dispensingTime: number;
}

const META_KEYS = new Set(['_id', 'barId', 'createdAt', 'updatedAt']);

/** The stored fields of a kind in a scope, as the domain view schema lists them. */
export function fieldsOf(scope: Scope, kind: IngredientKind): string[] {
  const schemas = (scope === 'global' ? globalIngredientSchemas : barIngredientSchemas) as Record<string, { view: { shape: object } }>;
  return Object.keys(schemas[kind].view.shape).filter((k) => !META_KEYS.has(k));
}

// Kind-specific columns are nullable: a row of another kind leaves them empty.
const EMPTY: Record<string, unknown> = { infusionTime: 0, isVegan: false, isHot: true, foamAirSpeed: 0, pumpSpeed: 0, globalId: null };

/** A stored row as the answer of its kind: `{ _id, [barId], <fields>, createdAt, updatedAt }`. */
export function toRecord(scope: Scope, kind: IngredientKind, row: AnyIngredientRow): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: row.id };
  if ('barId' in row) out.barId = row.barId;
  const source = row as unknown as Record<string, unknown>;
  for (const key of fieldsOf(scope, kind)) {
    const value = source[key];
    if (key === 'price') out.price = Number(value ?? 0);
    else if (key === 'flavours') out.flavours = Array.isArray(value) ? value : [];
    else out[key] = value ?? EMPTY[key] ?? null;
  }
  out.createdAt = row.createdAt.toISOString();
  out.updatedAt = row.updatedAt.toISOString();
  return out;
}

/** Record fields as column values: only the kind's fields, price as exact text. */
export function toColumns(scope: Scope, kind: IngredientKind, values: IngredientValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of fieldsOf(scope, kind)) {
    if (values[key] === undefined) continue;
    out[key] = key === 'price' ? String(values[key]) : values[key];
  }
  return out;
}

/** Flavour items with an id each (new ones get one) and the optional globalId spelled out. */
export function withFlavourIds(items: Array<Partial<FlavourItem> & { name: string }>): FlavourItem[] {
  return items.map((f) => ({ id: f.id ?? randomUUID(), globalId: f.globalId ?? null, name: f.name, dispensingTime: f.dispensingTime ?? 0 }));
}

const FIELD_TYPES: Record<string, FieldType> = {
  name: 'string',
  category: 'string',
  subCategory: 'string',
  color: 'string',
  alcoholPerc: 'number',
  price: 'number',
  infusionTime: 'number',
  foamAirSpeed: 'number',
  pumpSpeed: 'number',
  disabled: 'boolean',
  visible: 'boolean',
  isVegan: 'boolean',
  isHot: 'boolean',
};

const INTEGER_FIELDS = ['infusionTime', 'foamAirSpeed', 'pumpSpeed'];

/**
 * Search values on integer columns must be whole numbers in range: the database would refuse
 * anything else with an error instead of an empty page.
 */
export function checkIntegerSearch(search: string | undefined): void {
  if (!search) return;
  let value: unknown;
  try {
    value = JSON.parse(search);
  } catch {
    return; // planList answers the malformed JSON
  }
  if (!value || typeof value !== 'object') return;
  for (const key of INTEGER_FIELDS) {
    const raw = (value as Record<string, unknown>)[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const n = typeof raw === 'string' ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > 2_147_483_647) {
      throw badRequest(`Search value of "${key}" must be a whole number.`);
    }
  }
}

/** The sort/search whitelist of a kind's list: its own fields plus the timestamps. */
export function listSpecOf(scope: Scope, kind: IngredientKind, table: IngredientTable, resource: string): ListSpec {
  const columns = table as unknown as Record<string, AnyPgColumn>;
  const fields: ListSpec['fields'] = {};
  for (const key of fieldsOf(scope, kind)) {
    const type = FIELD_TYPES[key];
    if (type) fields[key] = { column: columns[key], type };
  }
  fields.createdAt = { column: table.createdAt, type: 'date' };
  fields.updatedAt = { column: table.updatedAt, type: 'date' };
  return { resource, fields, defaultSort: { name: 1 }, idColumn: table.id };
}

/** LIKE pattern for `text` anywhere, with its wildcards escaped. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Order of a name lookup: names starting with the text first, then alphabetical. */
export function lookupOrder(table: IngredientTable, text: string): SQL[] {
  return [sql`case when ${table.name} ilike ${`${escapeLike(text)}%`} then 0 else 1 end`, asc(table.name), asc(table.id)];
}

export const NAME_LOOKUP_LIMIT = 10;

export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** 'bottle' for messages: the kind's label in lower case. */
export const noun = (label: string) => label.toLowerCase();
