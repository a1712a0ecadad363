import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyTally, figuresOf, type Analytics, type AnalyticsFigures } from '@bar/domain';
import { i18next } from '../../lib/i18n/i18n';
import { failure, fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { AnalyticsView } from './analytics-page';

const server = fetchStub();
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const, timeZone: 'Europe/Rome' };
const SALES = 'GET /api/analytics/sales';

const figures = (over: Partial<AnalyticsFigures> = {}): AnalyticsFigures => ({ ...figuresOf(emptyTally()), ...over });

const hours = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  drinks: hour === 21 ? 4 : 0,
  revenue: hour === 21 ? 36 : 0,
  previousDrinks: 0,
  previousRevenue: 0,
}));

const ANALYTICS: Analytics = {
  bars: [{ _id: 'bar-1', name: 'Milano Duomo', timeZone: 'Europe/Rome' }],
  currency: 'EUR',
  current: { from: '2026-03-28', to: '2026-03-29', days: 2 },
  previous: { from: '2026-03-26', to: '2026-03-27', days: 2 },
  totals: {
    current: figures({
      drinks: 6,
      revenue: 44,
      finished: 8,
      errors: 1,
      canceled: 1,
      remakes: 1,
      errorRate: 0.125,
      remakeRate: 0.125,
      averageWaitSeconds: 107.5,
      p90WaitSeconds: 210,
    }),
    previous: figures({ drinks: 2, revenue: 17.5, finished: 3, errors: 1, errorRate: 1 / 3, remakeRate: 0, averageWaitSeconds: 150, p90WaitSeconds: 190 }),
  },
  channels: [
    { channel: 'App', current: figures({ drinks: 3, revenue: 27 }), previous: figures({ drinks: 1, revenue: 9 }) },
    { channel: 'Kiosk', current: figures({ drinks: 3, revenue: 17 }), previous: figures({ drinks: 1, revenue: 8.5 }) },
    { channel: 'Admin', current: figures(), previous: figures() },
  ],
  days: [
    { day: '2026-03-28', drinks: 2, revenue: 18, previousDay: '2026-03-26', previousDrinks: 1, previousRevenue: 8.5 },
    { day: '2026-03-29', drinks: 4, revenue: 26, previousDay: '2026-03-27', previousDrinks: 1, previousRevenue: 9 },
  ],
  hours,
  recipes: [
    { name: 'Negroni', drinks: 3, revenue: 27, previousDrinks: 1, previousRevenue: 9 },
    { name: '=Spritz', drinks: 3, revenue: 17, previousDrinks: 1, previousRevenue: 8.5 },
  ],
};

