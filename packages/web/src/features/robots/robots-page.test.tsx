import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { api } from '../../lib/api-client';
import { i18next } from '../../lib/i18n/i18n';
import { RobotsPage } from './robots-page';
import type { RobotRow } from './api/get-robots';

vi.mock('../../lib/api-client', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const robot = (id: string, tagName: string): RobotRow => ({
  id,
  tagName,
  displayName: `Robot ${tagName}`,
  status: 'IDLE',
  enabled: true,
  barId: null,
  barName: null,
  position: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
});

function renderPage(initial = '/robots') {
  const router = createMemoryRouter([{ path: '/robots', element: <RobotsPage /> }], { initialEntries: [initial] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  apiMock.mockReset();
  apiMock.mockResolvedValue({ data: [robot('r1', 'R1'), robot('r2', 'R2')], count: 5, page: 1, perPage: 2 });
});

describe('RobotsPage', () => {
  it('asks the API for page 1 first, two robots per page, with Id, Name and Display Name', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Robots' });
    expect(within(table).getAllByRole('columnheader').slice(0, 3).map((h) => h.textContent)).toEqual(['Id', 'Name', 'Display Name']);
    expect(await within(table).findByText('Robot R2')).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/uBar/robots/', expect.objectContaining({ query: { page: 1, perPage: 2 } }));
  });

  it('asks for page 2 when the second page is shown', async () => {
    renderPage();
    await screen.findByText('Robot R1');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(apiMock).toHaveBeenCalledWith('/uBar/robots/', expect.objectContaining({ query: { page: 2, perPage: 2 } }));
  });

  it('speaks Italian: title, columns and the create dialog', async () => {
    await i18next.changeLanguage('it');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Robot' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Robot' });
    expect(within(table).getAllByRole('columnheader').slice(0, 3).map((h) => h.textContent)).toEqual(['Id', 'Nome', 'Nome visualizzato']);
    await within(table).findByText('Robot R1');
    await userEvent.click(screen.getByRole('button', { name: /add|aggiungi/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo robot' });
    expect(within(dialog).getByText('Nome tag, es. R1')).toBeInTheDocument();
  });
});
