import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { IngredientsPage } from './ingredients-page';
import { renderIngredients } from './test/render-ingredients';

const server = fetchStub();
const leaves = [{ _id: 'l1', name: 'Menta', category: 'Herbs', color: '#2ECC71', price: 0.5, visible: true }];

beforeEach(async () => {
  server.on({
    'GET /api/uingredient/:kind/': { data: [], count: 0, page: 0, perPage: 2 },
    'GET /api/uingredient/leaves/': { data: leaves, count: leaves.length, page: 0, perPage: 2 },
  });
  await i18next.changeLanguage('it');
});

describe('the ingredients in Italian', { timeout: 20_000 }, () => {
  it('names the tabs in Italian and opens the Italian create dialog of the tab', async () => {
    renderIngredients(<IngredientsPage />, { url: '/ingredients/leaves', features: { bottles: true, leaves: true, coffee: true } });
    const tabs = await screen.findByRole('tablist', { name: 'Tipi di ingrediente' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bottiglie', 'Foglie', 'Caffè', 'Solubili', 'Latte']);
    const table = await screen.findByRole('table', { name: 'Foglie' });
    expect(await within(table).findByText('Menta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi foglia' }));
    expect(await screen.findByRole('dialog', { name: 'Nuova foglia' })).toBeInTheDocument();
  });

  it('says in Italian that the bar has no ingredient features', async () => {
    renderIngredients(<IngredientsPage />, { url: '/ingredients/bottles', features: {} });
    expect(await screen.findByText('Questo bar non ha funzionalità di ingredienti attive.')).toBeInTheDocument();
  });
});
