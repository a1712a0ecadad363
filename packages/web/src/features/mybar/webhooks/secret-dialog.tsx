import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../../components/copy-button/copy-button';

/** Shows a webhook's signing secret the one time the server answers it (after an add or a new secret). */
export function SecretDialog({ webhook, onClose }: { webhook: { url: string; secret: string } | null; onClose: () => void }) {
  const { t } = useTranslation('mybar');
  const titleId = useId();
  return (
    <Dialog open={webhook !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('webhooks.secret.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('webhooks.secret.once')}
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {webhook?.url}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography component="code" data-testid="webhook-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}>
            {webhook?.secret}
          </Typography>
          {webhook ? <CopyButton text={webhook.secret} label={t('webhooks.secret.copy')} /> : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
