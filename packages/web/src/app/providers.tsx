import { SNACKBAR_LIMIT } from '@bar/domain';
import CloseIcon from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { closeSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../lib/i18n/i18n';
import { LiveProvider } from '../lib/live/live-provider';
import { toLanguage } from '../lib/i18n/languages';
import { SessionProvider } from '../lib/session-provider';
import { themeFor } from './theme/language-theme';
import { COLOR_MODE_STORAGE_KEY } from './theme/theme';
import { TOASTS_CLASS, ToastPlacement } from './toast-placement';

function DismissButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" color="inherit" aria-label={t('toasts.dismiss')} onClick={() => closeSnackbar(snackbarKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

const dismissAction = (key: SnackbarKey) => <DismissButton snackbarKey={key} />;

/** Everything the routed screens rely on: server state, theme, notifications, session, live link. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  const theme = themeFor(toLanguage(i18n.resolvedLanguage ?? i18n.language));
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
