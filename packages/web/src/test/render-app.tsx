import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

/** Undoes what an app-level test changed: the DOM, storage and the session (`fetchStub` restores fetch). */
export function resetAppTest() {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
}
