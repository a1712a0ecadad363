import { BAR_VERSION_LABELS, isOnline } from '@bar/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SelectedBar } from '../../../lib/bar-queries';
import { StatusChip } from './status-chip';

/** The bar's status, or 'OFFLINE - previous status: X' once its last heartbeat is over 3 minutes old. */
export function BarStatusLine({ bar, now }: { bar: SelectedBar; now: Date }) {
  const { t } = useTranslation('activity');
  const online = isOnline(bar.liveCheck, now);
  const status = bar.status ?? t('status.unknown');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography color="text.secondary">{t('status.label')}</Typography>
      <StatusChip status={online ? status : t('status.offlinePrevious', { status })} offline={!online} role="status" data-testid="bar-status" />
      <Chip size="small" variant="outlined" label={bar.open ? t('status.open') : t('status.closed')} color={bar.open ? 'success' : 'default'} />
      <Chip size="small" variant="outlined" label={BAR_VERSION_LABELS[bar.version]} />
    </Box>
  );
}
