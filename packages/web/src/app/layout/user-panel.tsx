import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-context';

/** Who is signed in, with which role on the selected bar, and the way out. */
export function UserPanel() {
  const { t } = useTranslation();
  const { user, role, signOut } = useSession();
  if (!user) return null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('user.signedInAs')}
        </Typography>
        <Typography variant="body2" noWrap title={user.email} sx={{ fontWeight: 500 }}>
          {user.email}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" data-testid="user-role">
          {role === 'GUEST' ? t('user.guest') : role}
        </Typography>
      </Box>
      <IconButton aria-label={t('user.logout')} title={t('user.logout')} onClick={signOut}>
        <LogoutIcon />
      </IconButton>
    </Box>
  );
}
