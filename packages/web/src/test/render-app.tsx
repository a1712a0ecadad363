import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi, type Mock } from 'vitest';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';

/** The whole console (providers and every route) opened at `url`, as a user following a link. */
export function renderAppAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Undoes what an app-level test changed: the DOM, the fetch stub, storage and the session. */
export function resetAppTest(fetchMock: Mock) {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
}
