import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barFixture } from '../features/activity/test/bar-fixture';
import { SIGN_OUT_MESSAGES } from '../features/auth/sign-out-messages';
import { SELECTED_BAR_STORAGE_KEY, sessionStore } from '../lib/session';
import { PROMO_SEEN_KEY } from './layout/promo-seen';
import { failure, fetchStub } from '../test/fetch-stub';
import { renderAppAt, resetAppTest } from '../test/render-app';

vi.mock('mqtt', () => import('../test/fake-mqtt'));

// the stub answers its `id` as `_id`, as the server does
const barAnswer = barFixture({ name: 'Milano Duomo', version: 'ms3.1' });
const maintRole = { _id: 'g1', barId: 'bar-1', barName: 'Milano Duomo', role: 'MAINT' };
const user = { _id: 'u1', email: 'maint@bar.example', firstName: 'M', lastName: 'T', superadmin: false };

/** What the server answers: the first whoami ends the stored session; sign-in gives these roles. */
let whoamiStatus = 401;
let rolesAtSignIn: unknown[] = [maintRole];

const server = fetchStub();

beforeEach(() => {
  server.on({
    'POST /api/auth/whoami': () => (whoamiStatus === 200 ? { ...user, roles: rolesAtSignIn } : failure(whoamiStatus, 'Refused')),
    'POST /api/auth/login': () => ({ ...user, roles: rolesAtSignIn, accessToken: 'tok-2', expiresAt: '2099-01-01T00:00:00Z' }),
    'GET /api/config': { version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' },
    'GET /api/ubar/bars/avail': () => (rolesAtSignIn.length ? [barAnswer] : []),
    'GET /api/ubar/bars/current': barAnswer,
    'GET /api/uorder/drink/active': [],
  });
  whoamiStatus = 401;
  rolesAtSignIn = [maintRole];
  sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
  sessionStore.signIn({
    id: 'u1',
    email: user.email,
    firstName: 'M',
    lastName: 'T',
    superadmin: false,
    roles: [{ id: 'g1', barId: 'bar-1', barName: 'Milano Duomo', role: 'MAINT' }],
    accessToken: 'tok-1',
  });
  sessionStore.selectBar('bar-1');
});

afterEach(resetAppTest);

async function signInAgain() {
  await userEvent.type(screen.getByLabelText('Email'), user.email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('after the server ends the session', { timeout: 20_000 }, () => {
  it('the sign-in page says it expired, and signing in again returns to the same page on the same bar', async () => {
    const router = renderAppAt('/drink-queue');
    expect(await screen.findByText(SIGN_OUT_MESSAGES.expired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await signInAgain();

    expect(await screen.findByRole('heading', { level: 1, name: 'Milano Duomo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/drink-queue');
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBe('bar-1');
    expect(screen.getByRole('button', { name: 'Milano Duomo' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('says access was lost, and without the role the same page asks for a bar', async () => {
    whoamiStatus = 403;
    rolesAtSignIn = [];
    const router = renderAppAt('/drink-queue');
    expect(await screen.findByText(SIGN_OUT_MESSAGES.forbidden)).toBeInTheDocument();

    await signInAgain();

    expect(await screen.findByText('First of all, select one of the available bar.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/drink-queue');
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBeNull();
  });

  it('says nothing after the user pressed Logout', async () => {
    whoamiStatus = 200;
    sessionStore.signOut('user');
    renderAppAt('/login');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-out-reason')).toBeNull();
  });
});
