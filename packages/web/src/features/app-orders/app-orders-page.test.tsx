import { describe, expect, it } from 'vitest';
import type { EffectiveRole } from '@bar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { failure, fetchStub, type StubHandler } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { AppOrderView } from './app-order-page';
import { AppOrdersView } from './app-orders-page';
import type { AppOrderRow } from './api/get-app-orders';

const server = fetchStub();
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };

const order = (overrides: Partial<AppOrderRow>): AppOrderRow => ({
  id: 'o1',
  barId: 'bar-1',
  nickname: 'Ada',
  type: 'App',
  paymentMethod: 'shift4',
  price: 12,
  currency: 'EUR',
  status: 'paid',
  transactionId: 't1',
  refundable: true,
  refundedAt: null,
  refundedBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const ORDERS = [
  order({ id: 'o1', nickname: 'Paid card' }),
  order({ id: 'o2', nickname: 'Paid satispay', paymentMethod: 'satispay', refundable: false }),
  order({ id: 'o3', nickname: 'Open card', status: 'open', refundable: false }),
  order({ id: 'o4', nickname: 'Error card', status: 'error', refundable: false }),
];

const LIST = 'GET /api/uorder/apporders/';
const REFUND = 'DELETE /api/uorder/apporders/:id/refund';

function answer(refund: StubHandler = () => order({ status: 'refunded' })) {
  server.on({ [LIST]: { data: ORDERS, count: ORDERS.length, page: 0, perPage: 10 }, [REFUND]: refund });
}

function renderList(role: EffectiveRole = 'ADMIN') {
  return renderBarScreen(<AppOrdersView barId="bar-1" />, { bar, role, path: '/app-orders' });
}

describe('App orders list', { timeout: 20_000 }, () => {
  it('asks for ten per page and filters status by open, paid and error', async () => {
    answer();
    renderList();
    expect(await screen.findByText('Paid card')).toBeInTheDocument();
    expect(server.requests()[0].path).toBe('/api/uorder/apporders/');
    expect(server.requests()[0].query).toMatchObject({ page: 0, perPage: 10, barId: 'bar-1' });
    const statusFilter = screen.getByRole('combobox', { name: 'Filter Status' });
    expect(
      within(statusFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'open', 'paid', 'error']);
    expect(
      within(screen.getByRole('combobox', { name: 'Filter Source' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'App', 'Kiosk', 'Admin']);
    expect(screen.getByRole('textbox', { name: 'Filter Price' })).toBeInTheDocument();
    await userEvent.selectOptions(statusFilter, 'paid');
    await waitFor(() => expect(server.requests(LIST).at(-1)?.query).toMatchObject({ search: { status: 'paid' } }));
  });

  it('offers Refund only on paid Shift4 orders, and only to ADMIN and above', async () => {
    answer();
    const view = renderList('ADMIN');
    await screen.findByText('Paid card');
    expect(screen.getAllByRole('button', { name: /^Refund order/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Refund order of Paid card' })).toBeInTheDocument();
    view.unmount();
    answer();
    renderList('BARMAN');
    await screen.findByText('Paid card');
    expect(screen.queryByRole('button', { name: /^Refund order/ })).toBeNull();
  });

  it('refund asks first, then voids the order: Order Refund, and the list reloads', async () => {
    answer();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund order of Paid card' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund Order' }));
    expect(dialog.getByText(/€12\.00 by Paid card/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Order Refund')).toBeInTheDocument();
    expect(server.requests(REFUND)).toEqual([expect.objectContaining({ path: '/api/uorder/apporders/o1/refund' })]);
    await waitFor(() => expect(server.requests(LIST).length).toBeGreaterThan(1));
    // the click on Refund did not open the order
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('a refused refund shows Error in Order Refund!', async () => {
    answer(() => failure(409, 'This order was already refunded.'));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund order of Paid card' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Refund Order' })).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Error in Order Refund! — This order was already refunded.')).toBeInTheDocument();
  });

  it('a row click opens the order', async () => {
    answer();
    renderList();
    await userEvent.click(await screen.findByText('Open card'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/app-orders/o3');
  });
});

describe('App orders in Italian', { timeout: 20_000 }, () => {
  it('shows the list in Italian and a refund still voids the order', async () => {
    await i18next.changeLanguage('it');
    answer();
    renderList();
    const table = await screen.findByRole('table', { name: 'Ordini app' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Nickname', 'Origine', 'Pagamento', 'Prezzo', 'Stato', 'Azioni']));
    await within(table).findByText('Paid card');
    expect(within(table).getAllByText('pagato', { selector: '.MuiChip-label' })).toHaveLength(2);
    expect(within(table).getByText('aperto', { selector: '.MuiChip-label' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Rimborsa l'ordine di Paid card" }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rimborsa ordine' }));
    expect(dialog.getByText(/Stornare il pagamento di 12,00\s€ di Paid card\?/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Rimborsa' }));
    expect(await screen.findByText('Ordine rimborsato')).toBeInTheDocument();
    expect(server.requests(REFUND)).toEqual([expect.objectContaining({ path: '/api/uorder/apporders/o1/refund' })]);
  });
});

describe('App orders kept current', { timeout: 20_000 }, () => {
  it("reloads the list when the server settles an order of this bar, not on another bar's message", async () => {
    let settled = false;
    server.on({
      [LIST]: () => {
        const rows = settled ? ORDERS.filter((o) => o.id !== 'o1') : ORDERS;
        return { data: rows, count: rows.length, page: 0, perPage: 10 };
      },
    });
    const view = renderList();
    expect(await screen.findByText('Paid card')).toBeInTheDocument();
    const loads = server.requests().length;
    view.live.emit({ type: 'appOrder', payload: { _id: 'o1', status: 'refunded' } }, 'bar-2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests().length).toBe(loads);
    settled = true;
    view.live.emit({ type: 'appOrder', payload: { _id: 'o1', status: 'refunded' } }, 'bar-1');
    await waitFor(() => expect(screen.queryByText('Paid card')).not.toBeInTheDocument());
    expect(screen.getByText('Paid satispay')).toBeInTheDocument();
  });
});

describe('App order detail', { timeout: 20_000 }, () => {
  it('a failed load goes back to /app-orders', async () => {
    server.on({ 'GET /api/uorder/apporders/:id': failure(500, 'Database unavailable') });
    renderBarScreen(<AppOrderView barId="bar-1" id="nope" />, { bar, path: '/app-orders/:id', url: '/app-orders/nope' });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/app-orders$/);
  });

  it('shows the order with its drinks and a Refund button when refundable', async () => {
    server.on({ 'GET /api/uorder/apporders/:id': { ...order({ nickname: 'Ada' }), drinks: [] } });
    renderBarScreen(<AppOrderView barId="bar-1" id="o1" />, { bar, path: '/app-orders/:id', url: '/app-orders/o1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Drinks of the order' })).toBeInTheDocument();
  });
});
