import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { QueueStatus } from '../queue-sections';

/** The delivery position in a coloured box: green where a drink is ready, blue while delivering. */
export function DeliveryPosition({ position, status }: { position: number | null; status: QueueStatus }) {
  const { t } = useTranslation('drink-queue');
  if (position === null) return <>-</>;
  const color = status === 'ready' ? 'success' : 'info';
  return (
    <Box
      component="span"
      aria-label={t('deliveryPosition', { position })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 32,
        height: 32,
        px: 1,
        borderRadius: 1,
        fontWeight: 700,
        bgcolor: `${color}.main`,
        color: `${color}.contrastText`,
      }}
    >
      {position}
    </Box>
  );
}
