import Box from '@mui/material/Box';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-boundary/error-fallback';

/** The router's last line of defence, for failures outside the layouts' own boundaries. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Route failed', error);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <ErrorFallback onRetry={() => window.location.reload()} />
    </Box>
  );
}
