import { screen } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barFixture } from '../features/activity/test/bar-fixture';
import { sessionStore } from '../lib/session';
import { PROMO_SEEN_KEY } from './layout/promo-dialog';
import { renderAppAt, resetAppTest } from '../test/render-app';

vi.mock('mqtt', () => {
  const connect = () => Object.assign(new EventEmitter(), { connected: false, subscribe: vi.fn(), unsubscribe: vi.fn(), end: vi.fn() });
  return { default: { connect }, connect };
});

const { id: _id, ...bar } = barFixture({ name: 'Milano Duomo', version: 'ms3.1' });
const barAnswer = { ...bar, _id: 'bar-1' };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's own answers to a malformed and to an unknown id. */
const malformed = (what: string) => json({ statusCode: 400, error: 'Bad Request', message: `Invalid path: id - The ${what} id is not a valid id.`, details: [{ path: 'id', message: `The ${what} id is not a valid id.` }] }, 400);
const unknown = (what: string) => json({ statusCode: 404, error: 'Not Found', message: `${what} not found.` }, 404);

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.startsWith('/api/auth/whoami')) return json({ _id: 'u1', email: 'root@bar.example', firstName: 'R', lastName: 'S', superadmin: true, roles: [] });
  if (url.startsWith('/api/config')) return json({ version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' });
  if (url.startsWith('/api/ubar/bars/avail')) return json([barAnswer]);
  if (url.startsWith('/api/ubar/bars/current')) return json(barAnswer);
  if (url.startsWith('/api/ubar/bars/not-an-id')) return malformed('bar');
  if (url.startsWith('/api/uuser/members/123')) return malformed('user');
  if (url.startsWith('/api/uBar/robots/00000000-0000-4000-8000-000000000000')) return unknown('Robot');
  if (url.startsWith('/api/uorder/apporders/xyz')) return malformed('app order');
  if (url.startsWith('/api/udrink/categories/xyz')) return malformed('category');
  if (url.startsWith('/api/udrink/recipes/')) return json({ statusCode: 400, error: 'Bad Request', message: 'Invalid query: categoryId - categoryId is not a valid id' }, 400);
  if (url.startsWith('/api/uBar/robots/broken')) return json({ statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' }, 500);
  if (url.startsWith('/api/uBar/robots/')) return json({ data: [], count: 0, page: 0, perPage: 10 });
  return json({ statusCode: 404, error: 'Not Found', message: `No such API route: ${url}` }, 404);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
  sessionStore.signIn({ id: 'u1', email: 'root@bar.example', firstName: 'R', lastName: 'S', superadmin: true, roles: [], accessToken: 'tok-1' });
  sessionStore.selectBar('bar-1');
});

afterEach(() => resetAppTest(fetchMock));


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
