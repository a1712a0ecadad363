import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AlarmRow } from '../api/alarm-row';

const COLORS = { open: 'error', acknowledged: 'info', cleared: 'success' } as const;

/** The alarm's state, and who acknowledged it. */
export function AlarmStateLabel({ alarm }: { alarm: Pick<AlarmRow, 'state' | 'acknowledgedBy'> }) {
  const { t } = useTranslation('alarms');
  return (
    <>
      <Chip size="small" variant="outlined" color={COLORS[alarm.state]} label={t(`states.${alarm.state}`)} />
      {alarm.acknowledgedBy ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
          {t('acknowledgedBy', { email: alarm.acknowledgedBy.email })}
        </Typography>
      ) : null}
    </>
  );
}
