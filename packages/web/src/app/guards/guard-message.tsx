import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GuardMessageKey } from './messages';

/** A sentence in place of a screen the user cannot see yet. */
export function GuardMessage({ reason }: { reason: GuardMessageKey }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {t(`guards.${reason}`)}
      </Typography>
    </Box>
  );
}
