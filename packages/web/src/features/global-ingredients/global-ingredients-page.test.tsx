import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { api } from '../../lib/api-client';
import { GlobalIngredientsPage } from './global-ingredients-page';

vi.mock('../../lib/api-client', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/global-ingredients/:tabActive', element: <GlobalIngredientsPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  apiMock.mockReset();
  apiMock.mockImplementation(async (path: string) => {
    if (path === '/uging/coffee-type/create') return { id: 'ct9', name: 'Lungo' };
    if (path.startsWith('/uging/')) return { data: [{ id: 'ct1', name: 'Espresso' }], count: 1, page: 0, perPage: 2 };
    throw new Error(`unexpected call ${path}`);
  });
});

describe('GlobalIngredientsPage', () => {
  it('has the eight catalogue tabs with their SPEC labels', async () => {
    renderPage('/global-ingredients/bottles');
    const tabs = await screen.findByRole('tablist', { name: 'Catalogue kinds' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bottle', 'Beverage', 'Flavour', 'Garnish', 'Granular', 'Leaf', 'Coffee', 'Coffee Type']);
  });

  it("creates a coffee type, says 'Global CoffeeType Saved!' and opens /global-ingredients/coffee-type/{id}", async () => {
    const router = renderPage('/global-ingredients/coffeeType');
    expect(await screen.findByText('Espresso')).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/uging/coffee-type/', expect.objectContaining({ query: { page: 0, perPage: 2 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Coffee Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Coffee Type' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Lungo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Global CoffeeType Saved!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/global-ingredients/coffee-type/ct9');
    expect(apiMock).toHaveBeenCalledWith('/uging/coffee-type/create', expect.objectContaining({ method: 'POST', body: { name: 'Lungo' } }));
  });
});
