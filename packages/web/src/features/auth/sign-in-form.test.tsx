import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n/i18n';
import { sessionStore } from '../../lib/session';
import { SessionContext } from '../../lib/session-context';
import { failure, fetchStub, type StubAnswer } from '../../test/fetch-stub';
import { sessionValue } from '../../test/session-value';
import { SignInForm } from './sign-in-form';

const server = fetchStub();
afterEach(() => {
  cleanup();
  sessionStore.signOut();
  localStorage.clear();
});

/** The form signed out, signing in through the session store. */
function renderForm() {
  const session = sessionValue({ signIn: sessionStore.signIn });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SessionContext.Provider value={session}>
        <SignInForm />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return session;
}

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it("rejects a malformed email with 'Invalid Email Format' before calling the server", async () => {
    renderForm();
    await fillIn('not-an-email', 'secret');
    expect(await screen.findByText('Invalid Email Format')).toBeInTheDocument();
    expect(server.requests()).toEqual([]);
  });

  it('shows the server message when sign-in fails', async () => {
    server.on({ 'POST /api/auth/login': failure(401, 'Wrong email or password') });
    renderForm();
    await fillIn('staff@bar.example', 'wrong');
    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('disables the button while pending and starts the session with the renamed login', async () => {
    let answer: (reply: StubAnswer) => void = () => undefined;
    server.on({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    renderForm();
    await fillIn('staff@bar.example', 'secret');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());

    expect(server.requests()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/auth/login', body: { email: 'staff@bar.example', password: 'secret' } }),
    ]);

    answer({
      _id: 'u1',
      id: 'u1',
      email: 'staff@bar.example',
      firstName: 'S',
      lastName: 'T',
      superadmin: false,
      roles: [],
      accessToken: 'tok',
      expiresAt: '2099-01-01T00:00:00Z',
    });
    await waitFor(() => expect(sessionStore.getState().login).toMatchObject({ id: 'u1', accessToken: 'tok' }));
  });

  it('reads in Italian: its labels, a form message and the server sentence by its code', async () => {
    await i18next.changeLanguage('it');
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Formato email non valido')).toBeInTheDocument();
    expect(server.requests()).toEqual([]);

    server.on({ 'POST /api/auth/login': failure(401, 'Wrong email or password.', { code: 'UNAUTHENTICATED' }) });
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@bar.example');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Email o password errate.')).toBeInTheDocument();
  });
});
