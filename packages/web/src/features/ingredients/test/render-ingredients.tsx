import type { BarFeature, EffectiveRole } from '@bar/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SelectedBar } from '../../../lib/bar-queries';
import { SessionContext } from '../../../lib/session-context';
import { sessionValue, testUser } from '../../../test/session-value';

export const BAR_ID = '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** Renders ingredient screens at `path` on a bar with `features`, for `role`. */
export function renderIngredients(
  routes: Array<{ path: string; element: ReactNode }>,
  { path, features, role = 'ADMIN' }: { path: string; features: Partial<Record<BarFeature, boolean>>; role?: EffectiveRole },
) {
  const bar = { id: BAR_ID, name: 'Milano Duomo', features } as unknown as SelectedBar;
  const session = sessionValue({ user: testUser, token: 't', selectedBarId: BAR_ID, selectedBar: bar, barStatus: 'ready', role });
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionContext.Provider value={session}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
