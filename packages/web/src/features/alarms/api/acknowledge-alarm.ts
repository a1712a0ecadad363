import { api } from '../../../lib/api-client';
import { alarmPath, type AlarmRow } from './alarm-row';

/** POST /api/alarms/{id}/acknowledge, x-bar = the alarm's bar (BARMAN and above; 409 once handled). */
export function acknowledgeAlarm(alarm: Pick<AlarmRow, 'id' | 'barId'>): Promise<AlarmRow> {
  return api<AlarmRow>(alarmPath(alarm.id, 'acknowledge'), { method: 'POST', bar: alarm.barId });
}
