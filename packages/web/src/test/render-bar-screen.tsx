import type { EffectiveRole } from '@bar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SelectedBar } from '../lib/bar-queries';
import { LiveContext } from '../lib/live/live-context';
import { SessionContext } from '../lib/session-context';
import { fakeLive } from './fake-live';
import { signedInSession } from './signed-in-session';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

export interface RenderScreenOptions {
  role: EffectiveRole;
  /** Route pattern the screen is mounted at, and the URL opened first. */
  path?: string;
  url?: string;
}

export interface RenderBarScreenOptions extends Partial<RenderScreenOptions> {
  bar: Pick<SelectedBar, 'id' | 'name' | 'version'> & Partial<SelectedBar>;
}

/**
 * Renders a bar-scoped screen under a signed-in session on `bar` (ADMIN unless `role` says
 * otherwise); see `renderScreen`.
 */
export function renderBarScreen(ui: ReactNode, { bar, role = 'ADMIN', ...options }: RenderBarScreenOptions) {
  return renderScreen(ui, { role, ...options }, bar as SelectedBar);
}

/**
 * Renders a screen under a signed-in session with `role` (see `signedInSession`), on `bar` when
 * given, with a query client, live link and notifications; any other path shows `where` (its
 * pathname), to assert navigation. Call it inside a test.
 */
export function renderScreen(ui: ReactNode, { role, path = '/', url = path }: RenderScreenOptions, bar: SelectedBar | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const live = fakeLive();
  const session = signedInSession({ bar, role });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LiveContext.Provider value={live.client}>
        <SessionContext.Provider value={session}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </SessionContext.Provider>
      </LiveContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, live, router };
}
