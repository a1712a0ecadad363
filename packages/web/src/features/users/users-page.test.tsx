import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { UsersPage } from './users-page';
import type { UserRow } from './api/get-users';

vi.mock('../../lib/api-client', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const row: UserRow = {
  id: 'u1',
  email: 'admin@demo.bar',
  firstName: 'Ada',
  lastName: 'Admin',
  superadmin: false,
  disabled: false,
  roles: [
    { id: 'r1', barId: 'b1', barName: 'Milano Duomo', role: 'ADMIN' },
    { id: 'r2', barId: 'b2', barName: 'Roma Termini', role: 'MAINT' },
  ],
  bars: [
    { id: 'b1', name: 'Milano Duomo' },
    { id: 'b2', name: 'Roma Termini' },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function UserDetail() {
  return <p>User {useParams().id}</p>;
}

function renderPage() {
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
}

beforeEach(() => {
  apiMock.mockReset();
  apiMock.mockImplementation(async (path: string) => {
    if (path === '/uuser/members/') return { data: [row], count: 1, page: 0, perPage: 10 };
    if (path === '/uuser/members/create') return { ...row, id: 'u9' };
    throw new Error(`unexpected call ${path}`);
  });
});

describe('UsersPage', () => {
  it('lists users from page 0, ten per page, with role@bar and bar chips', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').slice(0, 5).map((h) => h.textContent)).toEqual(['Name', 'Surname', 'Email', 'Roles', 'Bars']);
    expect(await within(table).findByText('ADMIN@Milano Duomo')).toBeInTheDocument();
    expect(within(table).getByText('MAINT@Roma Termini')).toBeInTheDocument();
    expect(within(table).getByText('Roma Termini')).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/uuser/members/', expect.objectContaining({ query: { page: 0, perPage: 10 } }));
  });

  it("checks the email, then says 'User Created!' and opens the new user", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'New');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Hire');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new.hire@demo');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'long-enough-pw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Email is invalid')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), '.bar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Created!')).toBeInTheDocument();
    expect(await screen.findByText('User u9')).toBeInTheDocument();
  });

  it("says 'User creation error!' and keeps the dialog open", async () => {
    apiMock.mockImplementation(async (path: string) => {
      if (path === '/uuser/members/') return { data: [row], count: 1, page: 0, perPage: 10 };
      throw new ApiError(409, 'A user with this email already exists', [], 'A user with this email already exists');
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'New');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Hire');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'admin@demo.bar');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'long-enough-pw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User creation error! — A user with this email already exists')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A user with this email already exists');
  });
});
