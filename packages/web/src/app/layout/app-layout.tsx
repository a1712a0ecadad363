import { DRAWER_WIDTH } from '@bar/domain';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { RoutedContent } from './routed-content';
import { useDocumentTitle, useRouteTitle } from '../route-handle';
import { AppDrawer } from './app-drawer';
import { LiveLostBanner } from './live-lost-banner';
import { PromoDialog } from './promo-dialog';
import { TopBar } from './top-bar';

/** Signed-in layout: top bar, persistent drawer, and the routed screen inside its own boundary. */
export function AppLayout() {
  const title = useRouteTitle();
  useDocumentTitle(title);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar title={title} />
      <AppDrawer />
      <Box
        component="main"
        sx={{ flex: 1, minWidth: 0, width: `calc(100% - ${DRAWER_WIDTH}px)`, bgcolor: 'background.default' }}
      >
        <Toolbar />
        <LiveLostBanner />
        <Box sx={{ p: { xs: 2, lg: 3 }, overflowX: 'auto' }}>
          <RoutedContent />
        </Box>
      </Box>
      <PromoDialog />
    </Box>
  );
}
