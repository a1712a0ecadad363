import { randomUUID } from 'node:crypto';
import { bottleSizeById, bottleWarnings, DISPENSER_TABS, type DispenserKind } from '@bar/domain';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import { findBarFeatures } from '../bars/repository.js';
import type { BarChanges, BarRecordCache } from '../bars/record-cache.js';
import { applyBottleWarnings } from '../devices/repository.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { withMenuAvailability } from '../menu/availability.js';
import {
  bottleLevelsOfBar,
  findDispenserRow,
  findValve,
  isBarIngredientOfKind,
  listDispenserRows,
  listValves,
  setValveFlavour,
  toBottle,
  toCoffee,
  toIce,
  toTimed,
  updateDispenserRow,
  type DispenserRow,
} from './repository.js';

/** Each dispenser area needs its bar feature (SPEC §6). */
export async function ensureDispenserFeature(db: Db, barId: string, kind: DispenserKind): Promise<void> {
  const features = await findBarFeatures(db, barId);
  if (!features) throw notFound('Bar');
  const tab = DISPENSER_TABS.find((t) => t.path === kind)!;
  if (!features[tab.feature])
    throw conflict(`This bar has no ${tab.feature} feature: turn it on in the bar features to manage ${tab.label.toLowerCase()} dispensers.`);
}

const VIEW = { bottles: toBottle, granulars: toTimed, garnishes: toTimed, leaves: toTimed, ice: toIce, coffee: toCoffee } as const;
type ViewKind = keyof typeof VIEW;

export async function listDispensers(db: Db, barId: string, kind: DispenserKind) {
  await ensureDispenserFeature(db, barId, kind);
  const rows = await listDispenserRows(db, barId, kind);
  if (kind === 'bib') {
    const valves = await listValves(db, barId);
    return rows.map(({ d }) => ({
      _id: d.id,
      barId: d.barId,
      graphicCode: d.graphicCode,
      beverageType: d.beverageType ?? '',
      robots: (d.robots ?? []) as Array<{ tagName: string; position: number }>,
      valveIds: valves.filter((v) => v.dispenserId === d.id).map(({ dispenserId: _d, ...v }) => v),
    }));
  }
  return rows.map((j) => VIEW[kind](j));
}

async function checkIngredient(db: Db, barId: string, ingredientKind: string, id: string | null | undefined, label: string) {
  if (!id) return;
  if (!(await isBarIngredientOfKind(db, barId, ingredientKind, id))) throw badRequest(`The ${label} is not an ingredient of this bar.`);
}

/** Recomputes the bar's bottleAlarm / bottleWarning from its dispensers and tells consoles when they changed. */
export async function recomputeBottleWarnings(
  db: Db,
  live: Pick<LiveHub, 'publishToConsoles'>,
  bars: BarChanges & Pick<BarRecordCache, 'reload'>,
  barId: string,
): Promise<void> {
  if (!(await applyBottleWarnings(db, barId, bottleWarnings(await bottleLevelsOfBar(db, barId))))) return;
  await bars.changed(barId);
  const bar = await bars.reload(barId, db);
  if (bar) await live.publishToConsoles(barId, { type: 'bar', payload: bar });
}

export async function patchDispenser(
  db: Db,
  live: Pick<LiveHub, 'publishToConsoles' | 'sendCommand'>,
  bars: BarChanges & Pick<BarRecordCache, 'reload'>,
  barId: string,
  kind: ViewKind,
  id: string,
  body: Record<string, unknown>,
  issuedBy = 'system',
) {
  await ensureDispenserFeature(db, barId, kind);
  const found = await findDispenserRow(db, barId, kind, id);
  if (!found) throw notFound('Dispenser');
  const set: Partial<DispenserRow> = {};
  if (kind === 'bottles') {
    if (found.d.fake) throw conflict('A placeholder cell cannot be edited.');
    const size = bottleSizeById((body.dispenserCapacity as { id: string }).id)!;
    await checkIngredient(db, barId, 'bottles', body.ingredientId as string | null | undefined, 'bottle');
    Object.assign(set, {
      capacityId: size.id,
      doserType: body.doserType,
      alarmLevel: body.alarmLevel,
      actualLevel: body.actualLevel,
      estimatedLevel: body.actualLevel,
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...(body.ingredientId !== undefined ? { ingredientId: (body.ingredientId as string | null) || null } : {}),
    });
  } else {
    if (kind !== 'ice') await checkIngredient(db, barId, kind, body.ingredientId as string | null | undefined, 'ingredient');
    if (body.ingredientId !== undefined && kind !== 'ice') set.ingredientId = (body.ingredientId as string | null) || null;
    if (kind === 'coffee') set.grinderTime = body.grinderTime as number;
    else set.dispensingTime = body.dispensingTime as number;
  }
  await withMenuAvailability(db, live, barId, () => updateDispenserRow(db, id, set));
  const saved = (await findDispenserRow(db, barId, kind, id))!;
  if (kind === 'bottles') {
    await recomputeBottleWarnings(db, live, bars, barId);
    // the level the operator set, not the row read back: a report the bar sent before this edit may
    // have been stored in between, and telling the bar that level would make it the bar's truth
    await tellBarTheLevel(live, barId, { ...toBottle(saved), actualLevel: set.actualLevel ?? saved.d.actualLevel ?? 0 }, issuedBy);
  }
  return VIEW[kind](saved);
}

/**
 * The bar keeps counting a bottle down from the level it knows, so a saved cell (Set Full after a
 * bottle change) is sent to it. Best effort and not tracked: the stored cell is already the truth
 * for the console, and an offline bar learns levels again when it reports them.
 */
async function tellBarTheLevel(live: Pick<LiveHub, 'sendCommand'>, barId: string, b: ReturnType<typeof toBottle>, issuedBy: string) {
  const args = {
    dispenserId: b._id,
    ingredientId: b.ingredientId ?? '',
    ...(b.ingredient ? { ingredientName: b.ingredient.name } : {}),
    enabled: b.enabled && Boolean(b.ingredientId),
    level: b.actualLevel,
    capacity: b.dispenserCapacity.capacity,
    alarmLevel: b.alarmLevel,
  };
  try {
    await live.sendCommand(barId, { id: randomUUID(), command: 'setBottleLevel', args, issuedBy, at: new Date().toISOString() });
  } catch {
    // the broker is down: the level is stored, the bar will report its own again
  }
}

export async function patchValve(db: Db, barId: string, id: string, flavourId: string | null | undefined) {
  await ensureDispenserFeature(db, barId, 'bib');
  const valve = await findValve(db, barId, id);
  if (!valve) throw notFound('Valve');
  await checkIngredient(db, barId, 'flavours', flavourId, 'flavour');
  await setValveFlavour(db, id, flavourId || null);
  const v = (await listValves(db, barId)).find((x) => x._id === id)!;
  const { dispenserId: _d, ...view } = v;
  return view;
}

/** The dispenser a manual command targets must exist on the bar. */
export async function ensureManualTarget(db: Db, barId: string, target: 'valve' | 'ice', id: string): Promise<void> {
  if (target === 'valve') {
    await ensureDispenserFeature(db, barId, 'bib');
    if (!(await findValve(db, barId, id))) throw notFound('Valve');
  } else {
    await ensureDispenserFeature(db, barId, 'ice');
    if (!(await findDispenserRow(db, barId, 'ice', id))) throw notFound('Dispenser');
  }
}
