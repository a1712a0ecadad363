import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { inboxHref } from '../inbox-link';
import { alarmCountsQuery } from '../api/get-alarm-counts';
import { useAlarmAlerts } from '../notifications/use-alarm-alerts';

/** Where the badge leads: the inbox showing the open critical alarms. */
export const OPEN_CRITICAL_HREF = inboxHref(paths.alarms.href(), { severity: 'critical', state: 'open' });

/**
 * The top bar's count of open critical alarms across the user's bars (every 30 s, and at once on a
 * live alarm of the selected bar); it opens the inbox on them. It also raises the alarm alerts.
 */
export function AlarmBadge() {
  const { t } = useTranslation('alarms');
  const { user } = useSession();
  const counts = useQuery(alarmCountsQuery(user?.id ?? null));
  useAlarmAlerts();
  const critical = counts.data?.critical ?? 0;
  const label = t('badge.label', { count: critical });
  const Icon = critical > 0 ? NotificationsActiveIcon : NotificationsIcon;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to={OPEN_CRITICAL_HREF} aria-label={label} data-testid="alarm-badge" data-count={critical}>
        <Badge badgeContent={critical} color="error" max={99}>
          <Icon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

export default AlarmBadge;
