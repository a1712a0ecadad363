import { APP_VERSION, DRAWER_WIDTH } from '@bar/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { NavMenu } from './nav-menu';
import { UserPanel } from './user-panel';

/** The persistent left drawer of SPEC §2: logo, user, menu, copyright and version. */
export function AppDrawer() {
  return (
    <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
      <Toolbar sx={{ px: 2 }}>
        <Link to={paths.activity.href()} style={{ display: 'flex', alignItems: 'center', textDecoration: 'none' }}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <Typography variant="h6" component="span" sx={{ ml: 1, color: 'text.primary', fontWeight: 700 }}>
            Bar Console
          </Typography>
        </Link>
      </Toolbar>
      <Divider />
      <UserPanel />
      <Divider />
      <Box component="nav" aria-label="Main menu" sx={{ flex: 1, overflowY: 'auto' }}>
        <NavMenu />
      </Box>
      <Divider />
      <Box component="footer" sx={{ px: 2, py: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          © {new Date().getFullYear()} Bar Console · <span data-testid="app-version">v{APP_VERSION}</span>
        </Typography>
      </Box>
    </Drawer>
  );
}
