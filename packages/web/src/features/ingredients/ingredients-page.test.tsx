import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api-client';
import { IngredientsPage } from './ingredients-page';
import { renderIngredients } from './test/render-ingredients';

vi.mock('../../lib/api-client', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const page = (data: unknown[]) => ({ data, count: data.length, page: 0, perPage: 2 });
const routes = [{ path: '/ingredients/:tabActive', element: <IngredientsPage /> }];

beforeEach(() => {
  apiMock.mockReset();
  apiMock.mockImplementation(async (path: string) => {
    if (path === '/uingredient/bottles/') return page([{ id: 'i1', name: 'Gin Bombay', category: 'Spirits', subCategory: 'Gin', color: '#AABBCC', alcoholPerc: 40, price: 3.5, visible: true }]);
    if (path.startsWith('/uingredient/')) return page([]);
    throw new Error(`unexpected call ${path}`);
  });
});

describe('IngredientsPage tabs', () => {
  it('shows only the tabs whose bar feature is on, in SPEC order', async () => {
    renderIngredients(routes, { path: '/ingredients/bottles', features: { bottles: true, bibs: true, coffee: true } });
    const tabs = await screen.findByRole('tablist', { name: 'Ingredient kinds' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bottles', 'Beverages', 'Flavours', 'Coffee', 'Solubles', 'Milk']);
  });

  it('lists two per page with alcohol to 1 decimal and price to 2', async () => {
    renderIngredients(routes, { path: '/ingredients/bottles', features: { bottles: true } });
    const table = await screen.findByRole('table', { name: 'Bottles' });
    expect(await within(table).findByText('Gin Bombay')).toBeInTheDocument();
    expect(within(table).getByText('40.0')).toBeInTheDocument();
    expect(within(table).getByText('€3.50')).toBeInTheDocument(); // in the bar's currency (EUR when it has none)
    expect(apiMock).toHaveBeenCalledWith('/uingredient/bottles/', expect.objectContaining({ query: { page: 0, perPage: 2 } }));
  });

  it('opens the first tab the bar has when the asked one is switched off', async () => {
    const { router } = renderIngredients(routes, { path: '/ingredients/bottles', features: { leaves: true } });
    expect(await screen.findByRole('tab', { name: 'Leaves', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ingredients/leaves');
  });

  it('gives a BARMAN no Add button', async () => {
    renderIngredients(routes, { path: '/ingredients/bottles', features: { bottles: true }, role: 'BARMAN' });
    await screen.findByText('Gin Bombay');
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it("opens 'Create New Leaf' from the Add button", async () => {
    renderIngredients(routes, { path: '/ingredients/leaves', features: { leaves: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Leaf' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Leaf' })).toBeInTheDocument();
  });
});
