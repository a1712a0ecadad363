import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fetchStub } from '../../test/fetch-stub';
import type { UserRow } from './api/get-users';
import { renderScreen } from '../../test/render-bar-screen';
import { UsersPage } from './users-page';

const server = fetchStub();

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

const renderPage = () => renderScreen(<UsersPage />, { role: 'SUPERADMIN', path: '/user-management' });

beforeEach(() => {
  server.on({
    'GET /api/uuser/members/': { data: [row], count: 1, page: 0, perPage: 10 },
    'POST /api/uuser/members/create': { ...row, id: 'u9' },
  });
});

describe('UsersPage', () => {
  it('lists users from page 0, ten per page, with role@bar and bar chips', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 5)
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Surname', 'Email', 'Roles', 'Bars']);
    expect(await within(table).findByText('ADMIN@Milano Duomo')).toBeInTheDocument();
    expect(within(table).getByText('MAINT@Roma Termini')).toBeInTheDocument();
    expect(within(table).getByText('Roma Termini')).toBeInTheDocument();
    expect(server.requests('GET /api/uuser/members/').map((request) => request.query)).toContainEqual({ page: 0, perPage: 10 });
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
    expect(await screen.findByTestId('where')).toHaveTextContent('/user-management/u9');
  });

  it("says 'User creation error!' and keeps the dialog open", async () => {
    server.on({ 'POST /api/uuser/members/create': failure(409, 'A user with this email already exists') });
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
