import Typography from '@mui/material/Typography';
import { ALARM_KINDS, ALARM_SEVERITIES, ALARM_STATES, type RoleHolder } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { FilterOption } from '../../../components/paged-table/column-filter';
import type { Format } from '../../../lib/format/format';
import { alarmAbilities } from '../alarm-rules';
import { subjectText, type AlarmsT } from '../alarm-texts';
import type { AlarmRow } from '../api/alarm-row';
import { AlarmRowActions, type AlarmRowActionsProps } from './alarm-row-actions';
import { AlarmStateLabel } from './alarm-state-label';
import { SeverityLabel } from './severity-label';

export interface AlarmColumnsOptions {
  t: AlarmsT;
  format: Format;
  /** The zone of an alarm's bar: its times are read there. */
  zoneOf: (barId: string) => string | undefined;
  /** '5 minutes ago' in the language in use. */
  ageOf: (instant: string) => string;
  barOptions: readonly FilterOption[];
  user: RoleHolder | null;
  pendingId: string | null;
  actions: Pick<AlarmRowActionsProps, 'onAcknowledge' | 'onAssign' | 'onNotes' | 'onClear'>;
}

const STATE_FILTERS = ['active', ...ALARM_STATES] as const;

/** The inbox's columns; severity, alarm kind, bar and state filter on the server. */
export function alarmColumns({ t, format, zoneOf, ageOf, barOptions, user, pendingId, actions }: AlarmColumnsOptions): PagedTableColumn<AlarmRow>[] {
  const when = (instant: string, barId: string) => format.dateTime(instant, zoneOf(barId));
  return [
    {
      field: 'severity',
      header: t('columns.severity'),
      filter: { type: 'select', options: ALARM_SEVERITIES.map((value) => ({ value, label: t(`severities.${value}`) })) },
      render: (alarm) => <SeverityLabel severity={alarm.severity} />,
      minWidth: 120,
    },
    {
      field: 'kind',
      header: t('columns.kind'),
      priority: 1,
      filter: { type: 'select', options: ALARM_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })) },
      render: (alarm) => t(`kinds.${alarm.kind}`),
      minWidth: 150,
    },
    { field: 'bar', header: t('columns.bar'), priority: 3, filter: { type: 'select', options: barOptions }, render: (alarm) => alarm.barName, minWidth: 120 },
    {
      field: 'subject',
      header: t('columns.subject'),
      priority: 1,
      render: (alarm) => (
        <>
          {subjectText(t, alarm)}
          {alarm.detail ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {alarm.detail}
            </Typography>
          ) : null}
        </>
      ),
      minWidth: 110,
    },
    {
      field: 'lastSeen',
      header: t('columns.lastSeen'),
      render: (alarm) => (
        <>
          {when(alarm.lastSeen, alarm.barId)}
          <Typography variant="caption" color="text.secondary" component="div">
            {ageOf(alarm.lastSeen)}
          </Typography>
        </>
      ),
      minWidth: 130,
    },
    { field: 'firstSeen', header: t('columns.firstSeen'), priority: 4, render: (alarm) => when(alarm.firstSeen, alarm.barId), minWidth: 130 },
    { field: 'count', header: t('columns.count'), priority: 4, align: 'right', render: (alarm) => format.number(alarm.count) },
    {
      field: 'state',
      header: t('columns.state'),
      filter: { type: 'select', options: STATE_FILTERS.map((value) => ({ value, label: t(`states.${value}`) })) },
      render: (alarm) => <AlarmStateLabel alarm={alarm} />,
      minWidth: 150,
    },
    { field: 'assignee', header: t('columns.assignee'), priority: 3, render: (alarm) => alarm.assignee?.email ?? t('unassigned'), minWidth: 120 },
    {
      field: 'actions',
      header: t('columns.actions'),
      priority: 1,
      align: 'right',
      render: (alarm) => <AlarmRowActions alarm={alarm} abilities={alarmAbilities(user, alarm)} busy={pendingId === alarm.id} {...actions} />,
    },
  ];
}
