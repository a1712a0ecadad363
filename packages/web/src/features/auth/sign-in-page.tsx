import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-context';
import { SignInForm } from './sign-in-form';

/** /login (SPEC §2 Sign-in); after the server ended the session it says why. */
export default function SignInPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { signOutReason } = useSession();
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
        <img src="/logo.svg" alt="" width={44} height={44} />
        <Box>
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {t('common:app.name')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('subtitle')}
          </Typography>
        </Box>
      </Box>
      {signOutReason ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="sign-out-reason">
          {t(`signedOut.${signOutReason}`)}
        </Alert>
      ) : null}
      <SignInForm />
    </Paper>
  );
}
