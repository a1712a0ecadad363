import { api } from '../../../lib/api-client';
import { alarmPath, type AlarmRow } from './alarm-row';

/** POST /api/alarms/{id}/clear, x-bar = the alarm's bar: an event alarm someone handled (409 for a condition alarm). */
export function clearAlarm(alarm: Pick<AlarmRow, 'id' | 'barId'>): Promise<AlarmRow> {
  return api<AlarmRow>(alarmPath(alarm.id, 'clear'), { method: 'POST', bar: alarm.barId });
}
