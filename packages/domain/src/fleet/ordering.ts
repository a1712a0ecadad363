import { isOnline } from '../online.js';
import type { FleetBarSummary } from './summary.js';

export const FLEET_SORTS = ['attention', 'alarms', 'name'] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];

export const FLEET_FILTERS = ['all', 'offline', 'alarms', 'closed'] as const;
export type FleetFilter = (typeof FLEET_FILTERS)[number];

const alarmWeight = (bar: FleetBarSummary) => bar.alarms.critical * 1000 + bar.alarms.warning;
const byName = (a: FleetBarSummary, b: FleetBarSummary) => a.name.localeCompare(b.name) || a.barId.localeCompare(b.barId);

/**
 * The fleet in the order asked: `attention` puts offline bars first, then those with the most
 * alarms (critical before warning); `alarms` sorts by alarms only; `name` alphabetically.
 */
export function sortFleet(bars: FleetBarSummary[], sort: FleetSort, now: Date = new Date()): FleetBarSummary[] {
  const offline = new Map(bars.map((b) => [b.barId, isOnline(b.liveCheck, now) ? 0 : 1]));
  const compare: Record<FleetSort, (a: FleetBarSummary, b: FleetBarSummary) => number> = {
    attention: (a, b) => offline.get(b.barId)! - offline.get(a.barId)! || alarmWeight(b) - alarmWeight(a) || byName(a, b),
    alarms: (a, b) => alarmWeight(b) - alarmWeight(a) || byName(a, b),
    name: byName,
  };
  return [...bars].sort(compare[sort]);
}

/** Whether a bar passes the filter and its name contains `search` (case- and accent-insensitive). */
export function fleetMatches(bar: FleetBarSummary, filter: FleetFilter, search: string, now: Date = new Date()): boolean {
  const needle = fold(search.trim());
  if (needle && !fold(bar.name).includes(needle)) return false;
  switch (filter) {
    case 'offline':
      return !isOnline(bar.liveCheck, now);
    case 'alarms':
      return bar.alarms.critical + bar.alarms.warning > 0;
    case 'closed':
      return !bar.open;
    default:
      return true;
  }
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
