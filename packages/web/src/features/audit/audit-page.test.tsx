import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import type { AuditRow } from './api/get-audit-timeline';
import { AuditView } from './audit-page';

const server = fetchStub();
// Tokyo (UTC+9, no summer time): far from the zone the tests run in
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const, timeZone: 'Asia/Tokyo' };

const row = (overrides: Partial<AuditRow> = {}): AuditRow => ({
  id: 'a1',
  at: '2026-03-01T15:04:00.000Z',
  userId: 'u1',
  email: 'admin@demo.bar',
  barId: 'bar-1',
  method: 'POST',
  route: '/api/ubar/bars/generalStart',
  targetId: null,
  statusCode: 200,
  outcome: 'ok',
  ...overrides,
});

const TIMELINE = 'GET /api/audit/bar';

function answer(rows: AuditRow[]) {
  server.on({
    'GET /api/audit/bar/actions': [
      { method: 'PUT', route: '/api/ubar/bars/:id' },
      { method: 'POST', route: '/api/ubar/bars/generalStart' },
    ],
    [TIMELINE]: { data: rows, count: rows.length, page: 0, perPage: 5 },
  });
  const lastQuery = () => server.requests(TIMELINE).at(-1)?.query ?? {};
  return { lastQuery };
}

const render = (url = '/audit') => renderBarScreen(<AuditView barId="bar-1" />, { bar, path: '/audit', url });

describe('Audit page', { timeout: 20_000 }, () => {
  it("shows who did what, by name, when (the bar's time, 24-hour) and the outcome", async () => {
    answer([
      row(),
      row({
        id: 'a2',
        at: '2026-03-01T14:00:00.000Z',
        email: 'barman@demo.bar',
        method: 'PUT',
        route: '/api/ubar/bars/:id',
        statusCode: 403,
        outcome: 'refused',
      }),
      row({ id: 'a3', email: null, userId: null, method: 'SYSTEM', route: 'system/refund-settlement/refunded' }),
    ]);
    render();
    const table = await screen.findByRole('table', { name: 'Audit' });
    await within(table).findByText('barman@demo.bar', {}, { timeout: 5000 });
    expect(screen.getByText('Audit', { selector: 'h1' })).toBeInTheDocument();
    const [first, second, third] = within(table).getAllByRole('row').slice(2);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02/03/2026 00:04', 'admin@demo.bar', 'General Start', 'Allowed · 200']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['01/03/2026 23:00', 'barman@demo.bar', 'Edit Bar', 'Refused · 403']);
    expect(
      within(third)
        .getAllByRole('cell')
        .map((c) => c.textContent?.slice(0, 6)),
    ).toEqual(['02/03/', 'System', 'Refund', 'Allowe']);
    expect(server.requests(TIMELINE)[0]).toMatchObject({ headers: { 'x-bar': 'bar-1' }, query: { page: 0, perPage: 5, sort: { at: -1 } } });
  });

  it('sends each filter to the server: person, action, outcome and the days of the bar', async () => {
    const { lastQuery } = answer([row()]);
    render();
    await screen.findByText('admin@demo.bar', {}, { timeout: 5000 });

    await userEvent.type(screen.getByLabelText('Filter Who'), 'barman');
    await waitFor(() => expect(lastQuery()).toMatchObject({ person: 'barman', page: 0 }));

    await userEvent.selectOptions(screen.getByLabelText('Filter Outcome'), 'Refused');
    await waitFor(() => expect(lastQuery()).toMatchObject({ person: 'barman', outcome: 'refused' }));

    const action = screen.getByLabelText('Filter Action');
    await waitFor(() => expect(within(action).getByRole('option', { name: 'General Start' })).toBeInTheDocument());
    expect(
      within(action)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Edit Bar', 'General Start']);
    await userEvent.selectOptions(action, 'Edit Bar');
    await waitFor(() => expect(lastQuery()).toMatchObject({ action: 'PUT /api/ubar/bars/:id' }));

    await userEvent.type(screen.getByLabelText('From'), '01/03/2026');
    await userEvent.type(screen.getByLabelText('To'), '02/03/2026');
    // whole days in Tokyo: 1 March 00:00 to 2 March 23:59:59.999, +09:00
    await waitFor(() => expect(lastQuery().search).toEqual({ createdAt: { from: '2026-02-28T15:00:00.000Z', to: '2026-03-02T14:59:59.999Z' } }));
    expect(lastQuery()).toMatchObject({ person: 'barman', outcome: 'refused', action: 'PUT /api/ubar/bars/:id' });
  });

  it('says when To is before From', async () => {
    answer([row()]);
    render();
    await screen.findByText('admin@demo.bar', {}, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('From'), '05/03/2026');
    await userEvent.type(screen.getByLabelText('To'), '02/03/2026');
    expect(await screen.findByText('To must not be before From.')).toBeInTheDocument();
  });

  it('reads its filters from the URL, and shows No Results when nothing matches', async () => {
    const { lastQuery } = answer([]);
    render(`/audit?filters=${encodeURIComponent(JSON.stringify({ outcome: 'refused', from: '01/03/2026' }))}`);
    expect(await screen.findByText('No Results', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ outcome: 'refused' });
    expect(lastQuery().search).toEqual({ createdAt: { from: '2026-02-28T15:00:00.000Z' } });
    expect(screen.getByLabelText('Filter Outcome')).toHaveValue('refused');
    expect(screen.getByLabelText('From')).toHaveValue('01/03/2026');
  });

  it('reads in Italian, and its filters still work', async () => {
    await i18next.changeLanguage('it');
    const { lastQuery } = answer([row(), row({ id: 'a3', email: null, userId: null, method: 'SYSTEM', route: 'system/refund-settlement/refunded' })]);
    render();
    const table = await screen.findByRole('table', { name: 'Registro attività' });
    await within(table).findByText('Sistema', {}, { timeout: 5000 });
    expect(screen.getByText('Registro attività', { selector: 'h1' })).toBeInTheDocument();
    for (const header of ['Quando', 'Chi', 'Azione', 'Esito'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    expect(within(table).getAllByText('Consentita · 200')).toHaveLength(2);
    expect(screen.getByText(/Giorni e orari nel fuso orario del bar \(Asia\/Tokyo\)/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Filtra Esito'), 'Rifiutata');
    await waitFor(() => expect(lastQuery()).toMatchObject({ outcome: 'refused' }));
    expect(screen.getByLabelText('Dal')).toBeInTheDocument();
    expect(screen.getByLabelText('Al')).toBeInTheDocument();
  });
});
