import { describe, expect, it } from 'vitest';
import type { Drink } from '@bar/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub, reply, type StubHandler } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import type { ProductionDrink } from './api/get-production-drinks';
import { ProductionView } from './production-page';

const server = fetchStub();
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };

const drink = (overrides: Partial<Drink> & { id: string }): ProductionDrink => ({
  barId: 'bar-1',
  type: 'App',
  status: 'delivered',
  priority: false,
  color: null,
  recipe: { name: 'Negroni', price: 9, category: '', ingredients: [] },
  name: 'Ada',
  deliveryPosition: 2,
  robotSelection: null,
  appOrderId: null,
  error: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const LIST = 'GET /api/uorder/drink/';
/** The tab's actions: remake, acknowledge, export. */
const ACTIONS = ['POST /api/uorder/drink/:id/remake', 'PATCH /api/uorder/drink/:id', 'POST /api/uexport/export-request/create'];

/** The tab lists `rows`; every action answers `action`. */
function answer(rows: ProductionDrink[], action: StubHandler = () => ({})) {
  server.on({ [LIST]: { data: rows, count: rows.length, page: 0, perPage: 5 }, ...Object.fromEntries(ACTIONS.map((route) => [route, action])) });
}
const posts = () => server.requests().filter((request) => request.method === 'POST');

const renderTab = (tab: string) =>
  renderBarScreen(<ProductionView barId="bar-1" barName="Milano Duomo" />, { bar, path: '/production/:tabActive', url: `/production/${tab}` });

describe('Production tabs', { timeout: 20_000 }, () => {
  it('delivered: five per page of delivered drinks, newest first, each with Remake', async () => {
    answer([drink({ id: 'd1' })], () => drink({ id: 'new', status: 'open' }));
    renderTab('delivered');
    expect(await screen.findByText('Negroni')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Delivered', selected: true })).toBeInTheDocument();
    expect(server.requests(LIST)[0].query).toMatchObject({ status: 'delivered', perPage: 5, page: 0, barId: 'bar-1', sort: { createdAt: -1 } });
    await userEvent.click(screen.getByRole('button', { name: 'Remake Negroni' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remake' }));
    expect(await screen.findByText('Drink Ordered Successfully')).toBeInTheDocument();
    expect(posts()[0]?.path).toBe('/api/uorder/drink/d1/remake');
  });

  it('Remake asks first, naming the drink (recipe and customer) and the bar; Cancel sends nothing', async () => {
    answer([drink({ id: 'c1', status: 'canceled', name: 'Ada' })], () => drink({ id: 'new', status: 'open' }));
    renderTab('canceled');
    await userEvent.click(await screen.findByRole('button', { name: 'Remake Negroni' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Remake Negroni for Ada at Milano Duomo? A new drink joins the queue.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remake Negroni' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remake' }));
    expect(await screen.findByText('Drink Ordered Successfully')).toBeInTheDocument();
    expect(posts().map((call) => call.path)).toEqual(['/api/uorder/drink/c1/remake']);
  });

  it('error: lists error and acknowledged drinks; only an error drink can be acknowledged', async () => {
    answer(
      [
        drink({ id: 'e1', status: 'error', error: 'Robot aborted' }),
        drink({ id: 'e2', status: 'error_ack', recipe: { name: 'Spritz', price: 7, category: '', ingredients: [] } }),
      ],
      () => drink({ id: 'e1', status: 'error_ack' }),
    );
    renderTab('error');
    expect(await screen.findByText('Robot aborted')).toBeInTheDocument();
    expect(server.requests(LIST)[0].query).toMatchObject({ status: 'error,error_ack' });
    expect(screen.getAllByRole('button', { name: 'Acknowledge' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remake/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Error Acknowledged Successfully')).toBeInTheDocument();
    expect(server.requests('PATCH /api/uorder/drink/:id')[0]).toMatchObject({ path: '/api/uorder/drink/e1', body: { status: 'error_ack' } });
  });

  it('switching tab opens its route; an unknown tab goes to delivered', async () => {
    answer([]);
    const { router } = renderTab('nonsense');
    await waitFor(() => expect(router.state.location.pathname).toBe('/production/delivered'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Canceled' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/production/canceled'));
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('export asks for the days and sends them with the tab status and filters; failure shows Export creation error!, success goes to /export-requests', async () => {
    let fail = true;
    answer([drink({ id: 'd1' })], () => (fail ? reply(404) : { id: 'x1' }));
    renderBarScreen(<ProductionView barId="bar-1" />, {
      bar: { ...bar, timeZone: 'Europe/Rome' },
      path: '/production/:tabActive',
      url: `/production/delivered?filters=${encodeURIComponent(JSON.stringify({ name: 'Ada' }))}`,
    });
    await screen.findByText('Negroni');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export CSV' });
    await userEvent.type(within(dialog).getByLabelText('From'), '02/01/2026');
    await userEvent.type(within(dialog).getByLabelText('To'), '02/01/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export creation error!')).toBeInTheDocument();
    expect(posts()[0]).toMatchObject({
      path: '/api/uexport/export-request/create',
      body: {
        barId: 'bar-1',
        collectionName: 'Drink',
        search: { name: 'Ada', status: 'delivered', createdAt: { from: '2026-01-01T23:00:00.000Z', to: '2026-01-02T22:59:59.999Z' } },
        type: 'csv',
      },
    });
    // the days stay chosen: trying again is one click
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/export-requests');
    expect(posts()).toHaveLength(2);
  });
});

describe('Production in Italian', { timeout: 20_000 }, () => {
  it('shows the error tab in Italian and acknowledges an error drink', async () => {
    await i18next.changeLanguage('it');
    answer([drink({ id: 'e1', status: 'error', error: 'Robot aborted' }), drink({ id: 'e2', status: 'error_ack', priority: true })], () =>
      drink({ id: 'e1', status: 'error_ack' }),
    );
    renderTab('error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produzione' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In errore', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Drink in errore' });
    expect(await within(table).findByText('errore confermato', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(table).getByText('SÌ', { selector: 'td' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Ricetta', 'Priorità', 'Stato', 'Azioni']));
    await userEvent.click(within(table).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Errore confermato')).toBeInTheDocument();
    expect(server.requests('PATCH /api/uorder/drink/:id')[0]).toMatchObject({ path: '/api/uorder/drink/e1' });
  });
});

describe('Production table columns', { timeout: 20_000 }, () => {
  it('filters by recipe, name, type, price and priority', async () => {
    answer([drink({ id: 'd1' })]);
    renderTab('delivered');
    await screen.findByText('Negroni');
    for (const name of ['Filter Recipe', 'Filter Name', 'Filter Price']) expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Filter Type' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'App', 'Kiosk', 'Admin']);
    expect(
      within(screen.getByRole('combobox', { name: 'Filter Priority' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'YES', 'NO']);
  });
});

describe('Production live', { timeout: 20_000 }, () => {
  it('reloads the tab when a drink of its status finishes on this bar, not for other statuses or bars', async () => {
    answer([drink({ id: 'd1' })]);
    const { live } = renderTab('delivered');
    await screen.findByText('Negroni');
    const lists = () => server.requests(LIST).length;
    const before = lists();
    const payload = { ...drink({ id: 'x' }), _id: 'x' };
    act(() => live.emit({ type: 'drink', payload: { ...payload, status: 'producing' } }, 'bar-1'));
    act(() => live.emit({ type: 'drink', payload }, 'bar-9'));
    act(() => live.emit({ type: 'drink', payload }, 'bar-1'));
    await waitFor(() => expect(lists()).toBe(before + 1));
  });
});

describe('Production count', { timeout: 20_000 }, () => {
  it('says "about N" when the server only estimated the total, and the plain total otherwise', async () => {
    await i18next.changeLanguage('en');
    const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => drink({ id }));
    server.on({ [LIST]: { data: rows, count: 120345, countEstimated: true, page: 0, perPage: 5 } });
    const { unmount } = renderTab('delivered');
    expect(await screen.findByText('1–5 of about 120345')).toBeInTheDocument();
    unmount();

    server.on({ [LIST]: { data: rows, count: 4321, countEstimated: false, page: 0, perPage: 5 } });
    renderTab('canceled');
    expect(await screen.findByText('1–5 of 4321')).toBeInTheDocument();
    expect(screen.queryByText(/about/)).toBeNull();
  });

  it('in Italian: "circa N"', async () => {
    await i18next.changeLanguage('it');
    try {
      server.on({ [LIST]: { data: [drink({ id: 'a' })], count: 98000, countEstimated: true, page: 0, perPage: 5 } });
      renderTab('delivered');
      expect(await screen.findByText('1–5 di circa 98000')).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
