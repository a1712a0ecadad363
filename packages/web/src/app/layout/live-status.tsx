import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { LiveStatus as Status } from '../../lib/live/live-client';
import { useLiveStatus } from '../../lib/live/live-context';

// Not 'Offline' (disconnected): that word belongs to a bar that stopped sending heartbeats.
const DOT: Record<Status, string> = {
  connected: 'success.main',
  connecting: 'warning.main',
  disconnected: 'text.disabled',
};

/** Top-bar indicator of the live link; the text carries the state, the dot only repeats it. */
export function LiveStatus() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  const label = t(`live.status.${status}`);
  const dot = DOT[status];
  return (
    <Chip
      role="status"
      size="small"
      label={label}
      icon={<CircleIcon />}
      aria-label={t('live.statusLabel', { status: label })}
      data-testid="live-status"
      data-state={status}
      sx={{
        flexShrink: 0,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '& .MuiChip-icon': { color: dot, fontSize: 10, ml: 1 },
      }}
    />
  );
}
