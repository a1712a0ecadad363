import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub } from '../../test/fetch-stub';
import { renderScreen } from '../../test/render-bar-screen';
import { GlobalIngredientsPage } from './global-ingredients-page';

const server = fetchStub();

const renderPage = (url: string) => renderScreen(<GlobalIngredientsPage />, { role: 'SUPERADMIN', path: '/global-ingredients/:tabActive', url }).router;

beforeEach(() => {
  server.on({
    'GET /api/uging/:kind/': { data: [{ id: 'ct1', name: 'Espresso' }], count: 1, page: 0, perPage: 2 },
    'POST /api/uging/coffee-type/create': { id: 'ct9', name: 'Lungo' },
  });
});

describe('GlobalIngredientsPage', () => {
  it('has the eight catalogue tabs with their SPEC labels', async () => {
    renderPage('/global-ingredients/bottles');
    const tabs = await screen.findByRole('tablist', { name: 'Catalogue kinds' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bottle', 'Beverage', 'Flavour', 'Garnish', 'Granular', 'Leaf', 'Coffee', 'Coffee Type']);
  });

  it("creates a coffee type, says 'Global CoffeeType Saved!' and opens /global-ingredients/coffee-type/{id}", async () => {
    const router = renderPage('/global-ingredients/coffeeType');
    expect(await screen.findByText('Espresso')).toBeInTheDocument();
    expect(server.requests('GET /api/uging/coffee-type/').map((request) => request.query)).toContainEqual({ page: 0, perPage: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Add Coffee Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Coffee Type' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Lungo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Global CoffeeType Saved!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/global-ingredients/coffee-type/ct9');
    expect(server.requests('POST /api/uging/coffee-type/create')).toEqual([expect.objectContaining({ body: { name: 'Lungo' } })]);
  });
});
