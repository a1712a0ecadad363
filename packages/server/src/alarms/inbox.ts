import { ALARM_KIND_RULES, type Alarm, type AlarmKind } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { Principal } from '../auth/repository.js';
import { findUser } from '../users/repository.js';
import { activeAlarmViewsOfBar, alarmView, countOpenAlarms, findAlarm, updateAlarm } from './repository.js';
import type { AlarmChange, AlarmService } from './service.js';

interface InboxDeps {
  db: Db;
  alarms: Pick<AlarmService, 'announce'>;
}

/** The bars whose alarms a caller sees: every bar for a super administrator, else the bars they hold a role on. */
export async function inboxBars(_db: Db, principal: Principal): Promise<string[] | 'all'> {
  if (principal.superadmin) return 'all';
  return [...new Set(principal.roles.map((r) => r.barId))];
}

export async function alarmCounts(db: Db, barIds: string[] | 'all') {
  const rows = await countOpenAlarms(db, barIds);
  const byBar = new Map<string, { barId: string; critical: number; warning: number }>();
  for (const row of rows) {
    const entry = byBar.get(row.barId) ?? { barId: row.barId, critical: 0, warning: 0 };
    if (row.severity === 'critical') entry.critical += row.open;
    else entry.warning += row.open;
    byBar.set(row.barId, entry);
  }
  const all = [...byBar.values()];
  return { critical: all.reduce((n, b) => n + b.critical, 0), warning: all.reduce((n, b) => n + b.warning, 0), byBar: all };
}

const SEVERITY_ORDER = { critical: 0, warning: 1 } as const;

/** A bar's open and acknowledged alarms, critical first, then the most recent. */
export async function listBarActiveAlarms(db: Db, barId: string): Promise<Alarm[]> {
  const views = await activeAlarmViewsOfBar(db, barId);
  return views.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || b.lastSeen.localeCompare(a.lastSeen));
}

async function changed(deps: InboxDeps, barId: string, id: string, change: AlarmChange): Promise<Alarm> {
  await deps.alarms.announce(id, barId, change);
  return (await alarmView(deps.db, id))!;
}

async function alarmOfBar(db: Db, barId: string, id: string) {
  const alarm = await findAlarm(db, id);
  // another bar's alarm is not found, as every foreign id is
  if (!alarm || alarm.barId !== barId) throw notFound('Alarm');
  return alarm;
}

export async function acknowledgeAlarm(deps: InboxDeps, barId: string, id: string, userId: string): Promise<Alarm> {
  await alarmOfBar(deps.db, barId, id);
  const row = await updateAlarm(deps.db, barId, id, { state: 'acknowledged', acknowledgedBy: userId, acknowledgedAt: new Date() }, ['open']);
  if (!row) throw conflict('This alarm is already acknowledged or cleared.', 'ALARM_HANDLED');
  return changed(deps, barId, id, 'acknowledged');
}

export async function assignAlarm(deps: InboxDeps, barId: string, id: string, assigneeId: string | null): Promise<Alarm> {
  await alarmOfBar(deps.db, barId, id);
  if (assigneeId) {
    const user = await findUser(deps.db, assigneeId);
    if (!user || user.disabled) throw badRequest('assigneeId names no active user.');
    if (!user.superadmin && !user.roles.some((r) => r.barId === barId))
      throw badRequest(`${user.email} holds no role on this bar: assign the alarm to someone who does.`);
  }
  await updateAlarm(deps.db, barId, id, { assigneeId });
  return changed(deps, barId, id, 'assigned');
}

export async function noteAlarm(deps: InboxDeps, barId: string, id: string, notes: string): Promise<Alarm> {
  await alarmOfBar(deps.db, barId, id);
  await updateAlarm(deps.db, barId, id, { notes });
  return changed(deps, barId, id, 'noted');
}

export async function clearEventAlarm(deps: InboxDeps, barId: string, id: string): Promise<Alarm> {
  const alarm = await alarmOfBar(deps.db, barId, id);
  if (ALARM_KIND_RULES[alarm.kind as AlarmKind]?.clearsItself) throw conflict('This alarm clears by itself when its condition ends.', 'ALARM_CLEARS_ITSELF');
  const row = await updateAlarm(deps.db, barId, id, { state: 'cleared', clearedAt: new Date() }, ['open', 'acknowledged']);
  if (!row) throw conflict('This alarm is already cleared.', 'ALARM_HANDLED');
  return changed(deps, barId, id, 'cleared');
}
