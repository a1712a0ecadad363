import type { Alarm } from '@bar/domain';
import type { Renamed } from '../../../lib/rename-id';

/** An alarm as the client holds it (`_id` renamed `id`). */
export type AlarmRow = Renamed<Alarm>;

export const ALARMS_PATH = '/alarms';

/** Every cached alarm query starts with this key: a change to one alarm refreshes them all. */
export const ALARMS_KEY = ['alarms'] as const;

/** Path of one alarm's action, e.g. `/alarms/{id}/acknowledge`. */
export const alarmPath = (id: string, action: string) => `${ALARMS_PATH}/${encodeURIComponent(id)}/${action}`;