/** A jsdom Blob's text (jsdom's Blob has no text()). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const render = () => renderBarScreen(<AnalyticsView barId="bar-1" />, { bar });
const lastQuery = () => server.requests(SALES).at(-1)?.query;

describe('Analytics page', { timeout: 20_000 }, () => {
  it("asks for the last 7 days of the selected bar and shows the figures beside the previous period's", async () => {
    server.on({ [SALES]: ANALYTICS });
    render();
    const drinks = await screen.findByText('Drinks', { selector: '[data-figure="drinks"] *' }, { timeout: 5000 });
    const card = drinks.closest('[data-figure]') as HTMLElement;
    expect(within(card).getByText('6')).toBeInTheDocument();
    expect(within(card).getByText('Previous period: 2 (+200%)')).toBeInTheDocument();
    const wait = screen.getByText('Wait, 90th percentile').closest('[data-figure]') as HTMLElement;
    expect(within(wait).getByText('3:30')).toBeInTheDocument();
    expect(within(screen.getByText('Error rate').closest('[data-figure]') as HTMLElement).getByText('12.5%')).toBeInTheDocument();
    expect(screen.getByText(/28\/03\/2026 – 29\/03\/2026, compared with 26\/03\/2026 – 27\/03\/2026/)).toBeInTheDocument();
    const query = lastQuery()!;
    expect(String(query.from)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(server.requests(SALES)[0].headers['x-bar']).toBe('bar-1');
  });

  it('shows the same figures as tables: per channel, day, hour and recipe', async () => {
    server.on({ [SALES]: ANALYTICS });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Table' }, { timeout: 5000 }));
    const perDay = await screen.findByRole('table', { name: 'Per day' });
    const firstDay = within(perDay).getAllByRole('row')[1];
    expect(
      within(firstDay)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '€18.00', '26/03/2026', '1', '€8.50']);
    const byChannel = screen.getByRole('table', { name: 'Figures by sales channel' });
    const revenue = within(byChannel).getByRole('rowheader', { name: 'Revenue' }).closest('tr') as HTMLElement;
    expect(
      within(revenue)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['€44.00', '€17.50', '+151.4%', '€27.00', '€17.00', '€0.00']);
    expect(within(screen.getByRole('table', { name: 'Per hour of the day' })).getByRole('rowheader', { name: '21:00' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Recipes' })).getByRole('rowheader', { name: 'Negroni' })).toBeInTheDocument();
  });

  it('asks again for the days typed, and refuses a range over the export limit', async () => {
    server.on({ [SALES]: ANALYTICS });
    render();
    const show = await screen.findByRole('button', { name: 'Show' }, { timeout: 5000 });
    // the fields hold the last 7 days: each is replaced whole, as a pasted day
    const replace = async (label: string, text: string) => {
      const field = screen.getByLabelText(label);
      await userEvent.click(field);
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.paste(text);
    };
    await replace('From', '01/01/2026');
    await replace('To', '02/04/2026');
    expect(show).toBeDisabled();
    expect(screen.getByText('The date range is at most 3 months.')).toBeInTheDocument();
    await replace('To', '31/01/2026');
    expect(screen.getByLabelText('To')).toHaveValue('31/01/2026');
    await userEvent.click(show);
    await waitFor(() => expect(lastQuery()).toEqual({ from: '01/01/2026', to: '31/01/2026' }));
  });

  it('says when there is nothing to show', async () => {
    server.on({ [SALES]: { ...ANALYTICS, totals: { current: figures(), previous: figures() }, recipes: [] } });
    render();
    expect(await screen.findByText('No drink was finished in these days or in the days before them.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let calls = 0;
    server.on({ [SALES]: () => (++calls === 1 ? failure(503, 'The database is busy.') : ANALYTICS) });
    render();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('The analytics could not be loaded.')).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByText('Previous period: 2 (+200%)')).toBeInTheDocument();
  });

  it('downloads the table view as CSV, text neutralised against spreadsheet formulas', async () => {
    server.on({ [SALES]: ANALYTICS });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:analytics';
      }),
      revokeObjectURL: vi.fn(),
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      render();
      await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 5000 }));
      expect(saved).toEqual(['analytics-2026-03-28-2026-03-29.csv']);
      const text = await readText(blobs[0]);
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Figure,Total This period,Total Previous period,App This period,App Previous period,Kiosk This period,Kiosk Previous period,Admin This period,Admin Previous period',
      );
      expect(lines[1]).toBe('Drinks,6,2,3,1,3,1,0,0');
      expect(lines).toContain('28/03/2026,2,18,26/03/2026,1,8.5');
      expect(lines).toContain("'=Spritz,3,17,1,8.5");
    } finally {
      click.mockRestore();
    }
  });

  it('draws the charts', async () => {
    server.on({ [SALES]: ANALYTICS });
    render();
    for (const title of ['Drinks per day', 'Revenue per day', 'Drinks per hour of the day', 'Drinks by sales channel', 'Best recipes'])
      expect(await screen.findByRole('heading', { name: title }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('reads in Italian', async () => {
    await i18next.changeLanguage('it');
    server.on({ [SALES]: ANALYTICS });
    render();
    expect(await screen.findByText('Bevande', { selector: '[data-figure="drinks"] *' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Periodo precedente: 2 (+200%)')).toBeInTheDocument();
    expect(screen.getByText(/confrontato con 26\/03\/2026 – 27\/03\/2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tabella' }));
    expect(await screen.findByRole('table', { name: 'Dati per canale di vendita' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica CSV' })).toBeEnabled();
  });
});
