import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { CategoriesView } from './categories-page';
import { RecipesView } from './recipes-page';

const BAR = { id: '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e', name: 'Milano Duomo', version: 'ms3.1' as const };
const category = { _id: 'c1', barId: BAR.id, name: 'Aperitivi', color: '#C0392B', price: 9, isCoffee: false, enabled: false, order: 0, recipeCount: 3 };
const recipe = {
  _id: 'r1',
  barId: BAR.id,
  categoryId: 'c1',
  name: 'Negroni',
  price: null,
  effectivePrice: 9,
  coffeeType: null,
  cup: 'Tumbler',
  order: 0,
  valid: false,
  unavailableReasons: [],
  parts: 3,
  ingredients: [
    {
      _id: 'i1',
      ingredientId: null,
      ingredientType: 'Bottle',
      ingredientName: 'Gin',
      quantity: 1,
      action: null,
      color: null,
      alcoholPerc: 40,
      carbonated: null,
    },
  ],
};

const server = fetchStub();

beforeEach(async () => {
  server.on({
    'GET /api/udrink/categories/': { data: [category], count: 1 },
    'GET /api/udrink/categories/c1': category,
    'DELETE /api/udrink/categories/:id': {},
    'GET /api/udrink/recipes/': { data: [recipe], count: 1 },
    'GET /api/uingredient/:kind/byName': [],
  });
  await i18next.changeLanguage('it');
});

describe('the menu in Italian', { timeout: 20_000 }, () => {
  it('names the categories columns in Italian and deletes a category after an Italian confirmation', async () => {
    renderBarScreen(<CategoriesView barId={BAR.id} canManage />, { bar: BAR });
    const row = await screen.findByRole('row', { name: /Aperitivi/ });
    for (const header of ['Posizione', 'Nome', 'Colore', 'Prezzo', 'Caffè', 'Stato', 'Ricette', 'Azioni'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(row).getByText('Disattivata')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sposta su Aperitivi' })).toBeDisabled();

    await userEvent.click(within(row).getByRole('button', { name: 'Elimina Aperitivi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Elimina categoria' }));
    expect(dialog.getByText('Eliminare Aperitivi e le sue 3 ricette?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Categoria eliminata!')).toBeInTheDocument();
    expect(server.requests('DELETE /api/udrink/categories/c1')).toHaveLength(1);
  });

  it('shows a recipe that cannot be made, and the recipe form, in Italian', async () => {
    renderBarScreen(<RecipesView barId={BAR.id} categoryId="c1" canManage canOrder />, { bar: BAR });
    const row = await screen.findByRole('row', { name: /Negroni/ });
    expect(screen.getByRole('columnheader', { name: 'Disponibilità ingredienti' })).toBeInTheDocument();
    expect(within(row).getByLabelText('Non disponibile')).toBeInTheDocument();
    expect(within(row).getByText('Alcuni ingredienti mancano o sono esauriti.')).toBeInTheDocument();

    await userEvent.click(within(row).getByText('Negroni'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifica ricetta' }));
    expect(dialog.getByLabelText('Contatore parti')).toHaveTextContent(/Parti: 1\/14 · Alcol medio: 40[.,]0\s?%/);
    const first = within(dialog.getByRole('group', { name: 'Ingrediente 1' }));
    expect(first.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Bottiglia');
    expect(dialog.getByRole('button', { name: 'Aggiungi ingrediente' })).toBeInTheDocument();
  });
});
