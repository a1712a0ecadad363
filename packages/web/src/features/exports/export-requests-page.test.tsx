import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { zonedDayStart } from '@bar/domain';
import { fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import type { ExportRow } from '../../components/export-list-button/export-request';
import { ExportRequestsView } from './export-requests-page';

const server = fetchStub();
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const, timeZone: 'Europe/Rome' };

const row = (overrides: Partial<ExportRow> = {}): ExportRow => ({
  id: 'e1',
  barId: 'bar-1',
  collectionName: 'Drink',
  search: { createdAt: { from: '2026-01-01T23:00:00.000Z', to: '2026-01-02T22:59:59.999Z' } },
  type: 'csv',
  userDisplay: 'Ada Admin',
  filepath: 'e1.csv',
  status: 'done',
  rows: 3,
  progress: 100,
  error: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const LIST = 'GET /api/uexport/export-request/';
const CREATE = 'POST /api/uexport/export-request/create';
/** The `search` of each list request, as sent. */
const searches = () => server.requests(LIST).map((request) => request.query.search as { createdAt?: { from?: string } } | undefined);

function answer() {
  server.on({
    [LIST]: {
      data: [
        row(),
        row({ id: 'e2', collectionName: 'AppOrder', filepath: null, status: 'queued', progress: null, userDisplay: 'Bo Admin' }),
        row({ id: 'e3', filepath: null, status: 'running', progress: 42, rows: 0, userDisplay: 'Cy Admin', type: 'excel' }),
      ],
      count: 3,
      page: 0,
      perPage: 10,
    },
    [CREATE]: row({ id: 'e3', filepath: null, status: 'queued' }),
  });
}

describe('Exports page', { timeout: 20_000 }, () => {
  it('shows the SPEC columns, Download now for a file and Export processing. otherwise', async () => {
    answer();
    renderBarScreen(<ExportRequestsView barId="bar-1" />, { bar });
    expect(await screen.findByRole('button', { name: 'Download now' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Export processing.')).toBeInTheDocument();
    expect(screen.getByText('Export processing. 42%')).toBeInTheDocument();
    for (const header of ['Collection', 'User', 'File', 'Created At'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(screen.getByText('Exports', { selector: 'h1' })).toBeInTheDocument();
    expect(server.requests(LIST)[0].query).toMatchObject({ bar: 'bar-1', page: 0 });
  });

  it('keeps Apply and export disabled until both days are set and at most 3 months apart', async () => {
    answer();
    renderBarScreen(<ExportRequestsView barId="bar-1" />, { bar });
    const apply = await screen.findByRole('button', { name: 'Apply' }, { timeout: 5000 });
    const exportDrinks = screen.getByRole('button', { name: 'Export drinks' });
    expect(apply).toBeDisabled();
    expect(exportDrinks).toBeDisabled();
    await userEvent.type(screen.getByLabelText('From'), '01/01/2026');
    expect(screen.getByLabelText('From')).toHaveValue('01/01/2026');
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('To'), '02/04/2026');
    expect(apply).toBeDisabled();
    expect(screen.getByText('The date range is at most 3 months.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '31/03/2026');
    expect(apply).toBeEnabled();
    expect(exportDrinks).toBeEnabled();

    await userEvent.click(apply);
    await waitFor(() => expect(searches().some((search) => search?.createdAt !== undefined)).toBe(true));

    await userEvent.click(exportDrinks);
    expect(await screen.findByText('Export created, it will be available shortly')).toBeInTheDocument();
    // whole days in the bar's zone (Rome: UTC+1 in winter, UTC+2 from 29 March)
    expect(server.requests(CREATE)[0].body).toMatchObject({
      barId: 'bar-1',
      collectionName: 'Drink',
      type: 'csv',
      search: { createdAt: { from: '2025-12-31T23:00:00.000Z', to: '2026-03-31T21:59:59.999Z' } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export app orders' }));
    await waitFor(() => expect(server.requests(CREATE)).toHaveLength(2));
    expect(server.requests(CREATE)[1].body).toMatchObject({ collectionName: 'AppOrder', type: 'excel' });
  });

  it("lists 5 per page by default, with each export's type and range, times in the bar's zone", async () => {
    // Tokyo (UTC+9, no summer time): far from the zone the tests run in
    const tokyo = { ...bar, timeZone: 'Asia/Tokyo' };
    server.on({
      [LIST]: {
        data: [
          row({ search: { createdAt: { from: '2026-02-28T15:00:00.000Z', to: '2026-03-02T14:59:59.999Z' } } }),
          row({
            id: 'e2',
            type: 'excel',
            userDisplay: 'Bo Admin',
            search: { status: 'paid', createdAt: { from: '2026-03-01T03:30:00.000Z', to: '2026-03-02T03:30:00.000Z' } },
          }),
        ],
        count: 2,
        page: 0,
        perPage: 5,
      },
    });
    renderBarScreen(<ExportRequestsView barId="bar-1" />, { bar: tokyo });
    const table = await screen.findByRole('table', { name: 'Exports' });
    await within(table).findByText('Ada Admin', {}, { timeout: 5000 });
    expect(server.requests(LIST)[0].query).toMatchObject({ page: 0, perPage: 5 });
    expect(screen.getByText('Rows per page:').parentElement).toHaveTextContent('5');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/sorted (a|de)scending$/, '')),
    ).toEqual(['Collection', 'Type', 'Range', 'User', 'File', 'Created At']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    // whole days of the bar are shown as days; anything else with its time
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Drinks', 'CSV', '01/03/2026 – 02/03/2026', 'Ada Admin', 'Download now', '02/01/2026 19:00']);
    expect(within(second).getByText('Excel')).toBeInTheDocument();
    expect(within(second).getByText('01/03/2026 12:30 – 02/03/2026 12:30')).toBeInTheDocument();
  });

  it('picks the days with the date picker', async () => {
    answer();
    renderBarScreen(<ExportRequestsView barId="bar-1" />, { bar });
    await screen.findByRole('button', { name: 'Download now' }, { timeout: 5000 });
    const field = screen.getByLabelText('From').closest('.MuiFormControl-root') as HTMLElement;
    await userEvent.click(within(field).getByRole('button', { name: /Choose date/ }));
    const calendar = await screen.findByRole('grid');
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '15' }));
    const now = new Date();
    const month = String(now.getMonth() + 1).padStart(2, '0');
    const picked = `15/${month}/${now.getFullYear()}`;
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(picked));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('To'), picked);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // the picked day as a whole day of the bar (Rome)
    const from = zonedDayStart({ year: now.getFullYear(), month: now.getMonth() + 1, day: 15 }, 'Europe/Rome').toISOString();
    await waitFor(() => expect(searches().some((search) => search?.createdAt?.from === from)).toBe(true));
  });

  it('downloads the file of its bar under the file name of the export', async () => {
    server.on({
      [LIST]: { data: [row()], count: 1, page: 0, perPage: 5 },
      'GET /api/uexport/export-request/download/:id': new Response('Id\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    // the browser's file saving is the edge: the file it is given and the link it clicks are what is checked
    const createObjectURL = vi.fn((_file: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderBarScreen(<ExportRequestsView barId="bar-1" />, { bar });
    await userEvent.click(await screen.findByRole('button', { name: 'Download now' }, { timeout: 5000 }));
    await waitFor(() => expect(clicked).toEqual(['drink-export-2026-01-02.csv']));
    expect(server.requests('GET /api/uexport/export-request/download/:id')).toEqual([
      expect.objectContaining({ path: '/api/uexport/export-request/download/e1', headers: expect.objectContaining({ 'x-bar': 'bar-1' }) }),
    ]);
    expect(await createObjectURL.mock.calls[0][0].text()).toBe('Id\r\n');
    click.mockRestore();
  });

  it('reads in Italian, and exports the chosen days', async () => {
    await i18next.changeLanguage('it');
    answer();
    renderBarScreen(<ExportRequestsView barId="bar-1" />, { bar });
    expect(await screen.findByRole('button', { name: 'Scarica ora' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Esportazione in corso.')).toBeInTheDocument();
    expect(screen.getByText('Esportazione in corso. 42%')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Esportazioni' });
    for (const header of ['Raccolta', 'Tipo', 'Intervallo', 'Utente', 'File', 'Creata il']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(within(table).getByText('Ordini app')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Dal'), '01/01/2026');
    await userEvent.type(screen.getByLabelText('Al'), '02/01/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Esporta drink' }));
    expect(await screen.findByText('Esportazione creata, sarà disponibile a breve')).toBeInTheDocument();
    expect(server.requests(CREATE)[0].body).toMatchObject({ collectionName: 'Drink', type: 'csv' });
  });
});
