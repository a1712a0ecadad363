import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fetchStub } from '../../../test/fetch-stub';
import { activityServer, EMPTY_DASHBOARD } from '../test/activity-server';
import { barFixture } from '../test/bar-fixture';
import { renderWithProviders } from '../test/render-with-providers';
import { Dashboard } from './dashboard';

const server = fetchStub();
const todayRequests = () => server.requests('GET /api/uorder/drink/today');

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Dashboard', () => {
  it("shows zeros and 'No data found' in every empty chart", async () => {
    activityServer(server);
    const bar = barFixture();
    renderWithProviders(<Dashboard bar={bar} />, { bar });
    expect(await section('Daily Orders').findByText('0')).toBeInTheDocument();
    expect(section('Daily Income').getByText('€ 0.00')).toBeInTheDocument();
    for (const name of ['Sales Today', 'Top Drinks Today', 'Top Drink Categories Today', 'Top Ingredients Today']) {
      expect(section(name).getByText('No data found')).toBeInTheDocument();
    }
  });

  it("asks for today from the bar's midnight and shows income in the bar's currency", async () => {
    activityServer(server, {
      dashboard: {
        ...EMPTY_DASHBOARD,
        totalOrders: 42,
        totalAmount: 1234.5,
        drinks: [
          { name: 'Spritz', value: 3 },
          { name: 'Negroni', value: 9 },
        ],
      },
    });
    const base = barFixture();
    const bar = { ...base, paymentSettings: { ...base.paymentSettings, currency: { currencyNameISO: 'CHF' as const, currencySymbolLeft: false } } };
    renderWithProviders(<Dashboard bar={bar} />, { bar });
    expect(await section('Daily Orders').findByText('42')).toBeInTheDocument();
    expect(section('Daily Income').getByText('1,234.50 CHF')).toBeInTheDocument();
    const ranked = within(screen.getByRole('list', { name: 'Top Drinks Today' })).getAllByRole('listitem');
    expect(ranked.map((item) => item.textContent)).toEqual(['1Negroni9', '2Spritz3']);
    expect(section('Sales Today').getByText('No data found')).toBeInTheDocument();
    const [today] = todayRequests();
    // the bar's day: midnight in its zone (Europe/Rome), whatever the viewer's zone
    const since = new Date(String(today.query.since));
    expect(since.toLocaleTimeString('en-GB', { timeZone: 'Europe/Rome' })).toBe('00:00:00');
    expect(Date.now() - since.getTime()).toBeLessThan(86_400_000 + 3_600_000);
    expect(today.query.barId).toBe('bar-1');
  });

  it('reloads when a live message says a drink was delivered, not for other drink states', async () => {
    activityServer(server);
    const bar = barFixture();
    const { live } = renderWithProviders(<Dashboard bar={bar} />, { bar });
    const todayCalls = () => todayRequests().length;
    await waitFor(() => expect(todayCalls()).toBe(1));
    act(() => live.emit({ type: 'drink', payload: { _id: 'd1', status: 'producing' } }, 'bar-1'));
    act(() => live.emit({ type: 'drink', payload: { _id: 'd1', status: 'delivered' } }, 'other-bar'));
    expect(todayCalls()).toBe(1);
    act(() => live.emit({ type: 'drink', payload: { _id: 'd1', status: 'delivered' } }, 'bar-1'));
    await waitFor(() => expect(todayCalls()).toBe(2));
  });
});
