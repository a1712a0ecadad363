import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { setSoundMuted, turnOnNotifications, useNotificationPermission, useSoundMuted } from './alert-settings';

const STATUS = { granted: 'alerts.on', denied: 'alerts.blocked', unsupported: 'alerts.unsupported' } as const;

/**
 * Browser notifications for new critical alarms (asked for only when the user presses the button,
 * never on load) and the alarm sound, muted on this device when switched off.
 */
export function AlertControls() {
  const { t } = useTranslation('alarms');
  const permission = useNotificationPermission();
  const muted = useSoundMuted();
  return (
    <Box role="group" aria-label={t('alerts.group')} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {permission === 'default' ? (
        <Button variant="outlined" size="small" startIcon={<NotificationsActiveIcon />} onClick={() => void turnOnNotifications()}>
          {t('alerts.turnOn')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" role="status">
          {t(STATUS[permission])}
        </Typography>
      )}
      <FormControlLabel control={<Switch checked={!muted} onChange={(event) => setSoundMuted(!event.target.checked)} />} label={t('alerts.sound')} />
    </Box>
  );
}
