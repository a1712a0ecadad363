import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../lib/i18n/i18n';
import { LiveProvider } from '../lib/live/live-provider';
import { toLanguage } from '../lib/i18n/languages';
import { SessionProvider } from '../lib/session-provider';
import { themeFor } from './theme/language-theme';
import { COLOR_MODE_STORAGE_KEY } from './theme/theme';
import { ToastPlacement } from './toast-placement';

// Nothing to show at first paint: the toasts' container loads beside the page (lib/toasts.ts holds
// what is asked for meanwhile); without it the console still works, so a failed load shows nothing.
const Toasts = lazy((): Promise<{ default: ComponentType }> => import('./toasts').catch(() => ({ default: () => null })));

/** Everything the routed screens rely on: server state, theme, notifications, session, live link. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  const theme = themeFor(toLanguage(i18n.resolvedLanguage ?? i18n.language));
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY}>
        <CssBaseline enableColorScheme />
        <ToastPlacement />
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        <SessionProvider>
          <LiveProvider>{children}</LiveProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
