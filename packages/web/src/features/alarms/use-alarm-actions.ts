import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Page } from '@bar/domain';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../lib/notify';
import { acknowledgeAlarm } from './api/acknowledge-alarm';
import { ALARMS_KEY, type AlarmRow } from './api/alarm-row';
import { assignAlarm } from './api/assign-alarm';
import { clearAlarm } from './api/clear-alarm';
import { alarmCountsKey } from './api/get-alarm-counts';
import { barAlarmsKey } from './api/get-bar-alarms';
import { noteAlarm } from './api/note-alarm';

/**
 * Puts the server's answer for one alarm wherever it is shown (inbox pages, the bar's list) so the row
 * changes at once; a cleared alarm leaves the bar's list. The lists are then read again in the background.
 */
export function applyAlarm(queryClient: QueryClient, alarm: AlarmRow): void {
  queryClient.setQueriesData<Page<AlarmRow>>({ queryKey: [...ALARMS_KEY, 'list'] }, (page) =>
    page ? { ...page, data: page.data.map((row) => (row.id === alarm.id ? alarm : row)) } : page,
  );
  queryClient.setQueryData<AlarmRow[]>(barAlarmsKey(alarm.barId), (rows) => {
    if (!rows) return rows;
    const others = rows.filter((row) => row.id !== alarm.id);
    if (alarm.state === 'cleared') return others;
    return rows.some((row) => row.id === alarm.id) ? rows.map((row) => (row.id === alarm.id ? alarm : row)) : [alarm, ...others];
  });
}

/** One action on an alarm: its call, its success toast, and the failure toast with the server's reason. */
function useAlarmAction<V>(call: (alarm: AlarmRow, value: V) => Promise<AlarmRow>, success: 'acknowledged' | 'assigned' | 'noted' | 'cleared') {
  const { t } = useTranslation('alarms');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ALARMS_KEY, success],
    mutationFn: ({ alarm, value }: { alarm: AlarmRow; value: V }) => call(alarm, value),
    onSuccess: (alarm) => {
      applyAlarm(queryClient, alarm);
      notifySuccess(t(`toasts.${success}`));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: alarmCountsKey });
      void queryClient.invalidateQueries({ queryKey: [...ALARMS_KEY, 'list'] });
    },
  });
}

/**
 * Acknowledge, assign, notes and clear, each sent with `x-bar` = the alarm's bar. Acknowledge and
 * clear toast a failure; assign and notes leave it to their dialog, which shows the server's sentence.
 */
export function useAlarmActions() {
  const { t } = useTranslation('alarms');
  const acknowledge = useAlarmAction((alarm) => acknowledgeAlarm(alarm), 'acknowledged');
  const clear = useAlarmAction((alarm) => clearAlarm(alarm), 'cleared');
  const assign = useAlarmAction((alarm, assigneeId: string | null) => assignAlarm(alarm, assigneeId), 'assigned');
  const note = useAlarmAction((alarm, notes: string) => noteAlarm(alarm, notes), 'noted');
  const failed = (error: unknown) => notifyError(error, t('toasts.failed'));
  const pendingId = [acknowledge, clear, assign, note].find((m) => m.isPending)?.variables?.alarm.id ?? null;
  return {
    acknowledge: (alarm: AlarmRow) => acknowledge.mutate({ alarm, value: undefined }, { onError: failed }),
    clear: (alarm: AlarmRow) => clear.mutate({ alarm, value: undefined }, { onError: failed }),
    assign: (alarm: AlarmRow, assigneeId: string | null) => assign.mutateAsync({ alarm, value: assigneeId }),
    note: (alarm: AlarmRow, notes: string) => note.mutateAsync({ alarm, value: notes }),
    /** The alarm whose call is under way: its buttons wait. */
    pendingId,
  };
}
