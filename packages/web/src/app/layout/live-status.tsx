import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import type { LiveStatus as Status } from '../../lib/live/live-client';
import { useLiveStatus } from '../../lib/live/live-context';

const LOOK: Record<Status, { label: string; dot: string }> = {
  connected: { label: 'Live', dot: 'success.main' },
  connecting: { label: 'Connecting', dot: 'warning.main' },
  // Not 'Offline': that word belongs to a bar that stopped sending heartbeats.
  disconnected: { label: 'Disconnected', dot: 'text.disabled' },
};

/** Top-bar indicator of the live link; the text carries the state, the dot only repeats it. */
export function LiveStatus() {
  const status = useLiveStatus();
  const { label, dot } = LOOK[status];
  return (
    <Chip
      role="status"
      size="small"
      label={label}
      icon={<CircleIcon />}
      aria-label={`Live updates: ${label}`}
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
