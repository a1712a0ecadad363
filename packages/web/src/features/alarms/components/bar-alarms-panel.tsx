import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBarFormat } from '../../../lib/format/use-format';
import { useLiveMessages } from '../../../lib/live/live-context';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { inboxHref } from '../inbox-link';
import { readAlarmChange } from '../alarm-alerts-rule';
import { alarmAbilities } from '../alarm-rules';
import { alarmTitle, subjectText } from '../alarm-texts';
import type { AlarmRow } from '../api/alarm-row';
import { barAlarmsQuery } from '../api/get-bar-alarms';
import { applyAlarm, useAlarmActions } from '../use-alarm-actions';
import { useAlarmAges } from '../use-alarm-ages';
import { AlarmStateLabel } from './alarm-state-label';
import { SeverityLabel } from './severity-label';

const SEVERITY_ORDER = { critical: 0, warning: 1 } as const;
/** Activity stays compact on a tablet: the most urgent few, the rest in the inbox. */
export const SHOWN_ON_ACTIVITY = 4;
const byUrgency = (a: AlarmRow, b: AlarmRow) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || b.lastSeen.localeCompare(a.lastSeen);

/**
 * Activity's list of the selected bar's open and acknowledged alarms, critical first, kept live by
 * `alarm` messages, with Acknowledge for BARMAN and above.
 */
export function BarAlarmsPanel() {
  const { t } = useTranslation('alarms');
  const { selectedBar, user } = useSession();
  const barId = selectedBar?.id ?? '';
  const titleId = useId();
  const queryClient = useQueryClient();
  const alarms = useQuery({ ...barAlarmsQuery(barId), enabled: barId !== '' });
  const format = useBarFormat();
  const ageOf = useAlarmAges();
  const { acknowledge, pendingId } = useAlarmActions();
  useLiveMessages(
    (message, messageBarId) => {
      const change = readAlarmChange(message.payload);
      if (change && messageBarId === barId && change.alarm.barId === barId) applyAlarm(queryClient, change.alarm);
    },
    ['alarm'],
  );
  const all = useMemo(() => [...(alarms.data ?? [])].sort(byUrgency), [alarms.data]);
  const rows = all.slice(0, SHOWN_ON_ACTIVITY);
  if (!selectedBar) return null;

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, minWidth: 0, gridColumn: '1 / -1' }} data-testid="bar-alarms">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('panel.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
          {all.length > rows.length ? (
            <Typography variant="body2" color="text.secondary">
              {t('panel.shown', { shown: rows.length, total: all.length })}
            </Typography>
          ) : null}
          <Link component={RouterLink} to={inboxHref(paths.alarms.href(), { bar: barId, state: 'active' })} variant="body2">
            {t('panel.all')}
          </Link>
        </Box>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{alarms.isPending ? t('panel.loading') : t('panel.empty')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {rows.map((alarm) => (
            <Box
              component="li"
              key={alarm.id}
              data-testid="bar-alarm"
              sx={{
                display: 'flex',
                alignItems: 'center',
                flexWrap: 'wrap',
                columnGap: 1.5,
                rowGap: 0.5,
                py: 0.5,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Box sx={{ width: 104, flexShrink: 0 }}>
                <SeverityLabel severity={alarm.severity} />
              </Box>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t(`kinds.${alarm.kind}`)} · {subjectText(t, alarm)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[
                    t('panel.seen', { when: format.dateTime(alarm.lastSeen), age: ageOf(alarm.lastSeen), times: alarm.count }),
                    alarm.assignee ? t('panel.assignedTo', { email: alarm.assignee.email }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Box>
                <AlarmStateLabel alarm={alarm} />
              </Box>
              {alarmAbilities(user, alarm).acknowledge ? (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={pendingId === alarm.id}
                  aria-label={t('actions.acknowledgeAlarm', { alarm: alarmTitle(t, alarm) })}
                  onClick={() => acknowledge(alarm)}
                >
                  {t('actions.acknowledge')}
                </Button>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
