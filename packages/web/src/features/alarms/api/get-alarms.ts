import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@bar/domain';
import { api } from '../../../lib/api-client';
import type { ListApiQuery } from '../../../components/list/list-query-reducer';
import { filtersOf, toAlarmQuery } from '../alarm-query';
import { ALARMS_KEY, ALARMS_PATH, type AlarmRow } from './alarm-row';

/** GET /api/alarms — one page of the inbox across the caller's bars, newest activity first. */
export function getAlarms(query: ListApiQuery, timeZone: string, signal?: AbortSignal): Promise<Page<AlarmRow>> {
  return api<Page<AlarmRow>>(ALARMS_PATH, { query: { ...toAlarmQuery(query, timeZone) }, signal });
}

/**
 * The inbox's page query; `dayZone` names the zone its From/To days are read in, given the bar
 * filter (the bar's own zone, or the viewer's across bars).
 */
export const alarmsQueryOptions = (dayZone: (barId: string | undefined) => string) => (query: ListApiQuery) => {
  const bar = filtersOf(query).bar;
  const timeZone = dayZone(typeof bar === 'string' ? bar : undefined);
  return queryOptions({ queryKey: [...ALARMS_KEY, 'list', timeZone, query] as const, queryFn: ({ signal }) => getAlarms(query, timeZone, signal) });
};
