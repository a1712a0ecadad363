import { SNACKBAR_LIMIT } from '@bar/domain';
import CloseIcon from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { closeSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import '../lib/i18n/i18n';
import { LiveProvider } from '../lib/live/live-provider';
import { SessionProvider } from '../lib/session-provider';
import { COLOR_MODE_STORAGE_KEY, theme } from './theme/theme';
import { TOASTS_CLASS, ToastPlacement } from './toast-placement';

const dismissAction = (key: SnackbarKey) => (
  <IconButton size="small" color="inherit" aria-label="Dismiss notification" onClick={() => closeSnackbar(key)}>
    <CloseIcon fontSize="small" />
  </IconButton>
);

/** Everything the routed screens rely on: server state, theme, notifications, session, live link. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY}>
        <CssBaseline enableColorScheme />
        <ToastPlacement />
        <SnackbarProvider
          maxSnack={SNACKBAR_LIMIT}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
          action={dismissAction}
        >
          <SessionProvider>
            <LiveProvider>{children}</LiveProvider>
          </SessionProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
