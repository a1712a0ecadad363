import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barFixture } from '../features/activity/test/bar-fixture';
import { fetchStub } from '../test/fetch-stub';
import { renderAppAt, resetAppTest } from '../test/render-app';

/** Issue comforts at sign-in: the bar chosen for the user, and the promotion once per browser session. */

vi.mock('mqtt', () => import('../test/fake-mqtt'));

const summary = (id: string, name: string) => ({
  _id: id,
  name,
  version: 'ms1',
  open: true,
  hidden: false,
  blocked: false,
  status: 'IDLE',
  liveCheck: null,
  placeName: 'Milan',
  latitude: 45,
  longitude: 9,
  createdAt: '2025-01-01T00:00:00Z',
});
const bars = [summary('bar-1', 'Bar One'), summary('bar-2', 'Bar Two')];
const grant = (n: number) => ({ _id: `g${n}`, barId: `bar-${n}`, barName: n === 1 ? 'Bar One' : 'Bar Two', role: 'BARMAN' });
const users: Record<string, { _id: string; roles: unknown[] }> = {
  'one@bar.example': { _id: 'u1', roles: [grant(1)] },
  'two@bar.example': { _id: 'u2', roles: [grant(1), grant(2)] },
  'also@bar.example': { _id: 'u3', roles: [grant(1), grant(2)] },
};

let signedIn = 'one@bar.example';
const person = () => ({ ...users[signedIn], email: signedIn, firstName: 'S', lastName: 'T', superadmin: false });
const server = fetchStub();

beforeEach(() =>
  server.on({
    'POST /api/auth/login': ({ body }) => {
      signedIn = (body as { email: string }).email;
      return { ...person(), accessToken: `tok-${signedIn}`, expiresAt: '2099-01-01T00:00:00Z' };
    },
    'POST /api/auth/whoami': person,
    'GET /api/config': { version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' },
    'GET /api/ubar/bars/avail': bars,
    // the whole record, as the server answers it: Activity renders it once a bar is picked
    'GET /api/ubar/bars/current': ({ headers }) => {
      const bar = bars.find((candidate) => candidate._id === headers['x-bar'])!;
      return barFixture({ id: bar._id, name: bar.name, version: 'ms1' });
    },
    'GET /api/uorder/drink/active': [],
  }),
);
afterEach(resetAppTest);

async function signIn(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function closePromo() {
  const promo = await screen.findByRole('dialog');
  await userEvent.click(within(promo).getByRole('button', { name: 'Got it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const logout = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await screen.findByLabelText('Email');
};
// the console's top bar: the first banner (Activity, shown once a bar is picked, has headers of its own)
const barButton = async (name: string) => within((await screen.findAllByRole('banner'))[0]).findByRole('button', { name });

describe('signing in', { timeout: 60_000 }, () => {
  it('puts a user who holds exactly one bar on it at once', async () => {
    renderAppAt('/login');
    await signIn('one@bar.example');
    await closePromo();
    expect(await barButton('Bar One')).toBeInTheDocument();
    expect(screen.queryByText('Please select a bar to start.')).not.toBeInTheDocument();
  });

  it('brings a user who holds several back to the bar they used last, per user', async () => {
    renderAppAt('/login');
    await signIn('two@bar.example');
    await closePromo();
    expect(await screen.findByText('Please select a bar to start.')).toBeInTheDocument();
    await userEvent.click(await barButton('Select a bar'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Bar Two/ }));
    expect(await barButton('Bar Two')).toBeInTheDocument();
    await logout();

    // another user on the same device has no last bar yet
    await signIn('also@bar.example');
    expect(await screen.findByText('Please select a bar to start.')).toBeInTheDocument();
    await logout();

    await signIn('two@bar.example');
    expect(await barButton('Bar Two')).toBeInTheDocument();
  });

  it('shows the promotion once per browser session, not again on the next sign-in', async () => {
    renderAppAt('/login');
    await signIn('two@bar.example');
    await closePromo();
    await logout();
    await signIn('also@bar.example');
    expect(await screen.findByText('Please select a bar to start.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
