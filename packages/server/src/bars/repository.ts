import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { BarCreateInput, BarDetail, BarFeature, BarFeatures, BarNameMatch, BarSummary, EffectiveRole } from '@bar/domain';
import { BAR_FEATURES, BAR_VERSIONS, timeZoneAt } from '@bar/domain';
import { instanceInfosView, paymentSettingsView, roboticSystemView, securityView } from './bar-view.js';
import type { Db } from '../db/connection.js';
import { bars, robots } from '../db/schema.js';
import { planList, type ListSpec } from '../http/paging.js';
import type { PagingQuery } from '@bar/domain';
import { openSecret, type SecretBox } from '../secrets/secret-box.js';

export type BarRow = typeof bars.$inferSelect;
/** Columns to write on a bar's row. */
export type BarChange = Partial<typeof bars.$inferInsert>;
type RobotRow = typeof robots.$inferSelect;

export const BAR_LIST: ListSpec = {
  resource: 'bars',
  idColumn: bars.id,
  defaultSort: { name: 1 },
  fields: {
    name: { column: bars.name, type: 'string' },
    version: { column: bars.version, type: 'enum', values: BAR_VERSIONS },
    placeName: { column: bars.placeName, type: 'string' },
    latitude: { column: bars.latitude, type: 'number' },
    longitude: { column: bars.longitude, type: 'number' },
    status: { column: bars.status, type: 'string' },
    open: { column: bars.open, type: 'boolean' },
    createdAt: { column: bars.createdAt, type: 'date' },
  },
};

export function toBarSummary(row: BarRow): BarSummary {
  return {
    _id: row.id,
    name: row.name,
    version: row.version as BarSummary['version'],
    open: row.open,
    hidden: row.hidden,
    blocked: row.blocked,
    status: row.status,
    liveCheck: row.liveCheck?.toISOString() ?? null,
    placeName: row.placeName,
    latitude: row.latitude,
    longitude: row.longitude,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The bar as `role` may see it: secrets become "is set" flags, gateways only for MSADMIN and above.
 * The readable secrets are opened with `secrets`; without it they are left out.
 */
function toBarDetail(row: BarRow, robotRows: RobotRow[], role: EffectiveRole, secrets?: SecretBox): BarDetail {
  const features = (row.features ?? {}) as Record<string, unknown>;
  return {
    ...toBarSummary(row),
    openPending: row.openPending,
    enableDrinkBuilder: row.enableDrinkBuilder,
    theme: row.theme as BarDetail['theme'],
    timeZone: row.timeZone,
    conveyors: row.conveyors,
    features: Object.fromEntries(BAR_FEATURES.map((f) => [f, features[f] === true])) as BarFeatures,
    instanceInfos: instanceInfosView(row.id, row.placeName, row.instanceInfos),
    geoPosition: { lat: row.latitude, lng: row.longitude },
    roboticSystem: roboticSystemView(row.roboticSystem),
    paymentSettings: paymentSettingsView(row.paymentSettings, role, secrets && ((v) => openSecret(secrets, v))),
    security: securityView(row.security, role),
    bottleAlarm: row.bottleAlarm as BarDetail['bottleAlarm'],
    bottleWarning: row.bottleWarning as BarDetail['bottleWarning'],
    robots: robotRows.map((r) => ({ _id: r.id, tagName: r.tagName, displayName: r.displayName, status: r.status, enabled: r.enabled })),
  };
}

export async function listBars(db: Db, query: PagingQuery) {
  const plan = planList(query, BAR_LIST);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bars)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.perPage)
      .offset(plan.offset),
    db.select({ total: count() }).from(bars).where(plan.where),
  ]);
  return { data: rows.map(toBarSummary), count: total, page: plan.page, perPage: plan.perPage };
}

/** Bars a user may select: every bar for a super administrator, else the unblocked bars they hold a role on. */
export async function listSelectableBars(db: Db, barIds: string[] | 'all'): Promise<BarSummary[]> {
  if (barIds !== 'all' && barIds.length === 0) return [];
  const rows = await db.select().from(bars).where(selectable(barIds)).orderBy(asc(bars.name));
  return rows.map(toBarSummary);
}

