import type { EffectiveRole } from '@bar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SelectedBar } from '../lib/bar-queries';
import { LiveContext } from '../lib/live/live-context';
import { SessionContext } from '../lib/session-context';
import { sessionValue, testUser } from './session-value';
import { fakeLive } from './fake-live';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

export interface RenderBarScreenOptions {
  bar: Pick<SelectedBar, 'id' | 'name' | 'version'> & Partial<SelectedBar>;
  role?: EffectiveRole;
  /** Route pattern the screen is mounted at, and the URL opened first. */
  path?: string;
  url?: string;
}

/**
 * Renders a bar-scoped screen under a signed-in session on `bar` with a query client, live link
 * and notifications; any other path shows `where` (its pathname), to assert navigation.
 */
export function renderBarScreen(ui: ReactNode, { bar, role = 'ADMIN', path = '/', url = path }: RenderBarScreenOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const live = fakeLive();
  const session = sessionValue({
    user: testUser,
    token: 't',
    selectedBarId: bar.id,
    selectedBar: bar as SelectedBar,
    barStatus: 'ready',
    role,
  });
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
