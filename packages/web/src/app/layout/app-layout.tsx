import { DRAWER_WIDTH } from '@bar/domain';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { RoutedContent } from './routed-content';
import { useDocumentTitle, useRouteTitle } from '../route-handle';
import { AppDrawer } from './app-drawer';
import { usePermanentDrawer } from './drawer-mode';
import { LiveLostBanner } from './live-lost-banner';
import { markPromoSeen, wasPromoSeen } from './promo-seen';
import { TopBar } from './top-bar';

// Shown once per browser session: its dialog code is loaded only when it is to show.
const PromoDialog = lazy(() => import('./promo-dialog').then((module) => ({ default: module.PromoDialog })));

/**
 * Signed-in layout: top bar, drawer, and the routed screen inside its own boundary. The drawer
 * stays beside the content on wide screens; on tablets it slides over and closes on navigation.
 */
export function AppLayout() {
  const title = useRouteTitle();
  useDocumentTitle(title);
  const permanent = usePermanentDrawer();
  const [open, setOpen] = useState(false);
  const [promo] = useState(() => !wasPromoSeen());

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar title={title} onOpenMenu={permanent ? undefined : () => setOpen(true)} />
      <AppDrawer permanent={permanent} open={open} onClose={() => setOpen(false)} />
      <Box component="main" sx={{ flex: 1, minWidth: 0, width: permanent ? `calc(100% - ${DRAWER_WIDTH}px)` : '100%', bgcolor: 'background.default' }}>
        <Toolbar />
        <LiveLostBanner />
        <Box sx={{ p: { xs: 2, lg: 3 }, overflowX: 'auto' }}>
          <RoutedContent />
        </Box>
      </Box>
      {promo ? (
        <Suspense fallback={null}>
          <PromoDialog onSeen={markPromoSeen} />
        </Suspense>
      ) : null}
    </Box>
  );
}
