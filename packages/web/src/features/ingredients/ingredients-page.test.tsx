import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub } from '../../test/fetch-stub';
import { IngredientsPage } from './ingredients-page';
import { renderIngredients } from './test/render-ingredients';

const server = fetchStub();
const page = (data: unknown[]) => ({ data, count: data.length, page: 0, perPage: 2 });

beforeEach(() => {
  server.on({
    'GET /api/uingredient/:kind/': page([]),
    'GET /api/uingredient/bottles/': page([
      { id: 'i1', name: 'Gin Bombay', category: 'Spirits', subCategory: 'Gin', color: '#AABBCC', alcoholPerc: 40, price: 3.5, visible: true },
    ]),
  });
});

describe('IngredientsPage tabs', () => {
  it('shows only the tabs whose bar feature is on, in SPEC order', async () => {
    renderIngredients(<IngredientsPage />, { url: '/ingredients/bottles', features: { bottles: true, bibs: true, coffee: true } });
    const tabs = await screen.findByRole('tablist', { name: 'Ingredient kinds' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bottles', 'Beverages', 'Flavours', 'Coffee', 'Solubles', 'Milk']);
  });

  it('lists two per page with alcohol to 1 decimal and price to 2', async () => {
    renderIngredients(<IngredientsPage />, { url: '/ingredients/bottles', features: { bottles: true } });
    const table = await screen.findByRole('table', { name: 'Bottles' });
    expect(await within(table).findByText('Gin Bombay')).toBeInTheDocument();
    expect(within(table).getByText('40.0')).toBeInTheDocument();
    expect(within(table).getByText('€3.50')).toBeInTheDocument(); // in the bar's currency (EUR when it has none)
    expect(server.requests('GET /api/uingredient/bottles/').map((request) => request.query)).toContainEqual({ page: 0, perPage: 2 });
  });

  it('opens the first tab the bar has when the asked one is switched off', async () => {
    const { router } = renderIngredients(<IngredientsPage />, { url: '/ingredients/bottles', features: { leaves: true } });
    expect(await screen.findByRole('tab', { name: 'Leaves', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ingredients/leaves');
  });

  it('gives a BARMAN no Add button', async () => {
    renderIngredients(<IngredientsPage />, { url: '/ingredients/bottles', features: { bottles: true }, role: 'BARMAN' });
    await screen.findByText('Gin Bombay');
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it("opens 'Create New Leaf' from the Add button", async () => {
    renderIngredients(<IngredientsPage />, { url: '/ingredients/leaves', features: { leaves: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Leaf' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Leaf' })).toBeInTheDocument();
  });
});
