import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userLanguageKey } from '../../lib/i18n/languages';
import { fetchStub } from '../../test/fetch-stub';
import { renderAppAt, resetAppTest } from '../../test/render-app';
import { PROMO_SEEN_KEY } from './promo-seen';

vi.mock('mqtt', () => import('../../test/fake-mqtt'));

const people: Record<string, { id: string; firstName: string }> = {
  'ada@bar.example': { id: 'u-ada', firstName: 'Ada' },
  'bea@bar.example': { id: 'u-bea', firstName: 'Bea' },
};

const server = fetchStub();

beforeEach(() => {
  server.on({
    'POST /api/auth/login': ({ body }) => {
      const { email } = body as { email: string };
      const person = people[email];
      return {
        _id: person.id,
        email,
        firstName: person.firstName,
        lastName: 'Admin',
        superadmin: true,
        roles: [],
        accessToken: `tok-${person.id}`,
        expiresAt: '2099-01-01T00:00:00Z',
      };
    },
    'GET /api/config': { version: '1.0.0', mqttUrl: null, supportEmail: 'help@bar.example' },
    'GET /api/ubar/bars/avail': [],
  });
  sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
});
afterEach(resetAppTest);

async function signIn(email: string, button: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('the language picker', () => {
  it("switches the console to Italian, remembers it for that user, and gives the next user the browser's language", async () => {
    renderAppAt('/login');
    await signIn('ada@bar.example', 'Sign in');
    expect(await screen.findByText('Please select a bar to start.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Italiano' }));
    expect(await screen.findByText('Seleziona un bar per iniziare.')).toBeInTheDocument();
    expect(screen.getByText('Gestione')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Utenti' })).toBeInTheDocument();
    expect(screen.getByTestId('top-bar-title')).toHaveTextContent('Attività');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem(userLanguageKey('u-ada'))).toBe('it');

    // another person on this device: the browser speaks English (jsdom's en-US), so does the console
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await signIn('bea@bar.example', 'Accedi');
    expect(await screen.findByText('Please select a bar to start.')).toBeInTheDocument();
    expect(screen.getByText('Operations')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    // the first person is back: Italian again
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await signIn('ada@bar.example', 'Sign in');
    await waitFor(() => expect(screen.getByText('Seleziona un bar per iniziare.')).toBeInTheDocument());
  }, 60_000);
});
