import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../lib/i18n/i18n';
import { sessionStore } from '../../lib/session';
import { failure, fetchStub } from '../../test/fetch-stub';
import { renderScreen } from '../../test/render-bar-screen';
import FleetPage, { FLEET_CLOCK_MS } from './fleet-page';
import { FLEET_PAGE_SIZE } from './use-fleet-list';
import { fleetBar, secondsBefore, TEST_NOW } from './test-fleet-bar';

const server = fetchStub();
const FLEET = 'GET /api/fleet';

const milano = fleetBar('Milano Duomo', { alarms: { critical: 0, warning: 2 } });
const roma = fleetBar('Roma Termini', {
  version: 'veloce',
  open: false,
  maintenance: true,
  robots: [
    { tagName: 'R1', displayName: 'Left arm', status: 'RUNNING' },
    { tagName: 'R2', displayName: 'Right arm', status: 'ABORTED' },
  ],
  queue: { count: 0, oldestCreatedAt: null },
  today: { drinks: 1, revenue: 4 },
  bottles: { low: 0, empty: 0 },
  alarms: { critical: 1, warning: 1 },
});
const torino = fleetBar('Torino Lingotto', { liveCheck: secondsBefore(200), status: 'STOPPED', currency: 'USD', today: { drinks: 3, revenue: 1234.5 } });

