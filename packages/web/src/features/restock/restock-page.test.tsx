import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RestockListView } from '@bar/domain';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { renderBarScreen, renderScreen } from '../../test/render-bar-screen';
import RestockPage from './restock-page';

const BAR = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };
const list = (barId: string, barName: string, lines: RestockListView['lines']): RestockListView => ({
  barId,
  barName,
  timeZone: 'UTC',
  opensAt: '2026-06-01T18:00:00.000Z',
  closesAt: '2026-06-02T02:00:00.000Z',
  openNow: true,
  lines,
  totals: lines.length ? [{ ingredientName: 'Gin', sizeDescription: '700 ml', bottles: 3 }] : [],
});
const line = (dispenserId: string, row: number, column: number, over: Partial<RestockListView['lines'][number]> = {}) => ({
  dispenserId,
  graphicCode: dispenserId.toUpperCase(),
  row,
  column,
  ingredientId: 'gin',
  ingredientName: 'Gin',
  sizeId: '700ml',
  sizeDescription: '700 ml',
  capacity: 25,
  level: 4,
  runOutAt: '2026-06-01T21:40:00.000Z',
  action: 'topUp' as const,
  bottles: 1,
  ...over,
});
const MILANO = list('bar-1', 'Milano Duomo', [
  line('d1', 1, 2),
  line('d2', 2, 1, { level: 1, action: 'replace', bottles: 2, runOutAt: '2026-06-01T19:05:00.000Z' }),
]);
const ROMA = list('bar-2', 'Roma Termini', []);
const CELL = {
  _id: 'd2',
  barId: 'bar-1',
  dispenserCapacity: { id: '700ml', description: '700 ml', capacity: 25 },
  doserType: 'SPIRITS',
  alarmLevel: 2,
  actualLevel: 1,
  enabled: true,
  ingredientId: 'gin',
};

const server = fetchStub();

beforeEach(() => {
  server.on({
    'GET /api/forecast/restock': MILANO,
    'GET /api/forecast/restock/all': { bars: [MILANO, ROMA] },
    'GET /api/udispenser/bottles/': [CELL],
    'PATCH /api/udispenser/bottles/:id': ({ body }) => body as object,
  });
});

const rowsOf = (section: HTMLElement) =>
  within(section)
    .getAllByTestId('restock-line')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((c) => c.textContent),
    );

describe('restock page', () => {
  it("lists the selected bar's bottles in wall order, with the bottles to bring and the opening", async () => {
    renderBarScreen(<RestockPage />, { bar: BAR, role: 'BARMAN', path: '/restock' });
    const section = await screen.findByRole('region', { name: 'Milano Duomo' });
    expect(rowsOf(section)).toEqual([
      ['D1 (row 1, column 2)', 'Gin', '700 ml', '4/25', 'around 21:40', 'Top up', '1'],
      ['D2 (row 2, column 1)', 'Gin', '700 ml', '1/25', 'around 19:05', 'Replace', '2'],
    ]);
    expect(within(section).getByText(/Open now: .* – 02:00/)).toBeInTheDocument();
    expect(within(section).getByText('Gin 700 ml: 3 bottles')).toBeInTheDocument();
    // a barman reads the list; Set Full is MAINT's
    expect(within(section).queryByRole('button', { name: 'Mark refilled' })).toBeNull();
    expect(server.requests('GET /api/forecast/restock')[0].headers['x-bar']).toBe('bar-1');
  });

  it('marks a bottle refilled through Set Full: the cell as listed, at capacity', async () => {
    renderBarScreen(<RestockPage />, { bar: BAR, role: 'MAINT', path: '/restock' });
    const section = await screen.findByRole('region', { name: 'Milano Duomo' });
    await userEvent.click(within(section).getAllByRole('button', { name: 'Mark refilled' })[1]);
    await screen.findByText('Bottle marked as full');
    const [patch] = server.requests('PATCH /api/udispenser/bottles/:id');
    expect(patch.path).toBe('/api/udispenser/bottles/d2');
    expect(patch.body).toMatchObject({ actualLevel: 25, dispenserCapacity: { id: '700ml' }, barId: 'bar-1' });
    // the list is read again
    await waitFor(() => expect(server.requests('GET /api/forecast/restock').length).toBeGreaterThan(1));
  });

  it("runs a restock over all the user's bars, leaving out the bars with nothing to do", async () => {
    renderBarScreen(<RestockPage />, { bar: BAR, role: 'BARMAN', path: '/restock', url: '/restock?scope=all' });
    expect(await screen.findByText('1 of 2 bars needs bottles; the others last past closing.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Milano Duomo' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Roma Termini' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'This bar' }));
    await waitFor(() => expect(server.requests('GET /api/forecast/restock')).toHaveLength(1));
  });

  it('runs over every bar without a selected bar, and says so in Italian', async () => {
    await i18next.changeLanguage('it');
    try {
      renderScreen(<RestockPage />, { role: 'GUEST', path: '/restock' });
      expect(await screen.findByRole('region', { name: 'Milano Duomo' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Stampa' })).toBeEnabled();
      expect(screen.getByText('Gin 700 ml: 3 bottiglie')).toBeInTheDocument();
      expect(server.requests('GET /api/forecast/restock')).toHaveLength(0);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('downloads the CSV of what it shows', async () => {
    renderBarScreen(<RestockPage />, { bar: BAR, role: 'BARMAN', path: '/restock' });
    server.on({ 'GET /api/forecast/restock/csv': 'Bar,Row\r\n' });
    await screen.findByRole('region', { name: 'Milano Duomo' });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(server.requests('GET /api/forecast/restock/csv')).toHaveLength(1));
  });
});
