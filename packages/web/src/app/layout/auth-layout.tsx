import Box from '@mui/material/Box';
import { RoutedContent } from './routed-content';
import { ColorModeToggle } from '../theme/color-mode-toggle';
import { useDocumentTitle, useRouteTitle } from '../route-handle';

/** Layout for signed-out users: no drawer, no bar controls. */
export function AuthLayout() {
  const title = useRouteTitle();
  useDocumentTitle(title);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <ColorModeToggle />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', px: 2, pt: { xs: 2, md: 8 } }}>
        <RoutedContent />
      </Box>
    </Box>
  );
}
