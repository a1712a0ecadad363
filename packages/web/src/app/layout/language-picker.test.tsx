import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userLanguageKey } from '../../lib/i18n/languages';
import { renderAppAt, resetAppTest } from '../../test/render-app';
import { PROMO_SEEN_KEY } from './promo-dialog';

vi.mock('mqtt', () => {
  const connect = () => Object.assign(new EventEmitter(), { connected: false, subscribe: vi.fn(), unsubscribe: vi.fn(), end: vi.fn() });
  return { default: { connect }, connect };
});

const people: Record<string, { id: string; firstName: string }> = {
  'ada@bar.example': { id: 'u-ada', firstName: 'Ada' },
  'bea@bar.example': { id: 'u-bea', firstName: 'Bea' },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (url.startsWith('/api/auth/login')) {
    const { email } = JSON.parse(String(init?.body)) as { email: string };
    const person = people[email];
    return json({ _id: person.id, email, firstName: person.firstName, lastName: 'Admin', superadmin: true, roles: [], accessToken: `tok-${person.id}`, expiresAt: '2099-01-01T00:00:00Z' });
  }
  if (url.startsWith('/api/config')) return json({ version: '1.0.0', mqttUrl: null, supportEmail: 'help@bar.example' });
  if (url.startsWith('/api/ubar/bars/avail')) return json([]);
  return json({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'nope' }, 404);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
});
afterEach(() => resetAppTest(fetchMock));

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
