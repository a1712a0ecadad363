import { APP_VERSION, DRAWER_WIDTH } from '@bar/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { DockedDrawer } from './docked-drawer';
import { NavMenu } from './nav-menu';
import { UserPanel } from './user-panel';

export interface AppDrawerProps {
  /** Always open beside the content (wide screens); otherwise it slides over when `open`. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

// The sliding drawer (modal, transitions) is loaded only where it is used, below 1280 px.
const Drawer = lazy(() => import('@mui/material/Drawer'));

/** The left drawer of SPEC §2: logo, user, menu, copyright and version. */
export function AppDrawer({ permanent, open, onClose }: AppDrawerProps) {
  const content = <DrawerContent permanent={permanent} onClose={onClose} />;
  if (permanent) return <DockedDrawer width={DRAWER_WIDTH}>{content}</DockedDrawer>;
  return (
    <Suspense fallback={null}>
      <Drawer variant="temporary" open={open} onClose={onClose}>
        {content}
      </Drawer>
    </Suspense>
  );
}

function DrawerContent({ permanent, onClose }: Pick<AppDrawerProps, 'permanent' | 'onClose'>) {
  const { t } = useTranslation();
  return (
    <>
      <Toolbar sx={{ px: 2 }}>
        <Link to={paths.activity.href()} style={{ display: 'flex', alignItems: 'center', textDecoration: 'none' }}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <Typography variant="h6" component="span" sx={{ ml: 1, color: 'text.primary', fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
        </Link>
      </Toolbar>
      <Divider />
      <UserPanel />
      <Divider />
      <Box component="nav" aria-label={t('nav.mainMenu')} sx={{ flex: 1, overflowY: 'auto' }} onClick={permanent ? undefined : onClose}>
        <NavMenu />
      </Box>
      <Divider />
      <Box component="footer" sx={{ px: 2, py: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('app.copyright', { year: new Date().getFullYear() })}
          <span data-testid="app-version">{t('app.version', { version: APP_VERSION })}</span>
        </Typography>
      </Box>
    </>
  );
}