/** The ids of the bars listSelectableBars answers, by name. */
export async function selectableBarIds(db: Db, barIds: string[] | 'all'): Promise<string[]> {
  if (barIds !== 'all' && barIds.length === 0) return [];
  const rows = await db.select({ id: bars.id }).from(bars).where(selectable(barIds)).orderBy(asc(bars.name));
  return rows.map((r) => r.id);
}

/** A SUPERADMIN selects every bar; anyone else the bars they hold a role on that are not blocked. */
const selectable = (barIds: string[] | 'all') => (barIds === 'all' ? undefined : and(inArray(bars.id, barIds), eq(bars.blocked, false)));

/** What a bar's detail is made of: its row and its robots, as stored (secrets sealed). */
export interface BarRecord {
  row: BarRow;
  robots: RobotRow[];
}

/** The bar's row and robots (two queries); undefined when there is no such bar. */
export async function findBarRecord(db: Db, id: string): Promise<BarRecord | undefined> {
  const [row] = await db.select().from(bars).where(eq(bars.id, id)).limit(1);
  if (!row) return undefined;
  const robotRows = await db.select().from(robots).where(eq(robots.barId, id)).orderBy(asc(robots.position));
  return { row, robots: robotRows };
}

/** The records of many bars in two queries, in no particular order; ids that are no bar are left out. */
export async function findBarRecords(db: Db, ids: string[]): Promise<BarRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(bars).where(inArray(bars.id, ids));
  const robotRows = await db.select().from(robots).where(inArray(robots.barId, ids)).orderBy(asc(robots.position));
  const byBar = new Map<string, RobotRow[]>(rows.map((r) => [r.id, []]));
  for (const robot of robotRows) if (robot.barId) byBar.get(robot.barId)?.push(robot);
  return rows.map((row) => ({ row, robots: byBar.get(row.id) ?? [] }));
}

/** The detail of a bar record as `role` sees it (see findBarDetail). */
export function barRecordDetail(record: BarRecord, role: EffectiveRole = 'BARMAN', secrets?: SecretBox): BarDetail {
  return toBarDetail(record.row, record.robots, role, secrets);
}

/**
 * One bar as `role` sees it, read now. The default is the least privileged view (BARMAN), the one
 * that is safe to publish to every console of the bar. Requests read it through the bar record
 * cache (record-cache.ts).
 */
export async function findBarDetail(db: Db, id: string, role: EffectiveRole = 'BARMAN', secrets?: SecretBox): Promise<BarDetail | undefined> {
  const record = await findBarRecord(db, id);
  return record && barRecordDetail(record, role, secrets);
}

/** Bars whose name contains `text` (case-insensitive), for the role editor's suggestions. */
export async function findBarsByName(db: Db, text: string, limit = 10): Promise<BarNameMatch[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ _id: bars.id, name: bars.name, version: bars.version })
    .from(bars)
    .where(ilike(bars.name, pattern))
    .orderBy(asc(bars.name), asc(bars.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, version: r.version as BarNameMatch['version'] }));
}

/** The ids among `ids` that are bars. */
export async function existingBarIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: bars.id }).from(bars).where(inArray(bars.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The feature switches of a bar (SPEC §3 features), or undefined when there is no such bar. */
export async function findBarFeatures(db: Db, id: string): Promise<Partial<Record<BarFeature, boolean>> | undefined> {
  const [row] = await db.select({ features: bars.features }).from(bars).where(eq(bars.id, id)).limit(1);
  return row ? ((row.features ?? {}) as Partial<Record<BarFeature, boolean>>) : undefined;
}

/** The bar's cups (`roboticSystem.cups`), as the bar detail shows them; empty for an unknown bar. */
export async function findBarCups(db: Db, id: string): Promise<BarDetail['roboticSystem']['cups']> {
  const [row] = await db.select({ roboticSystem: bars.roboticSystem }).from(bars).where(eq(bars.id, id)).limit(1);
  return row ? roboticSystemView(row.roboticSystem).cups : [];
}

export async function barExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: bars.id }).from(bars).where(eq(bars.id, id)).limit(1);
  return Boolean(row);
}

