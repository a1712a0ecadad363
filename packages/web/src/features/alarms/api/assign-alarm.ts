import { api } from '../../../lib/api-client';
import { alarmPath, type AlarmRow } from './alarm-row';

/** PUT /api/alarms/{id}/assignee `{ assigneeId }` (null unassigns), x-bar = the alarm's bar (MAINT and above). */
export function assignAlarm(alarm: Pick<AlarmRow, 'id' | 'barId'>, assigneeId: string | null): Promise<AlarmRow> {
  return api<AlarmRow>(alarmPath(alarm.id, 'assignee'), { method: 'PUT', bar: alarm.barId, body: { assigneeId } });
}
