import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuardMessageKey } from './messages';

/** A sentence in place of a screen the user cannot see yet, and what to do instead (`children`). */
export function GuardMessage({ reason, children }: { reason: GuardMessageKey; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {t(`guards.${reason}`)}
      </Typography>
      {children}
    </Box>
  );
}
