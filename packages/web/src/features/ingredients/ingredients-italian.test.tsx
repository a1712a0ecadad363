import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { IngredientsPage } from './ingredients-page';
import { renderIngredients } from './test/render-ingredients';

const routes = [{ path: '/ingredients/:tabActive', element: <IngredientsPage /> }];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

beforeEach(async () => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    const data = url.pathname === '/api/uingredient/leaves/' ? [{ _id: 'l1', name: 'Menta', category: 'Herbs', color: '#2ECC71', price: 0.5, visible: true }] : [];
    return json({ data, count: data.length, page: 0, perPage: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
  await i18next.changeLanguage('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('the ingredients in Italian', { timeout: 20_000 }, () => {
  it('names the tabs in Italian and opens the Italian create dialog of the tab', async () => {
    renderIngredients(routes, { path: '/ingredients/leaves', features: { bottles: true, leaves: true, coffee: true } });
    const tabs = await screen.findByRole('tablist', { name: 'Tipi di ingrediente' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bottiglie', 'Foglie', 'Caffè', 'Solubili', 'Latte']);
    const table = await screen.findByRole('table', { name: 'Foglie' });
    expect(await within(table).findByText('Menta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi foglia' }));
    expect(await screen.findByRole('dialog', { name: 'Nuova foglia' })).toBeInTheDocument();
  });

  it('says in Italian that the bar has no ingredient features', async () => {
    renderIngredients(routes, { path: '/ingredients/bottles', features: {} });
    expect(await screen.findByText('Questo bar non ha funzionalità di ingredienti attive.')).toBeInTheDocument();
  });
});
