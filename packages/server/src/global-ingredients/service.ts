import { globalIngredientSchemas, INGREDIENT_KIND_INFO, normalizeIngredient, type GlobalIngredientKind, type GlobalLookupKind } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { conflict, notFound } from '../http/errors.js';
import { isUniqueViolation, noun, toRecord, withFlavourIds, type FlavourItem, type IngredientValues } from '../ingredients/record.js';
import { findGlobalRow, globalNameTaken, insertGlobalIngredient, updateGlobalIngredient } from './repository.js';

type CatalogueKind = GlobalIngredientKind | GlobalLookupKind;
const label = (kind: CatalogueKind) => INGREDIENT_KIND_INFO[kind].label;
const nameTaken = (kind: CatalogueKind, name: string) => conflict(`A global ${noun(label(kind))} named "${name}" already exists.`);
const missing = (kind: GlobalIngredientKind) => notFound(`Global ${noun(label(kind))}`);

/** Record rules before storing: flavour items get ids, milk's isVegan follows its category. */
function prepare(kind: CatalogueKind, values: IngredientValues): IngredientValues {
  const out = normalizeIngredient(kind, values);
  if (Array.isArray(out.flavours)) out.flavours = withFlavourIds(out.flavours as FlavourItem[]);
  return out;
}

export async function getGlobalIngredient(db: Db, kind: GlobalIngredientKind, id: string) {
  const row = await findGlobalRow(db, kind, id);
  if (!row) throw missing(kind);
  return toRecord('global', kind, row);
}

/** Adds a catalogue item from raw data, checked by its kind's create schema (seed, tests). */
export async function addGlobalIngredient(db: Db, kind: CatalogueKind, raw: Record<string, unknown>) {
  const schema = globalIngredientSchemas[kind].create as unknown as { parse(v: unknown): IngredientValues };
  return createGlobalIngredient(db, kind, schema.parse(raw));
}

/** Adds a catalogue item already checked by its kind's create schema. */
export async function createGlobalIngredient(db: Db, kind: CatalogueKind, input: IngredientValues) {
  const values = prepare(kind, input);
  const name = String(values.name);
  if (await globalNameTaken(db, kind, name)) throw nameTaken(kind, name);
  try {
    return toRecord('global', kind, await insertGlobalIngredient(db, kind, values));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(kind, name);
    throw err;
  }
}

export async function patchGlobalIngredient(db: Db, kind: GlobalIngredientKind, id: string, patch: IngredientValues) {
  const current = await findGlobalRow(db, kind, id);
  if (!current) throw missing(kind);
  const merged = prepare(kind, { ...toRecord('global', kind, current), ...dropUndefined(patch) });
  const name = String(merged.name);
  if (patch.name !== undefined && (await globalNameTaken(db, kind, name, id))) throw nameTaken(kind, name);
  try {
    return toRecord('global', kind, await updateGlobalIngredient(db, kind, id, merged));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(kind, name);
    throw err;
  }
}

export function dropUndefined(values: IngredientValues): IngredientValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}
