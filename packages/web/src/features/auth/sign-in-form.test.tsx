import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../lib/i18n/i18n';
import { SessionContext } from '../../lib/session-context';
import { sessionValue } from '../../test/session-value';
import { SignInForm } from './sign-in-form';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderForm() {
  const session = sessionValue();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message when sign-in fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Wrong email or password' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderForm();
    await fillIn('staff@bar.example', 'wrong');
    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('disables the button while pending and starts the session with the renamed login', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const session = renderForm();
    await fillIn('staff@bar.example', 'secret');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'staff@bar.example', password: 'secret' });

    answer(
      new Response(
        JSON.stringify({ _id: 'u1', id: 'u1', email: 'staff@bar.example', firstName: 'S', lastName: 'T', superadmin: false, roles: [], accessToken: 'tok', expiresAt: '2099-01-01T00:00:00Z' }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    await waitFor(() => expect(session.signIn).toHaveBeenCalled());
    expect(vi.mocked(session.signIn).mock.calls[0][0]).toMatchObject({ id: 'u1', accessToken: 'tok' });
  });

  it('reads in Italian: its labels, a form message and the server sentence by its code', async () => {
    await i18next.changeLanguage('it');
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Formato email non valido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 401, code: 'UNAUTHENTICATED', error: 'Unauthorized', message: 'Wrong email or password.' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@bar.example');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Email o password errate.')).toBeInTheDocument();
  });
});
