import { barHasIngredientKind, INGREDIENT_KIND_INFO, normalizeIngredient, type BarIngredientKind } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { findBarFeatures } from '../bars/repository.js';
import { findGlobalRow } from '../global-ingredients/repository.js';
import { dropUndefined } from '../global-ingredients/service.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isUniqueViolation, noun, toRecord, withFlavourIds, type FlavourItem, type IngredientValues } from './record.js';
import { barFlavours, barNameTaken, findBarIngredientRow, insertBarIngredient, updateBarIngredient } from './repository.js';

const label = (kind: BarIngredientKind) => INGREDIENT_KIND_INFO[kind].label;
const nameTaken = (kind: BarIngredientKind, name: string) => conflict(`A ${noun(label(kind))} named "${name}" already exists in this bar.`);

/**
 * A kind whose bar feature is off answers 409 on every call: the request is well-formed, the bar's
 * configuration is what stands in the way (docs/architecture.md, issue 6).
 */
export async function ensureKindEnabled(db: Db, barId: string, kind: BarIngredientKind): Promise<void> {
  const features = await findBarFeatures(db, barId);
  if (!features) throw notFound('Bar');
  if (!barHasIngredientKind(features, kind)) {
    const feature = INGREDIENT_KIND_INFO[kind].feature!;
    const featureLabel = feature.charAt(0).toUpperCase() + feature.slice(1);
    throw conflict(`This bar has no ${featureLabel} feature: turn it on in the bar features to manage ${kind}.`);
  }
}

/** A beverage's flavours must be flavours of the same bar (SPEC §5): matched by id, else by name. */
async function resolveBarFlavours(db: Db, barId: string, items: Array<Partial<FlavourItem> & { name: string }>): Promise<FlavourItem[]> {
  if (items.length === 0) return [];
  const own = await barFlavours(db, barId);
  const byId = new Map(own.map((f) => [f.id, f]));
  const byName = new Map(own.map((f) => [f.name.toLowerCase(), f]));
  const details: Array<{ path: string; message: string }> = [];
  const seen = new Set<string>();
  const resolved = items.map((item, i) => {
    const match = (item.id && byId.get(item.id)) || byName.get(item.name.trim().toLowerCase());
    if (!match) {
      details.push({ path: `flavours.${i}.name`, message: `"${item.name}" is not a flavour of this bar.` });
      return undefined;
    }
    if (seen.has(match.id)) details.push({ path: `flavours.${i}.name`, message: `"${match.name}" is chosen twice.` });
    seen.add(match.id);
    return { id: match.id, globalId: match.globalId, name: match.name, dispensingTime: item.dispensingTime ?? 0 };
  });
  if (details.length) throw badRequest(`Beverage flavours must be flavours of this bar: ${details[0].message}`, details);
  return resolved as FlavourItem[];
}

/** The catalogue item a bar ingredient says it was copied from must exist and be of its kind. */
async function checkGlobalId(db: Db, kind: BarIngredientKind, globalId: unknown): Promise<void> {
  if (globalId === undefined || globalId === null) return;
  if (!(await findGlobalRow(db, kind, String(globalId)))) {
    throw badRequest(`globalId does not name a global ${noun(label(kind))}.`, [{ path: 'globalId', message: 'Unknown catalogue item' }]);
  }
}

async function prepare(db: Db, barId: string, kind: BarIngredientKind, values: IngredientValues, flavoursSent: boolean): Promise<IngredientValues> {
  const out = normalizeIngredient(kind, values);
  if (Array.isArray(out.flavours)) {
    const items = out.flavours as FlavourItem[];
    out.flavours = kind === 'beverages' && flavoursSent ? await resolveBarFlavours(db, barId, items) : withFlavourIds(items);
  }
  return out;
}

export async function getBarIngredient(db: Db, barId: string, kind: BarIngredientKind, id: string) {
  await ensureKindEnabled(db, barId, kind);
  const row = await findBarIngredientRow(db, barId, kind, id);
  if (!row) throw notFound(label(kind));
  return toRecord('bar', kind, row);
}

export async function createBarIngredient(db: Db, barId: string, kind: BarIngredientKind, input: IngredientValues) {
  await ensureKindEnabled(db, barId, kind);
  await checkGlobalId(db, kind, input.globalId);
  const values = await prepare(db, barId, kind, input, true);
  const name = String(values.name);
  if (await barNameTaken(db, barId, kind, name)) throw nameTaken(kind, name);
  try {
    return toRecord('bar', kind, await insertBarIngredient(db, barId, kind, values));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(kind, name);
    throw err;
  }
}

export async function patchBarIngredient(db: Db, barId: string, kind: BarIngredientKind, id: string, patch: IngredientValues) {
  await ensureKindEnabled(db, barId, kind);
  const current = await findBarIngredientRow(db, barId, kind, id);
  if (!current) throw notFound(label(kind));
  await checkGlobalId(db, kind, patch.globalId);
  const merged = await prepare(db, barId, kind, { ...toRecord('bar', kind, current), ...dropUndefined(patch) }, patch.flavours !== undefined);
  const name = String(merged.name);
  if (patch.name !== undefined && (await barNameTaken(db, barId, kind, name, id))) throw nameTaken(kind, name);
  try {
    return toRecord('bar', kind, await updateBarIngredient(db, barId, kind, id, merged));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(kind, name);
    throw err;
  }
}
