import Box from '@mui/material/Box';
import { drinkWaitState } from '@bar/domain';
import { formatWait } from '../wait-time';

const COLORS = { normal: 'text.secondary', warning: 'warning.main', error: 'error.main' } as const;
const TITLES = { normal: 'Waiting', warning: 'Waiting long', error: 'Waiting too long: is it stuck?' } as const;

/** How long the drink has waited, in the warning / error colour past the domain thresholds. */
export function WaitClock({ createdAt, now }: { createdAt: string; now: Date }) {
  const level = drinkWaitState(createdAt, now);
  return (
    <Box
      component="span"
      title={TITLES[level]}
      data-level={level}
      sx={{ fontVariantNumeric: 'tabular-nums', color: COLORS[level], fontWeight: level === 'normal' ? 400 : 700 }}
    >
      {formatWait(now.getTime() - new Date(createdAt).getTime())}
    </Box>
  );
}
