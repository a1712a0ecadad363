import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DASHBOARD } from '../features/activity/test/activity-server';
import { barFixture } from '../features/activity/test/bar-fixture';
import { liveDrink } from '../features/drink-queue/test/drink-fixture';
import { sessionStore } from '../lib/session';
import { LIVE_LOST_MESSAGE } from './layout/live-lost-banner';
import { PROMO_SEEN_KEY } from './layout/promo-seen';
import { fakeBroker } from '../test/fake-mqtt';
import { fetchStub } from '../test/fetch-stub';
import { renderAppAt, resetAppTest } from '../test/render-app';

// The broker is the network edge: mqtt.js is replaced by an emitter the test drives.
vi.mock('mqtt', () => import('../test/fake-mqtt'));

// the stub answers its `id` as `_id`, as the server does
const barAnswer = barFixture({ name: 'Milano Duomo', version: 'ms3.1' });
const producing = liveDrink({ status: 'producing', recipe: { name: 'Negroni', price: 9, category: '', ingredients: [] } });

const server = fetchStub();
const callsTo = (route: string) => server.requests(route).length;

beforeEach(() => {
  server.on({
    'POST /api/auth/whoami': {
      _id: 'u1',
      email: 'maint@bar.example',
      firstName: 'M',
      lastName: 'T',
      superadmin: false,
      roles: [{ _id: 'g1', barId: 'bar-1', barName: 'Milano Duomo', role: 'MAINT' }],
    },
    'GET /api/config': { version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' },
    'GET /api/ubar/bars/avail': [barAnswer],
    'GET /api/ubar/bars/current': barAnswer,
    'GET /api/uorder/drink/active': [producing],
    'GET /api/uorder/drink/today': EMPTY_DASHBOARD,
    'GET /api/ubar/commands/': { data: [], count: 0, page: 0, perPage: 8 },
  });
  fakeBroker.clients.length = 0;
  fakeBroker.connects = true;
  sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
  sessionStore.signIn({
    id: 'u1',
    email: 'maint@bar.example',
    firstName: 'M',
    lastName: 'T',
    superadmin: false,
    roles: [{ id: 'g1', barId: 'bar-1', barName: 'Milano Duomo', role: 'MAINT' }],
    accessToken: 'tok-1',
  });
  sessionStore.selectBar('bar-1');
});

afterEach(resetAppTest);

const strip = () => within(screen.getByRole('region', { name: 'Bar status strip' }));
const remake = () => screen.getByRole('button', { name: 'Remake Negroni' });

describe('a lost live connection', { timeout: 20_000 }, () => {
  it('shows the banner, dims the queue and disables its actions; on reconnect the bar reloads and the banner goes', async () => {
    renderAppAt('/drink-queue');
    expect(await screen.findByText('Negroni')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveAttribute('data-state', 'connected'));
    expect(screen.queryByText(LIVE_LOST_MESSAGE)).toBeNull();
    expect(remake()).toBeEnabled();
    expect(strip().getByRole('button', { name: 'Fences' })).toBeEnabled();
    const queueLoads = callsTo('GET /api/uorder/drink/active');
    const barLoads = callsTo('GET /api/ubar/bars/current');

    const link = fakeBroker.clients[0]!;
    act(() => {
      link.connected = false;
      link.emit('close');
    });

    expect(await screen.findByText(LIVE_LOST_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveTextContent('Disconnected');
    expect(remake()).toBeDisabled();
    expect(remake().closest('[data-stale]')).toHaveAttribute('data-stale', 'true');
    expect(strip().getByRole('button', { name: 'Fences' })).toBeDisabled();
    expect(strip().getByRole('button', { name: 'General Start' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Bar status strip' })).toHaveAttribute('data-stale', 'true');

    act(() => {
      link.connected = true;
      link.emit('connect', {});
    });

    await waitFor(() => expect(screen.queryByText(LIVE_LOST_MESSAGE)).toBeNull());
    await waitFor(() => expect(callsTo('GET /api/uorder/drink/active')).toBeGreaterThan(queueLoads));
    await waitFor(() => expect(callsTo('GET /api/ubar/bars/current')).toBeGreaterThan(barLoads));
    await waitFor(() => expect(remake()).toBeEnabled());
    expect(remake().closest('[data-stale]')).toBeNull();
  });

  it('disables the Activity commands while the link is down and reloads every query of the bar when it is back', async () => {
    renderAppAt('/');
    const panel = within(await screen.findByRole('region', { name: 'Controls' }));
    await waitFor(() => expect(panel.getByRole('button', { name: 'General Stop' })).toBeEnabled());

    const link = fakeBroker.clients[0]!;
    act(() => {
      link.connected = false;
      link.emit('offline');
    });

    expect(await screen.findByText(LIVE_LOST_MESSAGE)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'General Stop' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Viz' })).getByRole('button', { name: 'Restart Viz' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Bar open' })).toBeDisabled();
    const dashboardLoads = callsTo('GET /api/uorder/drink/today');
    const commandLoads = callsTo('GET /api/ubar/commands/');

    act(() => {
      link.connected = true;
      link.emit('connect', {});
    });

    await waitFor(() => expect(panel.getByRole('button', { name: 'General Stop' })).toBeEnabled());
    await waitFor(() => expect(callsTo('GET /api/uorder/drink/today')).toBeGreaterThan(dashboardLoads));
    await waitFor(() => expect(callsTo('GET /api/ubar/commands/')).toBeGreaterThan(commandLoads));
  });
});
