import { act, screen, waitFor, within } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DASHBOARD } from '../features/activity/test/api-mock';
import { barFixture } from '../features/activity/test/bar-fixture';
import { liveDrink } from '../features/drink-queue/test/drink-fixture';
import { sessionStore } from '../lib/session';
import { LIVE_LOST_MESSAGE } from './layout/live-lost-banner';
import { PROMO_SEEN_KEY } from './layout/promo-dialog';
import { renderAppAt, resetAppTest } from '../test/render-app';

type FakeBrokerClient = EventEmitter & { connected: boolean };
const broker = vi.hoisted(() => ({ clients: [] as FakeBrokerClient[] }));

// The broker is the network edge: mqtt.js is replaced by an emitter the test drives.
vi.mock('mqtt', () => {
  const connect = () => {
    const client = Object.assign(new EventEmitter(), { connected: false, subscribe: vi.fn(), unsubscribe: vi.fn(), end: vi.fn() });
    broker.clients.push(client);
    setTimeout(() => {
      client.connected = true;
      client.emit('connect', {});
    }, 0);
    return client;
  };
  return { default: { connect }, connect };
});

const { id: _id, ...bar } = barFixture({ name: 'Milano Duomo', version: 'ms3.1' });
const barAnswer = { ...bar, _id: 'bar-1' };
const producing = liveDrink({ status: 'producing', recipe: { name: 'Negroni', price: 9, category: '', ingredients: [] } });

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.startsWith('/api/auth/whoami')) return json({ _id: 'u1', email: 'maint@bar.example', firstName: 'M', lastName: 'T', superadmin: false, roles: [{ _id: 'g1', barId: 'bar-1', barName: 'Milano Duomo', role: 'MAINT' }] });
  if (url.startsWith('/api/config')) return json({ version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' });
  if (url.startsWith('/api/ubar/bars/avail')) return json([barAnswer]);
  if (url.startsWith('/api/ubar/bars/current')) return json(barAnswer);
  if (url.startsWith('/api/uorder/drink/active')) return json([producing]);
  if (url.startsWith('/api/uorder/drink/today')) return json(EMPTY_DASHBOARD);
  if (url.startsWith('/api/ubar/commands/')) return json({ data: [], count: 0, page: 0, perPage: 8 });
  return json({ statusCode: 404, error: 'Not Found', message: 'nope' }, 404);
});

const callsTo = (prefix: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix)).length;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  broker.clients.length = 0;
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

afterEach(() => resetAppTest(fetchMock));


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
    const queueLoads = callsTo('/api/uorder/drink/active');
    const barLoads = callsTo('/api/ubar/bars/current');

    const link = broker.clients[0]!;
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
    await waitFor(() => expect(callsTo('/api/uorder/drink/active')).toBeGreaterThan(queueLoads));
    await waitFor(() => expect(callsTo('/api/ubar/bars/current')).toBeGreaterThan(barLoads));
    await waitFor(() => expect(remake()).toBeEnabled());
    expect(remake().closest('[data-stale]')).toBeNull();
  });

  it('disables the Activity commands while the link is down and reloads every query of the bar when it is back', async () => {
    renderAppAt('/');
    const panel = within(await screen.findByRole('region', { name: 'Controls' }));
    await waitFor(() => expect(panel.getByRole('button', { name: 'General Stop' })).toBeEnabled());

    const link = broker.clients[0]!;
    act(() => {
      link.connected = false;
      link.emit('offline');
    });

    expect(await screen.findByText(LIVE_LOST_MESSAGE)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'General Stop' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Viz' })).getByRole('button', { name: 'Restart Viz' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Bar open' })).toBeDisabled();
    const dashboardLoads = callsTo('/api/uorder/drink/today');
    const commandLoads = callsTo('/api/ubar/commands/');

    act(() => {
      link.connected = true;
      link.emit('connect', {});
    });

    await waitFor(() => expect(panel.getByRole('button', { name: 'General Stop' })).toBeEnabled());
    await waitFor(() => expect(callsTo('/api/uorder/drink/today')).toBeGreaterThan(dashboardLoads));
    await waitFor(() => expect(callsTo('/api/ubar/commands/')).toBeGreaterThan(commandLoads));
  });
});
