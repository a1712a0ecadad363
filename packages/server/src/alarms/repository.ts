import { aliasedTable, and, count, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { ALARM_KIND_RULES, OFFLINE_THRESHOLD_MS, type Alarm, type AlarmKind, type AlarmListQuery, type AlarmState } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { alarms, bars, users } from '../db/schema.js';

export type AlarmRow = typeof alarms.$inferSelect;

/** What identifies one condition of a bar: one active alarm each. */
export interface AlarmKey {
  kind: AlarmKind;
  subjectId: string;
  subjectName: string | null;
  detail: string | null;
}

/** A condition that ended within this long is the same alarm again when it comes back: its count goes up. */
export const REOPEN_WINDOW_MS = 10 * 60_000;

const ACTIVE = ne(alarms.state, 'cleared');

export async function activeAlarmsOfBar(db: Db, barId: string): Promise<AlarmRow[]> {
  return db
    .select()
    .from(alarms)
    .where(and(eq(alarms.barId, barId), ACTIVE));
}

export type RaiseOutcome = 'opened' | 'repeated' | 'ongoing';

/**
 * Records that a condition holds (or an event happened) now. A condition still active only moves its
 * last-seen time; an event, or a condition back within REOPEN_WINDOW_MS of clearing, counts a repeat
 * on the same alarm; otherwise a new alarm opens. Safe when two instances raise the same key at once:
 * the partial unique index lets one insert win and the other takes the update path.
 */
export async function raiseAlarm(db: Db, barId: string, key: AlarmKey, now: Date, repeat: boolean): Promise<{ row: AlarmRow; outcome: RaiseOutcome }> {
  const rule = ALARM_KIND_RULES[key.kind];
  for (let attempt = 0; attempt < 3; attempt++) {
    const sameKey = and(eq(alarms.barId, barId), eq(alarms.kind, key.kind), eq(alarms.subjectId, key.subjectId));
    const [active] = await db
      .update(alarms)
      .set({
        lastSeen: now,
        subjectName: key.subjectName,
        detail: key.detail,
        ...(repeat ? { count: sql`${alarms.count} + 1` } : {}),
      })
      .where(and(sameKey, ACTIVE))
      .returning();
    if (active) return { row: active, outcome: repeat ? 'repeated' : 'ongoing' };
    try {
      const [recent] = await db
        .select({ id: alarms.id })
        .from(alarms)
        .where(and(sameKey, eq(alarms.state, 'cleared'), gte(alarms.clearedAt, new Date(now.getTime() - REOPEN_WINDOW_MS))))
        .orderBy(desc(alarms.clearedAt))
        .limit(1);
      if (recent) {
        const [reopened] = await db
          .update(alarms)
          .set({
            state: 'open',
            lastSeen: now,
            count: sql`${alarms.count} + 1`,
            clearedAt: null,
            acknowledgedBy: null,
            acknowledgedAt: null,
            subjectName: key.subjectName,
            detail: key.detail,
          })
          .where(and(eq(alarms.id, recent.id), eq(alarms.state, 'cleared')))
          .returning();
        if (reopened) return { row: reopened, outcome: 'repeated' };
        continue;
      }
      const [opened] = await db
        .insert(alarms)
        .values({
          barId,
          kind: key.kind,
          severity: rule.severity,
          subjectType: rule.subject,
          subjectId: key.subjectId,
          subjectName: key.subjectName,
          detail: key.detail,
          firstSeen: now,
          lastSeen: now,
        })
        .onConflictDoNothing()
        .returning();
      if (opened) return { row: opened, outcome: 'opened' };
    } catch (err) {
      // another instance reopened or opened the same condition between our statements: take its row
      if ((err as { code?: string }).code !== '23505') throw err;
    }
  }
  throw new Error(`alarm ${key.kind} of bar ${barId} could not be recorded`);
}

/** Clears active alarms by id (their condition ended); returns the rows that changed. */
export async function clearAlarms(db: Db, ids: string[], now: Date): Promise<AlarmRow[]> {
  if (!ids.length) return [];
  return db
    .update(alarms)
    .set({ state: 'cleared', clearedAt: now })
    .where(and(inArray(alarms.id, ids), ACTIVE))
    .returning();
}

export async function findAlarm(db: Db, id: string): Promise<AlarmRow | undefined> {
  const [row] = await db.select().from(alarms).where(eq(alarms.id, id)).limit(1);
  return row;
}

/** Moves an alarm of `barId` on; undefined when it is not that bar's or not in a state `from` allows. */
export async function updateAlarm(
  db: Db,
  barId: string,
  id: string,
  set: Partial<Pick<AlarmRow, 'state' | 'acknowledgedBy' | 'acknowledgedAt' | 'assigneeId' | 'notes' | 'clearedAt'>>,
  from?: AlarmState[],
): Promise<AlarmRow | undefined> {
  const [row] = await db
    .update(alarms)
    .set(set)
    .where(and(eq(alarms.id, id), eq(alarms.barId, barId), from ? inArray(alarms.state, from) : undefined))
    .returning();
  return row;
}

const acknowledger = aliasedTable(users, 'acknowledger');
const assignee = aliasedTable(users, 'assignee');

/** Alarms as the API answers them, with their bar's name and the people's emails. */
async function viewsWhere(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<Alarm[]> {
  const rows = await db
    .select({ a: alarms, barName: bars.name, ackEmail: acknowledger.email, assigneeEmail: assignee.email })
    .from(alarms)
    .innerJoin(bars, eq(bars.id, alarms.barId))
    .leftJoin(acknowledger, eq(acknowledger.id, alarms.acknowledgedBy))
    .leftJoin(assignee, eq(assignee.id, alarms.assigneeId))
    .where(where)
    .orderBy(desc(alarms.lastSeen), desc(alarms.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ a, barName, ackEmail, assigneeEmail }) => toAlarm(a, barName, ackEmail, assigneeEmail));
}

export function toAlarm(a: AlarmRow, barName: string, ackEmail?: string | null, assigneeEmail?: string | null): Alarm {
  return {
    _id: a.id,
    barId: a.barId,
    barName,
    kind: a.kind as Alarm['kind'],
    severity: a.severity as Alarm['severity'],
    subjectType: a.subjectType as Alarm['subjectType'],
    subjectId: a.subjectId,
    subjectName: a.subjectName,
    detail: a.detail,
    state: a.state as Alarm['state'],
    firstSeen: a.firstSeen.toISOString(),
    lastSeen: a.lastSeen.toISOString(),
    count: a.count,
    acknowledgedBy: a.acknowledgedBy && ackEmail ? { _id: a.acknowledgedBy, email: ackEmail } : null,
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    assignee: a.assigneeId && assigneeEmail ? { _id: a.assigneeId, email: assigneeEmail } : null,
    clearedAt: a.clearedAt?.toISOString() ?? null,
    notes: a.notes,
  };
}

/** A bar's open and acknowledged alarms as the API answers them, in one query. */
export async function activeAlarmViewsOfBar(db: Db, barId: string): Promise<Alarm[]> {
  return viewsWhere(db, and(eq(alarms.barId, barId), ACTIVE), MAX_ACTIVE_ALARMS, 0);
}

/** More than any bar holds at once (one per condition and subject). */
const MAX_ACTIVE_ALARMS = 1000;

export async function alarmView(db: Db, id: string): Promise<Alarm | undefined> {
  const [view] = await viewsWhere(db, eq(alarms.id, id), 1, 0);
  return view;
}

const inBars = (barIds: string[] | 'all') => (barIds === 'all' ? undefined : inArray(alarms.barId, barIds));

/** One page of the inbox over `barIds` (the bars the caller holds), newest activity first. */
export async function listAlarms(db: Db, barIds: string[] | 'all', query: AlarmListQuery) {
  const page = query.page ?? 0;
  const perPage = query.perPage ?? 10;
  if (barIds !== 'all' && barIds.length === 0) return { data: [], count: 0, page, perPage };
  const where = and(
    inBars(barIds),
    query.bar ? eq(alarms.barId, query.bar) : undefined,
    query.severity ? eq(alarms.severity, query.severity) : undefined,
    query.state === 'active' ? ACTIVE : query.state ? eq(alarms.state, query.state) : undefined,
    query.kind ? eq(alarms.kind, query.kind) : undefined,
    query.from ? gte(alarms.lastSeen, new Date(query.from)) : undefined,
    query.to ? lte(alarms.firstSeen, new Date(query.to)) : undefined,
  );
  const [data, [{ total }]] = await Promise.all([viewsWhere(db, where, perPage, page * perPage), db.select({ total: count() }).from(alarms).where(where)]);
  return { data, count: total, page, perPage };
}

/** Open (unacknowledged) alarms by bar and severity, over `barIds`. */
export async function countOpenAlarms(db: Db, barIds: string[] | 'all') {
  if (barIds !== 'all' && barIds.length === 0) return [];
  return db
    .select({ barId: alarms.barId, severity: alarms.severity, open: count() })
    .from(alarms)
    .where(and(inBars(barIds), eq(alarms.state, 'open')))
    .groupBy(alarms.barId, alarms.severity);
}

/** Bars heard from once but silent for longer than the offline threshold. */
export async function silentBarIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: bars.id })
    .from(bars)
    .where(and(isNotNull(bars.liveCheck), lt(bars.liveCheck, new Date(now.getTime() - OFFLINE_THRESHOLD_MS))));
  return rows.map((r) => r.id);
}

/** Bars with an active offline alarm. */
export async function barsAlarmedOffline(db: Db): Promise<string[]> {
  const rows = await db
    .select({ barId: alarms.barId })
    .from(alarms)
    .where(and(eq(alarms.kind, 'barOffline'), ACTIVE));
  return rows.map((r) => r.barId);
}
