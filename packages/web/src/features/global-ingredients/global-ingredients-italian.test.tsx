import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { i18next } from '../../lib/i18n/i18n';
import { GlobalIngredientsPage } from './global-ingredients-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(async () => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === '/api/uging/coffee-type/create') return json({ _id: 'ct9', name: 'Lungo' });
    return json({ data: [{ _id: 'ct1', name: 'Espresso' }], count: 1, page: 0, perPage: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
  await i18next.changeLanguage('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('the global ingredients in Italian', { timeout: 20_000 }, () => {
  it('names the catalogue tabs in Italian and creates a coffee type with an Italian confirmation', async () => {
    const router = createMemoryRouter(
      [
        { path: '/global-ingredients/:tabActive', element: <GlobalIngredientsPage /> },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/global-ingredients/coffeeType'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingredienti globali' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Tipi del catalogo' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bottiglia', 'Bevanda', 'Aroma', 'Guarnizione', 'Granulare', 'Foglia', 'Caffè', 'Tipo di caffè']);
    expect(await screen.findByRole('table', { name: 'Elenco globale: tipi di caffè' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi tipo di caffè' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo tipo di caffè' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Nome/ }), 'Lungo');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Tipo di caffè globale salvato!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/global-ingredients/coffee-type/ct9');
  });
});
