import { api } from '../../../lib/api-client';
import { alarmPath, type AlarmRow } from './alarm-row';

/** PUT /api/alarms/{id}/notes `{ notes }` (at most 2000 characters), x-bar = the alarm's bar. */
export function noteAlarm(alarm: Pick<AlarmRow, 'id' | 'barId'>, notes: string): Promise<AlarmRow> {
  return api<AlarmRow>(alarmPath(alarm.id, 'notes'), { method: 'PUT', bar: alarm.barId, body: { notes } });
}
