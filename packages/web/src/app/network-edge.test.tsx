import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barFixture } from '../features/activity/test/bar-fixture';
import { SIGN_OUT_MESSAGES } from '../features/auth/sign-out-messages';
import { SELECTED_BAR_STORAGE_KEY, SESSION_STORAGE_KEY, sessionStore } from '../lib/session';
import { PROMO_SEEN_KEY } from './layout/promo-seen';
import { failure, fetchStub } from '../test/fetch-stub';
import { renderAppAt, resetAppTest } from '../test/render-app';

/** The console against a stubbed server: only `fetch` is replaced, the API client and session run as shipped. */

vi.mock('mqtt', () => import('../test/fake-mqtt'));

// the stub answers its `id` as `_id`, as the server does
const barAnswer = barFixture({ name: 'Milano Duomo', version: 'ms3.1' });
const grant = { barId: 'bar-1', barName: 'Milano Duomo', role: 'ADMIN' as const };
const order = (orderId: string, nickname: string) => ({
  _id: orderId,
  barId: 'bar-1',
  nickname,
  type: 'App',
  paymentMethod: 'shift4',
  price: 12,
  currency: 'EUR',
  status: 'paid',
  transactionId: `t-${orderId}`,
  refundable: true,
  refundedAt: null,
  refundedBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
});

const server = fetchStub();
const LIST = 'GET /api/uorder/apporders/';

beforeEach(() => {
  server.on({
    'POST /api/auth/whoami': { _id: 'u1', email: 'admin@bar.example', firstName: 'A', lastName: 'D', superadmin: false, roles: [{ _id: 'g1', ...grant }] },
    'GET /api/config': { version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' },
    'GET /api/ubar/bars/avail': [barAnswer],
    'GET /api/ubar/bars/current': barAnswer,
  });
  sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
  sessionStore.signIn({
    id: 'u1',
    email: 'admin@bar.example',
    firstName: 'A',
    lastName: 'D',
    superadmin: false,
    roles: [{ id: 'g1', ...grant }],
    accessToken: 'tok-1',
  });
  sessionStore.selectBar('bar-1');
});

afterEach(resetAppTest);

describe('the API at the network edge', { timeout: 20_000 }, () => {
  it('a 401 on a page signs the console out: /login says the session expired and nothing stays stored', async () => {
    server.on({ [LIST]: failure(401, 'Session expired', { code: 'UNAUTHENTICATED' }) });
    const router = renderAppAt('/app-orders');

    expect(await screen.findByText(SIGN_OUT_MESSAGES.expired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBeNull();
    // the refused request carried the session's token and bar
    expect(server.requests(LIST)[0].headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-bar': 'bar-1' });
  });

  it('records arrive with _id: the page lists them, refunds one by its id and opens another by its id', async () => {
    server.on({
      [LIST]: { data: [order('o-7f3a', 'Ada'), order('o-8b2c', 'Bob')], count: 2, page: 0, perPage: 10 },
      'DELETE /api/uorder/apporders/:id/refund': ({ params }) => ({ ...order(params.id, 'Ada'), status: 'refunded', refundable: false }),
      'GET /api/uorder/apporders/:id': ({ params }) => ({ ...order(params.id, 'Bob'), drinks: [] }),
    });
    const router = renderAppAt('/app-orders');

    await userEvent.click(await screen.findByRole('button', { name: 'Refund order of Ada' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Refund Order' })).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Order Refund')).toBeInTheDocument();
    expect(server.requests('DELETE /api/uorder/apporders/:id/refund').map((request) => request.path)).toEqual(['/api/uorder/apporders/o-7f3a/refund']);

    await userEvent.click(screen.getByText('Bob'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app-orders/o-8b2c');
    expect(server.requests('GET /api/uorder/apporders/:id').map((request) => request.path)).toEqual(['/api/uorder/apporders/o-8b2c']);
  });
});
