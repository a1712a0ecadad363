import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../copy-button/copy-button';
import { useFormat } from '../../lib/format/use-format';
import { useNotify } from '../../lib/use-notify';
import { useGenerateBarToken } from './api/generate-bar-token';
import { Section } from './section';

/** Generates the bar's integration token (shown once, never stored in the page) with a copy button; its expiry in the bar's zone. */
export function IntegrationToken({ barId, timeZone }: { barId: string; timeZone: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const generate = useGenerateBarToken();
  const notify = useNotify();
  const token = generate.data;
  return (
    <Section
      title={t('barSettings.security.integrationToken')}
      actions={
        <Button
          variant="outlined"
          size="small"
          disabled={generate.isPending}
          onClick={() => generate.mutate(barId, { onError: (error) => notify.error(error, t('barSettings.security.tokenFailed')) })}
        >
          {t('barSettings.security.generateToken')}
        </Button>
      }
    >
      {token ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            label={t('barSettings.security.integrationToken')}
            value={token.token}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            helperText={t('barSettings.security.validUntil', { date: format.dateTime(token.expiresAt, timeZone) })}
          />
          <CopyButton text={token.token} label={t('barSettings.security.copyToken')} />
        </Box>
      ) : (
        <Typography color="text.secondary">{t('barSettings.security.tokenHelp')}</Typography>
      )}
    </Section>
  );
}
