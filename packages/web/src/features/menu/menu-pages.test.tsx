import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import type { CategoryRow, RecipeRow } from './api/menu-types';
import { CategoriesView } from './categories-page';
import { RecipesView } from './recipes-page';

const server = fetchStub();
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };

const category = (id: string, name: string, order: number, extra: Partial<CategoryRow> = {}): CategoryRow => ({
  id,
  barId: 'bar-1',
  name,
  color: '#C0392B',
  price: 9,
  isCoffee: false,
  enabled: true,
  order,
  recipeCount: 0,
  ...extra,
});
const recipe = (id: string, name: string, order: number, extra: Partial<RecipeRow> = {}): RecipeRow => ({
  id,
  barId: 'bar-1',
  categoryId: 'c1',
  name,
  price: null,
  effectivePrice: 9,
  coffeeType: null,
  cup: 'Highball',
  order,
  valid: true,
  unavailableReasons: [],
  parts: 6,
  ingredients: [
    {
      id: 'i1',
      ingredientId: null,
      ingredientType: 'Bottle',
      ingredientName: 'Gin',
      quantity: 2,
      action: null,
      color: null,
      alcoholPerc: 40,
      carbonated: null,
    },
  ],
  ...extra,
});

const SORT_CATEGORIES = 'PATCH /api/udrink/categories/sorting';
const SORT_RECIPES = 'PATCH /api/udrink/recipes/sorting';
const CREATE_RECIPE = 'POST /api/udrink/recipes/create';

describe('Menu categories', { timeout: 20_000 }, () => {
  it('shows the empty text when there is no category', async () => {
    server.on({ 'GET /api/udrink/categories/': { data: [], count: 0 } });
    renderBarScreen(<CategoriesView barId="bar-1" canManage />, { bar });
    expect(await screen.findByText('Click on the "Add" button below to add your first menu category')).toBeInTheDocument();
  });

  it('moving a row by button or Alt+Arrow sends only the rows whose order changed', async () => {
    server.on({
      'GET /api/udrink/categories/': { data: [category('a', 'Classics', 0), category('b', 'Aperitivi', 1), category('c', 'Long Drinks', 2)], count: 3 },
      [SORT_CATEGORIES]: {},
    });
    renderBarScreen(<CategoriesView barId="bar-1" canManage />, { bar });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Long Drinks up' }));
    await waitFor(() => expect(server.requests(SORT_CATEGORIES)).toHaveLength(1));
    expect(server.requests(SORT_CATEGORIES)[0]).toMatchObject({
      body: {
        barId: 'bar-1',
        recipeCategories: [
          { _id: 'c', order: 1 },
          { _id: 'b', order: 2 },
        ],
      },
    });

    const row = screen.getByRole('row', { name: /Classics/ });
    row.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(server.requests(SORT_CATEGORIES)).toHaveLength(2));
  });

  it('gives every row a drag handle, and puts the rows back and says why when saving the order fails', async () => {
    server.on({
      'GET /api/udrink/categories/': { data: [category('a', 'Classics', 0), category('b', 'Aperitivi', 1)], count: 2 },
      [SORT_CATEGORIES]: failure(400, 'Some recipe categories to sort are not in this bar.'),
    });
    renderBarScreen(<CategoriesView barId="bar-1" canManage />, { bar });
    expect(await screen.findByRole('button', { name: 'Drag Classics' })).toHaveAttribute('aria-roledescription', 'sortable');
    expect(screen.getByRole('button', { name: 'Drag Aperitivi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Aperitivi up' }));
    expect(await screen.findByText('Some recipe categories to sort are not in this bar.')).toBeInTheDocument();
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1].textContent);
    await waitFor(() => expect(names()).toEqual(['Classics', 'Aperitivi']));
    expect(server.requests(SORT_CATEGORIES)).toHaveLength(1);
  });

  it('hides Add, Edit, Delete and the arrows from roles below ADMIN', async () => {
    server.on({ 'GET /api/udrink/categories/': { data: [category('a', 'Classics', 0)], count: 1 } });
    renderBarScreen(<CategoriesView barId="bar-1" canManage={false} />, { bar });
    expect(await screen.findByText('Classics')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move Classics/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drag Classics' })).not.toBeInTheDocument();
  });
});

