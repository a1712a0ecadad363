import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ALARMS_KEY, ALARMS_PATH, type AlarmRow } from './alarm-row';

export const barAlarmsKey = (barId: string) => [...ALARMS_KEY, 'bar', barId] as const;

/** GET /api/alarms/bar (x-bar) — the bar's open and acknowledged alarms, critical first. */
export const barAlarmsQuery = (barId: string) =>
  queryOptions({
    queryKey: barAlarmsKey(barId),
    queryFn: ({ signal }) => api<AlarmRow[]>(`${ALARMS_PATH}/bar`, { bar: barId, signal }),
  });
