import { ALARM_KIND_RULES, can, deriveRole, type RoleHolder } from '@bar/domain';
import type { AlarmRow } from './api/alarm-row';

/** What the signed-in user may do with one alarm, by their role on the alarm's own bar. */
export interface AlarmAbilities {
  acknowledge: boolean;
  assign: boolean;
  notes: boolean;
  clear: boolean;
}

/** Event alarms (a drink in error, a failed refund or export) are cleared by a person; the others clear themselves. */
export const isEventAlarm = (alarm: Pick<AlarmRow, 'kind'>) => !ALARM_KIND_RULES[alarm.kind].clearsItself;

/**
 * Acknowledging, notes and clearing from BARMAN up, assigning from MAINT up, each on the alarm's bar
 * (as the server checks them); only what the alarm's state still allows.
 * @example alarmAbilities({ superadmin: false, roles: [{ barId: 'b1', role: 'BARMAN' }] }, openAlarmOfB1).assign // false
 */
export function alarmAbilities(user: RoleHolder | null, alarm: Pick<AlarmRow, 'barId' | 'kind' | 'state'>): AlarmAbilities {
  const role = user ? deriveRole(user, alarm.barId) : 'GUEST';
  const operate = can(role, 'operateQueue');
  const active = alarm.state !== 'cleared';
  return {
    acknowledge: operate && alarm.state === 'open',
    assign: can(role, 'controlBar') && active,
    notes: operate,
    clear: operate && active && isEventAlarm(alarm),
  };
}