describe('Menu recipes', { timeout: 20_000 }, () => {
  const routes = (recipes: RecipeRow[], extra: Partial<CategoryRow> = {}) => ({
    'GET /api/udrink/categories/c1': category('c1', 'Long Drinks', 0, extra),
    'GET /api/udrink/recipes/': { data: recipes, count: recipes.length },
  });

  it('shows the SPEC columns, availability and parts, and asks with page 0 and perPage 10000', async () => {
    server.on(routes([recipe('r1', 'Gin Tonic', 0), recipe('r2', 'Negroni', 1, { valid: false, parts: 14 })], { isCoffee: true }));
    renderBarScreen(<RecipesView barId="bar-1" categoryId="c1" canManage canOrder />, { bar });
    expect(await screen.findByText('Gin Tonic')).toBeInTheDocument();
    for (const header of ['Name', 'Price', 'Ingredients Avaliability', 'Ingredients List', 'Coffee Category', 'Cup Type', 'Parts'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Negroni/ })).getByLabelText('Not available')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Negroni/ })).toHaveTextContent('14/14');
    expect(server.requests('GET /api/udrink/recipes/')[0].query).toMatchObject({ page: 0, perPage: 10000, categoryId: 'c1' });
  });

  it('shows the red cross once a live message says the recipe can no longer be made', async () => {
    let valid = true;
    server.on({
      'GET /api/udrink/categories/c1': category('c1', 'Long Drinks', 0),
      'GET /api/udrink/recipes/': () => ({ data: [recipe('r1', 'Gin Tonic', 0, { valid })], count: 1 }),
    });
    const { live } = renderBarScreen(<RecipesView barId="bar-1" categoryId="c1" canManage canOrder />, { bar });
    const row = await screen.findByRole('row', { name: /Gin Tonic/ });
    expect(within(row).getByLabelText('Available')).toBeInTheDocument();
    valid = false;
    // a heartbeat carries no menu hint and reloads nothing
    live.emit({ type: 'bar', payload: { _id: 'bar-1', status: 'RUNNING' } }, 'bar-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(screen.getByRole('row', { name: /Gin Tonic/ })).getByLabelText('Available')).toBeInTheDocument();
    live.emit({ type: 'bar', payload: { _id: 'bar-1', menu: { recipes: [{ _id: 'r1', valid: false }] } } }, 'bar-1');
    expect(await within(screen.getByRole('row', { name: /Gin Tonic/ })).findByLabelText('Not available')).toBeInTheDocument();
  });

  it('makes the coffee recipe group a required choice fetched with page 0 and perPage 10000', async () => {
    server.on({
      ...routes([], { isCoffee: true }),
      'GET /api/udrink/coffee-groups/': {
        data: [
          { id: 'g1', name: 'Espresso' },
          { id: 'g2', name: 'Cappuccino' },
        ],
        count: 2,
      },
      [CREATE_RECIPE]: recipe('r9', 'Doppio', 0),
    });
    renderBarScreen(<RecipesView barId="bar-1" categoryId="c1" canManage canOrder />, { bar });
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Recipe' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Doppio');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Coffee recipe group is required')).toBeInTheDocument();
    expect(server.requests(CREATE_RECIPE)).toEqual([]);
    expect(server.requests('GET /api/udrink/coffee-groups/')[0].query).toMatchObject({ page: 0, perPage: 10000 });
    await userEvent.click(dialog.getByRole('combobox', { name: /Coffee Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Espresso' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests(CREATE_RECIPE)).toHaveLength(1));
    expect(server.requests(CREATE_RECIPE)[0].body).toMatchObject({ name: 'Doppio', coffeeType: 'Espresso', categoryId: 'c1' });
  });

  it('sends only the moved recipes when a row moves', async () => {
    server.on({ ...routes([recipe('r1', 'A', 0), recipe('r2', 'B', 1), recipe('r3', 'C', 2), recipe('r4', 'D', 3)]), [SORT_RECIPES]: {} });
    renderBarScreen(<RecipesView barId="bar-1" categoryId="c1" canManage canOrder />, { bar });
    await userEvent.click(await screen.findByRole('button', { name: 'Move B down' }));
    await waitFor(() => expect(server.requests(SORT_RECIPES)).toHaveLength(1));
    expect(server.requests(SORT_RECIPES)[0].body).toEqual({
      barId: 'bar-1',
      recipes: [
        { _id: 'r3', order: 1 },
        { _id: 'r2', order: 2 },
      ],
    });
  });

  it('asks before deleting a recipe and waits for the server: a refusal keeps the question open, a second try deletes', async () => {
    let refuse = true;
    server.on({
      ...routes([recipe('r1', 'Gin Tonic', 0)]),
      'DELETE /api/udrink/recipes/:id': () => (refuse ? failure(409, 'Gin Tonic is in an open order.') : {}),
    });
    renderBarScreen(<RecipesView barId="bar-1" categoryId="c1" canManage canOrder />, { bar });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gin Tonic' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Recipe' }));
    expect(dialog.getByText('Delete Gin Tonic from the menu?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error in Recipe delete! — Gin Tonic is in an open order.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Recipe' })).toBeInTheDocument();

    refuse = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recipe deleted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests('DELETE /api/udrink/recipes/:id')).toEqual([
      expect.objectContaining({ path: '/api/udrink/recipes/r1', body: { id: 'r1', barId: 'bar-1' } }),
      expect.objectContaining({ path: '/api/udrink/recipes/r1', body: { id: 'r1', barId: 'bar-1' } }),
    ]);
  });

  it('shrinks the quantity max as parts fill up and resets a row when its type changes', async () => {
    server.on(routes([]));
    renderBarScreen(<RecipesView barId="bar-1" categoryId="c1" canManage canOrder />, { bar });
    expect(await screen.findByText('Click on the "Add" button below to add your first recipe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Recipe' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Ingredient' }));
    const first = within(dialog.getByRole('group', { name: 'Ingredient 1' }));
    fireEvent.change(first.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '12' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Add Ingredient' }));
    const second = within(dialog.getByRole('group', { name: 'Ingredient 2' }));
    expect(dialog.getByLabelText('Parts counter')).toHaveTextContent('Parts: 13/14');
    expect(second.getByText('max 2')).toBeInTheDocument();
    await userEvent.click(second.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ice' }));
    expect(second.getByRole('combobox', { name: /Ingredient/ })).toHaveValue('Ice');
    expect(second.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    // typing past the max is held at the max
    fireEvent.change(second.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '8' } });
    expect(second.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
  });
});
