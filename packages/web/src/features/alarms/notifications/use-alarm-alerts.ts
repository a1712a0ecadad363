import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLiveMessages } from '../../../lib/live/live-context';
import { isNewCritical, readAlarmChange } from '../alarm-alerts-rule';
import { subjectText } from '../alarm-texts';
import { alarmCountsKey } from '../api/get-alarm-counts';
import { isSoundMuted } from './alert-settings';
import { beep, showNotification } from './browser-alerts';

/**
 * While the console is open: every `alarm` live message of the selected bar refreshes the open-alarm
 * counts at once, and a critical alarm that opens or comes back raises a browser notification (when
 * allowed) and a beep (unless muted).
 */
export function useAlarmAlerts(): void {
  const { t } = useTranslation('alarms');
  const queryClient = useQueryClient();
  useLiveMessages(
    (message) => {
      void queryClient.invalidateQueries({ queryKey: alarmCountsKey });
      const change = readAlarmChange(message.payload);
      if (!change || !isNewCritical(change)) return;
      const { alarm } = change;
      showNotification(
        t('alerts.title', { kind: t(`kinds.${alarm.kind}`) }),
        t('alerts.body', { bar: alarm.barName, subject: subjectText(t, alarm) }),
        alarm.id,
      );
      if (!isSoundMuted()) beep();
    },
    ['alarm'],
  );
}
