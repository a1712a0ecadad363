import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { enBundled } from '../../lib/i18n/english';

export const ERROR_MESSAGE = enBundled.common.errors.screen;

/** What a failed screen shows instead of its content (SPEC §2). */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {t('errors.screen')}
      </Typography>
      {onRetry && (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      )}
    </Box>
  );
}