const render = (url = '/fleet') => renderScreen(<FleetPage />, { role: 'BARMAN', path: '/fleet', url });
const table = () => screen.findByRole('table', { name: 'Fleet' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr')!;
const names = async () => (await bodyRows()).map((row) => within(row).getAllByRole('cell')[0].firstChild?.textContent);

describe('Fleet page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // the page's clock ticks with setInterval; fetches and Testing Library keep real timeouts
    vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    server.on({ [FLEET]: { bars: [milano, roma, torino] } });
  });
  afterEach(() => vi.useRealTimers());

  it('shows one row per bar: link and data age, open and maintenance, robots, queue, today in its currency, bottles and alarms', async () => {
    render();
    await within(await table()).findByText('Milano Duomo');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(await rowOf('Milano Duomo'))).toEqual([
      'Milano Duomoms3.1',
      'OnlineOpenRUNNING · last heard this minute',
      '2/2 runningR1, R2 RUNNING',
      '2 drinksoldest ordered 5 minutes ago',
      '41 drinks€287.50',
      '1 low',
      '2 warnings',
    ]);
    expect(cells(await rowOf('Roma Termini'))).toEqual([
      'Roma Terminiveloce',
      'OnlineClosedMaintenanceRUNNING · last heard this minute',
      '1/2 runningR1 RUNNINGR2 ABORTED',
      'Empty',
      '1 drink€4.00',
      'All above 30%',
      '1 critical1 warning',
    ]);
    expect(cells(await rowOf('Torino Lingotto')).slice(0, 2)).toEqual([
      'Torino Lingottoms3.1',
      'OfflineOpenOFFLINE - previous status: STOPPED · last heard 3 minutes ago',
    ]);
    expect(cells(await rowOf('Torino Lingotto'))[4]).toBe('3 drinks$1,234.50');
    // the fleet spans the user's bars: no bar is named in the request
    expect(server.requests(FLEET)[0].headers['x-bar']).toBeUndefined();
  });

  it('puts offline bars first, then the most alarms, critical first', async () => {
    render();
    await within(await table()).findByText('Milano Duomo');
    expect(await names()).toEqual(['Torino Lingotto', 'Roma Termini', 'Milano Duomo']);
  });

  it('searches by name, filters and sorts, keeping the choice in the URL', async () => {
    const { router } = render();
    await within(await table()).findByText('Milano Duomo');
    expect(screen.getByRole('option', { name: 'Offline (1)' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name');
    expect(await names()).toEqual(['Milano Duomo', 'Roma Termini', 'Torino Lingotto']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'With alarms (2)');
    expect(await names()).toEqual(['Milano Duomo', 'Roma Termini']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search bars' }), 'ROMA');
    expect(await names()).toEqual(['Roma Termini']);
    expect(screen.getByRole('option', { name: 'All bars (1)' })).toBeInTheDocument();
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters')!)).toEqual({ show: 'alarms', search: 'ROMA' });

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search bars' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Closed (1)');
    expect(await names()).toEqual(['Roma Termini']);
  });

  it('selects the bar of a clicked row and opens its Activity', async () => {
    render();
    await userEvent.click(within(await rowOf('Roma Termini')).getByText('Roma Termini'));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(sessionStore.getState().selectedBarId).toBe(roma.barId);
  });

  it("follows the user's fleet topic while shown, and each live row replaces its bar's row", async () => {
    const { live, unmount } = render();
    await within(await table()).findByText('Milano Duomo');
    expect(live.fleetFollowers()).toEqual(['u1']);

    act(() =>
      live.emitFleet({
        type: 'fleet',
        payload: { bars: [{ ...milano, alarms: { critical: 3, warning: 0 }, queue: { count: 7, oldestCreatedAt: secondsBefore(60) } }] },
      }),
    );
    const row = await rowOf('Milano Duomo');
    expect(within(row).getByText('3 critical')).toBeInTheDocument();
    expect(within(row).getByText('7 drinks')).toBeInTheDocument();
    // more alarms now: it passes Roma
    expect(await names()).toEqual(['Torino Lingotto', 'Milano Duomo', 'Roma Termini']);
    // a malformed update changes nothing
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => live.emitFleet({ type: 'fleet', payload: { bars: [{ barId: milano.barId }] } }));
    expect(logged).toHaveBeenCalled();
    expect(within(await rowOf('Milano Duomo')).getByText('3 critical')).toBeInTheDocument();
    expect(server.requests(FLEET)).toHaveLength(1);

    unmount();
    expect(live.fleetFollowers()).toEqual([]);
  });

  it('turns a silent bar offline on the page clock, within 10 s of its 3 minutes', async () => {
    render();
    const row = await rowOf('Milano Duomo');
    expect(row).toHaveTextContent('Online');
    // heard 20 s before: offline 3 min later, seen at the next tick of the page's clock
    act(() => void vi.advanceTimersByTime(160_000));
    expect(await rowOf('Milano Duomo')).toHaveTextContent('Online');
    act(() => void vi.advanceTimersByTime(FLEET_CLOCK_MS));
    expect(await rowOf('Milano Duomo')).toHaveTextContent('OfflineOpenOFFLINE - previous status: RUNNING · last heard 3 minutes ago');
  });

  it('reads the fleet again when a lost live link is back', async () => {
    const { live } = render();
    await within(await table()).findByText('Milano Duomo');
    act(() => live.setLink({ status: 'disconnected', lost: true }));
    act(() => live.setLink({ status: 'connected', lost: false }));
    await waitFor(() => expect(server.requests(FLEET)).toHaveLength(2));
  });

  it('pages 500 bars 25 at a time', async () => {
    const many = Array.from({ length: 500 }, (_, index) => fleetBar(`Bar ${String(index + 1).padStart(3, '0')}`));
    server.on({ [FLEET]: { bars: many } });
    render('/fleet?sort={"name":1}');
    await within(await table()).findByText('Bar 001');
    expect(await bodyRows()).toHaveLength(FLEET_PAGE_SIZE);
    expect(screen.getByText('1–25 of 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect((await names())[0]).toBe('Bar 026');
  });

  it('says when the user holds no bar, when no bar matches, and offers a retry when the fleet could not load', async () => {
    server.on({ [FLEET]: { bars: [] } });
    const first = render();
    expect(await screen.findByText('You hold no bar.')).toBeInTheDocument();
    first.unmount();

    server.on({ [FLEET]: { bars: [milano] } });
    const second = render('/fleet?filters={"search":"nowhere"}');
    expect(await screen.findByText('No bar matches these filters.')).toBeInTheDocument();
    second.unmount();

    server.on({ [FLEET]: failure(500, 'Database unavailable') });
    render();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    server.on({ [FLEET]: { bars: [milano] } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await table()).findByText('Milano Duomo')).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    await i18next.changeLanguage('it');
    try {
      render();
      const table = await screen.findByRole('table', { name: 'Panoramica bar' });
      const row = (await within(table).findByText('Roma Termini')).closest('tr')!;
      expect(row).toHaveTextContent('ChiusoManutenzione');
      expect(row).toHaveTextContent('1/2 in funzione');
      expect(row).toHaveTextContent('1 drink4,00 €');
      expect(row).toHaveTextContent('1 critico1 avviso');
      expect(screen.getByRole('option', { name: 'Prima offline, poi allarmi' })).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
