import type { EffectiveRole } from '@bar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SelectedBar } from '../../../lib/bar-queries';
import { LiveContext } from '../../../lib/live/live-context';
import { SessionContext } from '../../../lib/session-context';
import { sessionValue, testUser } from '../../../test/session-value';
import { fakeLive } from '../../../test/fake-live';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders `ui` at '/' with a signed-in session on `bar`, a query client and notifications. */
export function renderWithProviders(ui: ReactNode, { bar, role = 'MAINT' }: { bar: SelectedBar; role?: EffectiveRole }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const live = fakeLive();
  const session = sessionValue({ user: testUser, token: 't', selectedBarId: bar.id, selectedBar: bar, barStatus: 'ready', role });
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/dispensers/:tabActive', element: <Where /> },
    ],
    { initialEntries: ['/'] },
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
