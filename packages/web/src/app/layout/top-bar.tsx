import { DRAWER_WIDTH } from '@bar/domain';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ColorModeToggle } from '../theme/color-mode-toggle';
import { BarPicker } from './bar-picker';
import { LiveStatus } from './live-status';

/** Title of the current screen and the bar controls. */
export function TopBar({ title }: { title: string }) {
  return (
    <AppBar position="fixed" sx={{ width: `calc(100% - ${DRAWER_WIDTH}px)`, ml: `${DRAWER_WIDTH}px` }}>
      <Toolbar sx={{ gap: 1.5 }}>
        <Typography variant="h6" component="p" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="top-bar-title">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LiveStatus />
          <ColorModeToggle />
          <BarPicker />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
