import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { renderScreen } from '../../test/render-bar-screen';
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

const server = fetchStub();

beforeEach(async () => {
  server.on({
    'GET /api/uuser/members/': { data: [user], count: 1, page: 0, perPage: 10 },
    'POST /api/uuser/members/create': { ...user, _id: 'u9' },
  });
  await i18next.changeLanguage('it');
});

describe('the users list in Italian', { timeout: 20_000 }, () => {
  it('names its columns in Italian and creates a user from the Italian dialog', async () => {
    renderScreen(<UsersPage />, { role: 'SUPERADMIN', path: '/user-management' });
    const table = await screen.findByRole('table', { name: 'Utenti' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 5)
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Cognome', 'Email', 'Ruoli', 'Bar']);
    expect(await within(table).findByText('ADMIN@Milano Duomo')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo utente' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Nuovo');
    await userEvent.type(dialog.getByRole('textbox', { name: /Cognome/ }), 'Assunto');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'nuovo@demo.bar');
    await userEvent.type(dialog.getByLabelText(/Password/), 'long-enough-pw');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Utente creato!')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/user-management/u9');
  });
});
