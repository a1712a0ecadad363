import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderAppAt, resetAppTest } from '../../test/render-app';
import { PROMO_SEEN_KEY } from './promo-dialog';
import { PERMANENT_DRAWER_QUERY } from './drawer-mode';

vi.mock('mqtt', () => {
  const connect = () => Object.assign(new EventEmitter(), { connected: false, subscribe: vi.fn(), unsubscribe: vi.fn(), end: vi.fn() });
  return { default: { connect }, connect };
});

const admin = { _id: 'u1', email: 'a@b.cd', firstName: '', lastName: '', superadmin: true, roles: [] };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.startsWith('/api/auth/whoami')) return json(admin);
  if (url.startsWith('/api/config')) return json({ version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' });
  return json({ data: [], count: 0 });
});

/** A screen of that width, as the browser's media queries report it. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PERMANENT_DRAWER_QUERY ? width >= 1280 : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn({ id: 'u1', email: 'a@b.cd', firstName: '', lastName: '', superadmin: true, roles: [], accessToken: 't' });
  sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
});

afterEach(() => resetAppTest(fetchMock));

describe('the drawer on tablets', () => {
  it('stays open beside the content at 1280 px, with no menu button', async () => {
    screenWidth(1280);
    renderAppAt('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Users' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('below 1280 px slides over from the menu button and closes once a screen is chosen', async () => {
    screenWidth(1024);
    const router = renderAppAt('/no/such/page');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Users' }));
    expect(router.state.location.pathname).toBe('/user-management');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(), { timeout: 5_000 });
  }, 40_000);
});