/** A new bar's zone is the one of its position unless one is given. */
export async function insertBar(db: Db, input: BarCreateInput, defaults: Partial<typeof bars.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(bars)
    .values({
      name: input.name,
      version: input.version,
      placeName: input.instanceInfos.placeName,
      latitude: input.geoPosition.lat,
      longitude: input.geoPosition.lng,
      instanceInfos: input.instanceInfos,
      timeZone: timeZoneAt(input.geoPosition),
      ...defaults,
    })
    .returning({ id: bars.id });
  return row.id;
}

/** The ids of every bar, by name. */
export async function listBarIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: bars.id }).from(bars).orderBy(asc(bars.name));
  return rows.map((r) => r.id);
}

/** Every bar's sections that hold gateway secrets, as stored, in one read (the start-up sealing check). */
export async function listBarSecretSections(db: Db): Promise<Array<Pick<BarRow, 'id' | 'paymentSettings' | 'security'>>> {
  return db.select({ id: bars.id, paymentSettings: bars.paymentSettings, security: bars.security }).from(bars).orderBy(asc(bars.name));
}

/** The bar's payment settings as stored (secrets sealed); undefined when there is no such bar. */
export async function findBarPaymentSettings(db: Db, id: string): Promise<unknown> {
  const [row] = await db.select({ paymentSettings: bars.paymentSettings }).from(bars).where(eq(bars.id, id)).limit(1);
  return row?.paymentSettings;
}

/** The bar's time zone as stored; undefined when there is no such bar. */
export async function findBarTimeZone(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: bars.timeZone }).from(bars).where(eq(bars.id, id)).limit(1);
  return row?.timeZone;
}

/** Whether the bar takes orders (the state the server enforces); undefined when there is no such bar. */
export async function findBarOpen(db: Db, id: string): Promise<boolean | undefined> {
  const [row] = await db.select({ open: bars.open }).from(bars).where(eq(bars.id, id)).limit(1);
  return row?.open;
}

/**
 * Closes the bar here; `openPending` says whether the bar still has to be told. Undefined when
 * there is no such bar.
 */
export async function closeBarHere(db: Db, id: string, at: Date): Promise<{ openPending: boolean } | undefined> {
  const [row] = await db
    .update(bars)
    // a bar that already confirmed it is closed has nothing left to learn
    .set({ open: false, openPending: sql`${bars.openPending} or ${bars.open}`, updatedAt: at })
    .where(eq(bars.id, id))
    .returning({ openPending: bars.openPending });
  return row;
}

/** The bar carried out a `setOpen`: that is its state now, nothing is left to deliver. */
export async function recordOpenCarriedOut(db: Db, barId: string, open: boolean, at: Date): Promise<void> {
  await db.update(bars).set({ open, openPending: false, updatedAt: at }).where(eq(bars.id, barId));
}

/**
 * Reads the bar's row under a row lock and writes what `change` makes of it, in one transaction,
 * so a concurrent save is not lost. `change` returning undefined writes nothing. False when there
 * is no such bar.
 */
export async function changeBarLocked(db: Db, id: string, change: (row: BarRow) => Promise<BarChange | undefined> | BarChange | undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select().from(bars).where(eq(bars.id, id)).for('update');
    if (!row) return false;
    const set = await change(row);
    if (set) await t.update(bars).set(set).where(eq(bars.id, id));
    return true;
  });
}

/** Rewrites the bars table so that old row versions (e.g. holding clear-text secrets) leave its files. */
export async function rewriteBarsTable(db: Db): Promise<void> {
  await db.execute(sql`VACUUM FULL bars`);
}
