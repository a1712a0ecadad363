import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { failure, fetchStub, reply } from '../../../test/fetch-stub';
import type { UserRow } from '../api/get-users';
import { UserEditForm } from './user-edit-form';

const server = fetchStub();

const MILANO = '11111111-1111-4111-8111-111111111111';
const ROMA = '22222222-2222-4222-8222-222222222222';

const user: UserRow = {
  id: 'u1',
  email: 'new.hire@demo.bar',
  firstName: 'New',
  lastName: 'Hire',
  superadmin: false,
  disabled: false,
  roles: [{ id: 'r1', barId: MILANO, barName: 'Milano Duomo', role: 'BARMAN' }],
  bars: [{ id: MILANO, name: 'Milano Duomo' }],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <UserEditForm user={user} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const roleRow = (n: number) => screen.getByRole('group', { name: `Role ${n}` });

beforeEach(() => {
  server.on({
    'GET /api/ubar/bars/byName': ({ query }) =>
      [
        { id: MILANO, name: 'Milano Duomo', version: 'ms3.1' },
        { id: ROMA, name: 'Roma Termini', version: 'veloce' },
      ].filter((b) => b.name.toLowerCase().includes(String(query.name).toLowerCase())),
    'PATCH /api/uuser/members/:id': user,
  });
});

describe('roles editor', () => {
  it('offers every role but SUPERADMIN and starts a new row as ADMIN', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Role' }));
    const row = roleRow(2);
    const role = within(row).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveTextContent('ADMIN');
    await userEvent.click(role);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['MSADMIN', 'MSMAINT', 'ADMIN', 'MAINT', 'BARMAN']);
  });

  it('chooses the bar by name from the server suggestions and saves both roles', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Role' }));
    const bar = within(roleRow(2)).getByRole('combobox', { name: /Bar/ });
    await userEvent.type(bar, 'roma');
    await userEvent.click(await screen.findByRole('option', { name: 'Roma Termini' }));
    expect(server.requests('GET /api/ubar/bars/byName').map((request) => request.query)).toContainEqual({ name: 'roma' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User saved!')).toBeInTheDocument();
    const [patch] = server.requests('PATCH /api/uuser/members/:id');
    expect(patch.path).toBe('/api/uuser/members/u1');
    expect(patch.body).toEqual({
      id: 'u1',
      firstName: 'New',
      lastName: 'Hire',
      roles: [
        { barId: MILANO, role: 'BARMAN' },
        { barId: ROMA, role: 'ADMIN' },
      ],
    });
  });

  it('asks for a bar on a row without one', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Role' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(roleRow(2)).findByText('Choose a bar')).toBeInTheDocument();
    expect(server.requests('* /api/uuser/members/u1')).toEqual([]);
  });

  it("shows 'General Error - Bar lookup' on the field when the lookup fails without a message", async () => {
    server.on({ 'GET /api/ubar/bars/byName': reply(500) });
    renderForm();
    await userEvent.type(within(roleRow(1)).getByRole('combobox', { name: /Bar/ }), 'x');
    expect(await within(roleRow(1)).findByText('General Error - Bar lookup')).toBeInTheDocument();
  });

  it("shows the server's message on the field when the lookup fails with one", async () => {
    server.on({ 'GET /api/ubar/bars/byName': failure(400, 'name is at most 120 characters') });
    renderForm();
    await userEvent.type(within(roleRow(1)).getByRole('combobox', { name: /Bar/ }), 'x');
    expect(await within(roleRow(1)).findByText('name is at most 120 characters')).toBeInTheDocument();
  });
});

describe('user edit form', () => {
  it("keeps the password unless typed, and says 'The passwords do not match'", async () => {
    renderForm();
    expect(screen.getByText('Leave it blank to keep the current password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'a-new-password');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'something-else');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it("says 'User update error!' when the save fails", async () => {
    server.on({ 'PATCH /api/uuser/members/:id': failure(400, 'Nope') });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User update error! — Nope')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });
});
