import type { EffectiveRole, LiveMessage } from '@bar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SelectedBar } from '../../../lib/bar-queries';
import type { LiveClient, LiveMessageListener } from '../../../lib/live/live-client';
import { LiveContext } from '../../../lib/live/live-context';
import { SessionContext } from '../../../lib/session-context';
import { sessionValue, testUser } from '../../../test/session-value';

/** A live link that tests drive by hand: `emit` delivers a message as the broker would. */
export function fakeLive() {
  const listeners = new Set<LiveMessageListener>();
  const client = {
    onMessage: (listener: LiveMessageListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStatus: () => () => undefined,
    getStatus: () => 'connected',
  } as unknown as LiveClient;
  const emit = (message: LiveMessage, barId: string) => listeners.forEach((listener) => listener(message, barId));
  return { client, emit };
}

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
