import Box from '@mui/material/Box';
import { drinkWaitState } from '@bar/domain';
import { useTranslation } from 'react-i18next';
import { formatWait } from '../wait-time';

const COLORS = { normal: 'text.secondary', warning: 'warning.main', error: 'error.main' } as const;

/** How long the drink has waited, in the warning / error colour past the domain thresholds. */
export function WaitClock({ createdAt, now }: { createdAt: string; now: Date }) {
  const { t } = useTranslation('drink-queue');
  const level = drinkWaitState(createdAt, now);
  return (
    <Box
      component="span"
      title={t(`wait.${level}`)}
      data-level={level}
      sx={{ fontVariantNumeric: 'tabular-nums', color: COLORS[level], fontWeight: level === 'normal' ? 400 : 700 }}
    >
      {formatWait(now.getTime() - new Date(createdAt).getTime())}
    </Box>
  );
}
