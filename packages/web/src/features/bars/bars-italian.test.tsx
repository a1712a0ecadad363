import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { i18next } from '../../lib/i18n/i18n';
import { SessionContext, type SessionValue } from '../../lib/session-context';
import { BarsPage } from './bars-page';

const bar = { _id: 'b1', name: 'Bar Uno', version: 'ms1', open: true, hidden: false, blocked: false, status: 'RUNNING', liveCheck: null, placeName: 'Milano', latitude: 45.46421, longitude: 9.19, createdAt: '2025-01-01T00:00:00.000Z' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

function BarDetail() {
  return <p>Detail of {useParams().id}</p>;
}

beforeEach(async () => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === '/api/ubar/bars/create') return json({ ...bar, _id: 'new1', name: 'Bar Tre', version: 'veloce' });
    return json({ data: [bar], count: 1, page: 0, perPage: 10 });
  });
  vi.stubGlobal('fetch', fetchMock);
  await i18next.changeLanguage('it');
});
afterEach(() => vi.unstubAllGlobals());

describe('the bars list in Italian', { timeout: 30_000 }, () => {
  it('names its columns in Italian and creates a bar through the Italian wizard', async () => {
    const router = createMemoryRouter(
      [
        { path: '/bars', element: <BarsPage /> },
        { path: '/bars/:id', element: <BarDetail /> },
      ],
      { initialEntries: ['/bars'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext.Provider value={{ selectBar: vi.fn() } as unknown as SessionValue}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Impersona Bar Uno' })).toHaveTextContent('Impersona');
    for (const header of ['Nome', 'Versione', 'Località', 'Stato', 'Azioni']) expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo bar' }));
    expect(dialog.getByText('Dati generali')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Bar Tre');
    await userEvent.type(dialog.getByRole('textbox', { name: /Località/ }), 'Torino');
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Latitudine/ }), '45.07049');
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Longitudine/ }), '7.68682');
    await userEvent.click(dialog.getByRole('button', { name: 'Avanti' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Toni Veloce' }));
    expect(dialog.getByLabelText('Riepilogo')).toHaveTextContent('Tipo di bar');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Bar salvato')).toBeInTheDocument();
    expect(await screen.findByText('Detail of new1')).toBeInTheDocument();
  });
});
