import { DRAWER_WIDTH } from '@bar/domain';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadEnglish } from '../../lib/i18n/english';
import { ColorModeToggle } from '../theme/color-mode-toggle';
import { BarPicker } from './bar-picker';
import { LanguagePicker } from './language-picker';
import { LiveStatus } from './live-status';

// The open-critical-alarms badge and the alarm alerts, with their feature's texts: after the shell's first paint.
const AlarmBadge = lazy(() => Promise.all([import('../../features/alarms/components/alarm-badge'), loadEnglish(['alarms'])]).then(([m]) => m));

/** Title of the current screen and the bar controls; `onOpenMenu` adds the button that opens the drawer. */
export function TopBar({ title, onOpenMenu }: { title: string; onOpenMenu?: () => void }) {
  const { t } = useTranslation();
  const beside = onOpenMenu === undefined;
  return (
    <AppBar position="fixed" sx={beside ? { width: `calc(100% - ${DRAWER_WIDTH}px)`, ml: `${DRAWER_WIDTH}px` } : undefined}>
      <Toolbar sx={{ gap: 1.5 }}>
        {onOpenMenu ? (
          <IconButton color="inherit" edge="start" aria-label={t('nav.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography variant="h6" component="p" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="top-bar-title">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LiveStatus />
          <Suspense fallback={<Box aria-hidden sx={{ width: 40, flexShrink: 0 }} />}>
            <AlarmBadge />
          </Suspense>
          <ColorModeToggle />
          <LanguagePicker />
          <BarPicker />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
