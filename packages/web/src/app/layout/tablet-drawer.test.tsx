import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { fetchStub } from '../../test/fetch-stub';
import { renderAppAt, resetAppTest } from '../../test/render-app';
import { PROMO_SEEN_KEY } from './promo-seen';
import { PERMANENT_DRAWER_QUERY } from './drawer-mode';

vi.mock('mqtt', () => import('../../test/fake-mqtt'));

const admin = { _id: 'u1', email: 'a@b.cd', firstName: '', lastName: '', superadmin: true, roles: [] };
const server = fetchStub();

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
  server.on({
    'POST /api/auth/whoami': admin,
    'GET /api/config': { version: '0.4.27', mqttUrl: null, supportEmail: 'help@bar.example' },
    'GET /api/ubar/bars/avail': [],
    'GET /api/uuser/members/': { data: [], count: 0, page: 0, perPage: 10 },
  });
  sessionStore.signIn({ id: 'u1', email: 'a@b.cd', firstName: '', lastName: '', superadmin: true, roles: [], accessToken: 't' });
  sessionStorage.setItem(PROMO_SEEN_KEY, 'true');
});

afterEach(() => {
  resetAppTest();
  vi.unstubAllGlobals();
});

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
