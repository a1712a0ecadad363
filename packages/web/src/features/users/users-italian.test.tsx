import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { i18next } from '../../lib/i18n/i18n';
import { UsersPage } from './users-page';

const user = {
  _id: 'u1',
  email: 'admin@demo.bar',
  firstName: 'Ada',
  lastName: 'Admin',
  superadmin: false,
  disabled: false,
  roles: [{ _id: 'r1', barId: 'b1', barName: 'Milano Duomo', role: 'ADMIN' }],
  bars: [{ _id: 'b1', name: 'Milano Duomo' }],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

function UserDetail() {
  return <p>User {useParams().id}</p>;
}

beforeEach(async () => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === '/api/uuser/members/create') return json({ ...user, _id: 'u9' });
    return json({ data: [user], count: 1, page: 0, perPage: 10 });
  });
  vi.stubGlobal('fetch', fetchMock);
  await i18next.changeLanguage('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('the users list in Italian', { timeout: 20_000 }, () => {
  it('names its columns in Italian and creates a user from the Italian dialog', async () => {
    const router = createMemoryRouter(
      [
        { path: '/user-management', element: <UsersPage /> },
        { path: '/user-management/:id', element: <UserDetail /> },
      ],
      { initialEntries: ['/user-management'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Utenti' });
    expect(within(table).getAllByRole('columnheader').slice(0, 5).map((h) => h.textContent)).toEqual(['Nome', 'Cognome', 'Email', 'Ruoli', 'Bar']);
    expect(await within(table).findByText('ADMIN@Milano Duomo')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo utente' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Nuovo');
    await userEvent.type(dialog.getByRole('textbox', { name: /Cognome/ }), 'Assunto');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'nuovo@demo.bar');
    await userEvent.type(dialog.getByLabelText(/Password/), 'long-enough-pw');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Utente creato!')).toBeInTheDocument();
    expect(await screen.findByText('User u9')).toBeInTheDocument();
  });
});
