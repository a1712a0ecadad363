import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_BAR_STORAGE_KEY, SESSION_STORAGE_KEY, sessionStore } from '../lib/session';
import { PROMO_SEEN_KEY } from './layout/promo-seen';
import { fakeBroker } from '../test/fake-mqtt';
import { fetchStub } from '../test/fetch-stub';
import { renderAppAt, resetAppTest } from '../test/render-app';

vi.mock('mqtt', () => import('../test/fake-mqtt'));

const barSummary = {
  _id: 'bar-1',
  name: 'Bar One',
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
};
const otherBar = { ...barSummary, _id: 'bar-2', name: 'Bar Two' };
// holds two bars, so the first sign-in on this device starts without one
const user = {
  _id: 'u1',
  email: 'staff@bar.example',
  firstName: 'Sam',
  lastName: 'Staff',
  superadmin: false,
  roles: [
    { _id: 'g1', barId: 'bar-1', barName: 'Bar One', role: 'BARMAN' },
    { _id: 'g2', barId: 'bar-2', barName: 'Bar Two', role: 'BARMAN' },
  ],
};

let whoami: unknown = user;

const server = fetchStub();

beforeEach(() => {
  server.on({
    'POST /api/auth/login': { ...user, id: 'u1', accessToken: 'tok-1', expiresAt: '2099-01-01T00:00:00Z' },
    'POST /api/auth/whoami': () => whoami,
    'GET /api/config': { version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' },
    'GET /api/ubar/bars/avail': [barSummary, otherBar],
    'GET /api/ubar/bars/current': { ...barSummary, paymentSettings: { voucherEnabled: false } },
    'GET /api/uorder/drink/active': [],
  });
  fakeBroker.clients.length = 0;
  fakeBroker.connects = true;
  whoami = user;
});

afterEach(resetAppTest);

describe('console shell', () => {
  it('signs in, returns to the origin, selects a bar, goes live and signs out', async () => {
    const router = renderAppAt('/drink-queue');

    await userEvent.type(await screen.findByLabelText('Email'), 'staff@bar.example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    // Back at the origin, which needs a bar first; the promotion greets the new session.
    expect(await screen.findByText('First of all, select one of the available bar.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/drink-queue');
    const promo = await screen.findByRole('dialog');
    expect(within(promo).getByText('help@bar.example')).toBeInTheDocument();
    await userEvent.click(within(promo).getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem(PROMO_SEEN_KEY)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByText('staff@bar.example')).toBeInTheDocument();
    expect(screen.getByTestId('user-role')).toHaveTextContent('Guest');
    expect(screen.getByText('v0.4.27')).toBeInTheDocument();
    expect(screen.queryByText('Operations')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveAttribute('data-state', 'connected'));
    expect(fakeBroker.clients[0].options).toMatchObject({ username: 'staff@bar.example', password: 'tok-1', protocolVersion: 4 });

    await userEvent.click(screen.getByRole('button', { name: 'Select a bar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Bar One/ }));

    // The drink queue is titled with the selected bar's name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Bar One' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bar One' })).toBeInTheDocument();
    expect(screen.getByTestId('user-role')).toHaveTextContent('BARMAN');
    expect(screen.getByRole('link', { name: 'Drink Queue' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'MyBar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vouchers' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBe('bar-1');
    expect(server.requests('GET /api/ubar/bars/current')[0].headers['x-bar']).toBe('bar-1');
    expect(fakeBroker.clients[0].subscribe).toHaveBeenCalledWith('admin/bar-1', { qos: 0 }, expect.any(Function));

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBeNull();
  });

  it('shows the not-found page for unknown paths inside the signed-in layout', async () => {
    sessionStore.signIn({ id: 'u1', email: 'a@b.cd', firstName: '', lastName: '', superadmin: true, roles: [], accessToken: 't' });
    whoami = { ...user, email: 'a@b.cd', superadmin: true };
    sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
    renderAppAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Operations')).toBeInTheDocument();
    expect(screen.getByTestId('user-role')).toHaveTextContent('SUPERADMIN');
  });

  it('discards a restored bar the user can no longer select', async () => {
    sessionStore.signIn({ id: 'u1', email: 'a@b.cd', firstName: '', lastName: '', superadmin: false, roles: [], accessToken: 't' });
    sessionStore.selectBar('gone-bar');
    sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
    renderAppAt('/');
    expect(await screen.findByText('Please select a bar to start.')).toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBeNull();
  });
});
