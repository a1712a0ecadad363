import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barFixture } from '../features/activity/test/bar-fixture';
import { sessionStore } from '../lib/session';
import { PROMO_SEEN_KEY } from './layout/promo-seen';
import { failure, fetchStub } from '../test/fetch-stub';
import { renderAppAt, resetAppTest } from '../test/render-app';

vi.mock('mqtt', () => import('../test/fake-mqtt'));

// the stub answers its `id` as `_id`, as the server does
const barAnswer = barFixture({ name: 'Milano Duomo', version: 'ms3.1' });

/** The server's own answers to a malformed and to an unknown id. */
const malformed = (what: string) =>
  failure(400, `Invalid path: id - The ${what} id is not a valid id.`, { details: [{ path: 'id', message: `The ${what} id is not a valid id.` }] });
const unknown = (what: string) => failure(404, `${what} not found.`);

const server = fetchStub();

beforeEach(() => {
  server.on({
    'POST /api/auth/whoami': { _id: 'u1', email: 'root@bar.example', firstName: 'R', lastName: 'S', superadmin: true, roles: [] },
    'GET /api/config': { version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' },
    'GET /api/ubar/bars/avail': [barAnswer],
    'GET /api/ubar/bars/current': barAnswer,
    'GET /api/ubar/bars/not-an-id': malformed('bar'),
    'GET /api/uuser/members/123': malformed('user'),
    'GET /api/uBar/robots/': { data: [], count: 0, page: 0, perPage: 10 },
    'GET /api/uBar/robots/00000000-0000-4000-8000-000000000000': unknown('Robot'),
    'GET /api/uBar/robots/broken': failure(500, 'Database unavailable'),
    'GET /api/uorder/apporders/xyz': malformed('app order'),
    'GET /api/udrink/categories/xyz': malformed('category'),
    'GET /api/udrink/recipes/': failure(400, 'Invalid query: categoryId - categoryId is not a valid id'),
  });
  sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
  sessionStore.signIn({ id: 'u1', email: 'root@bar.example', firstName: 'R', lastName: 'S', superadmin: true, roles: [], accessToken: 'tok-1' });
  sessionStore.selectBar('bar-1');
});

afterEach(resetAppTest);

describe('a bad id in a link', { timeout: 20_000 }, () => {
  it.each([
    ['/bars/not-an-id', 'bar'],
    ['/user-management/123', 'user'],
    ['/app-orders/xyz', 'app order'],
    ['/drinks/xyz', 'category'],
  ])('%s shows the not-found page, not the validation message', async (url, what) => {
    const router = renderAppAt(url);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(url);
    expect(screen.queryByText(new RegExp(`${what} id is not a valid id`, 'i'))).toBeNull();
    expect(screen.queryByText(/is not a valid id/)).toBeNull();
  });

  it('a well-formed id the server does not know goes back to the list with its message (SPEC §8)', async () => {
    const router = renderAppAt('/robots/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Robot not found.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/robots');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('another failure still notifies and goes back to the list (SPEC §8)', async () => {
    const router = renderAppAt('/robots/broken');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/robots');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
