import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { SessionContext, type SessionValue } from '../../lib/session-context';
import { sessionValue, testUser } from '../../test/session-value';
import { RedirectIfSignedIn } from './redirect-if-signed-in';
import { RequireAuth } from './require-auth';
import { RequireBar } from './require-bar';
import { SELECT_BAR_MESSAGE, SELECT_BAR_TO_START_MESSAGE } from './messages';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const routes: RouteObject[] = [
  { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: <Where /> }] },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <Where /> },
      { element: <RequireBar permission="viewBar" />, children: [{ path: '/drink-queue', element: <Where /> }] },
      { element: <RequireBar permission="manageBar" />, children: [{ path: '/mybar', element: <Where /> }] },
      { element: <RequireBar permission="viewBar" reason="selectBarToStart" linkToFleet />, children: [{ path: '/start', element: <Where /> }] },
    ],
  },
];

function renderAt(url: string, session: SessionValue) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

describe('route guards', () => {
  it('sends a signed-out visitor to /login keeping the origin', async () => {
    const router = renderAt('/drink-queue?pageIndex=2', sessionValue());
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?from=%2Fdrink-queue%3FpageIndex%3D2');
    expect(router.state.location.state).toEqual({ from: '/drink-queue?pageIndex=2' });
  });

  it('sends a signed-out visitor of / to plain /login', async () => {
    renderAt('/', sessionValue());
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/login$/);
  });

  it('sends a signed-in user from /login back to the origin', async () => {
    renderAt('/login?from=%2Fdrink-queue%3FpageIndex%3D2', sessionValue({ user: testUser, token: 't', barStatus: 'ready', role: 'BARMAN' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/drink-queue?pageIndex=2');
  });

  it('sends a signed-in user from /login to / without an origin, and ignores foreign origins', async () => {
    renderAt('/login?from=%2F%2Fevil.example', sessionValue({ user: testUser, token: 't' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('asks for a bar on bar-scoped routes until one is chosen', async () => {
    renderAt('/drink-queue', sessionValue({ user: testUser, token: 't' }));
    expect(await screen.findByText(SELECT_BAR_MESSAGE)).toBeInTheDocument();
  });

  it("offers the fleet overview beside 'Please select a bar to start.' to a user holding several bars only", async () => {
    const twoBars = { ...testUser, roles: [...testUser.roles, { id: 'g2', barId: 'bar-2', barName: 'Bar Two', role: 'ADMIN' as const }] };
    renderAt('/start', sessionValue({ user: twoBars, token: 't' }));
    expect(await screen.findByText(SELECT_BAR_TO_START_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the fleet overview' })).toHaveAttribute('href', '/fleet');
    cleanup();

    renderAt('/start', sessionValue({ user: testUser, token: 't' }));
    expect(await screen.findByText(SELECT_BAR_TO_START_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps a role below the permission out of a bar screen', async () => {
    renderAt('/mybar', sessionValue({ user: testUser, token: 't', selectedBarId: 'bar-1', barStatus: 'ready', role: 'BARMAN' }));
    expect(await screen.findByText(/does not give access/)).toBeInTheDocument();
  });
});

describe('after Logout', () => {
  it('goes to plain /login without an origin', async () => {
    renderAt('/drink-queue', sessionValue({ signedOutByUser: true }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/login$/);
  });
});
