import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fetchStub, type StubAnswer } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { RecipesView } from './recipes-page';

/** SPEC §2 Menu: 'Order it!' per row opens 'Order Drink'; a recipe the bar cannot make says why and cannot be ordered. */

const BAR = { id: '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e', name: 'Milano Duomo', version: 'ms3.1' as const };
const CATEGORY = { _id: 'c1', barId: BAR.id, name: 'Classics', color: '#C0392B', price: 9, isCoffee: false, enabled: true, order: 0 };
const ingredient = (n: number, ingredientName: string) => ({
  _id: `i${n}`,
  ingredientId: null,
  ingredientType: 'Bottle',
  ingredientName,
  quantity: 1,
  action: null,
  color: null,
  alcoholPerc: 40,
  carbonated: null,
});
const recipe = (_id: string, name: string, reasons: string[]) => ({
  _id,
  barId: BAR.id,
  categoryId: 'c1',
  name,
  price: null,
  effectivePrice: 9,
  coffeeType: null,
  cup: 'Tumbler',
  order: 0,
  valid: reasons.length === 0,
  unavailableReasons: reasons,
  parts: 2,
  ingredients: [ingredient(1, 'Gin'), ingredient(2, 'Campari')],
});
const EMPTY_CAMPARI = ['Campari: bottle empty'];

const server = fetchStub();
let menu: ReturnType<typeof recipe>[];
let orderAnswer: StubAnswer;

beforeEach(() => {
  menu = [];
  orderAnswer = { _id: 'd1', status: 'open' };
  server.on({
    'GET /api/udrink/categories/c1': CATEGORY,
    'GET /api/udrink/recipes/': () => ({ data: menu, count: menu.length, page: 0, perPage: 10000 }),
    'POST /api/ubar/bars/orderDrink': () => orderAnswer,
  });
});

const orders = () => server.requests('POST /api/ubar/bars/orderDrink');
const render = () => renderBarScreen(<RecipesView barId={BAR.id} categoryId="c1" canManage canOrder />, { bar: BAR, role: 'BARMAN' });

async function openOrderDialog(name: string) {
  const row = await screen.findByRole('row', { name: new RegExp(name) });
  await userEvent.click(within(row).getByRole('button', { name: 'Order it!' }));
  return within(await screen.findByRole('dialog', { name: 'Order Drink' }));
}

describe('ordering from the menu', { timeout: 20_000 }, () => {
  it('shows why a recipe is not available in its row and in the Order dialog, whose Order it! stays disabled', async () => {
    menu = [recipe('r1', 'Negroni', ['Campari: bottle empty', 'Lime: not in a garnish dispenser'])];
    render();
    const row = await screen.findByRole('row', { name: /Negroni/ });
    expect(within(row).getByLabelText('Not available')).toBeInTheDocument();
    expect(within(row).getByText('Campari: bottle empty')).toBeInTheDocument();
    expect(within(row).getByText('Lime: not in a garnish dispenser')).toBeInTheDocument();

    const dialog = await openOrderDialog('Negroni');
    expect(dialog.getByText('Negroni cannot be made now.')).toBeInTheDocument();
    expect(dialog.getByText('Campari: bottle empty')).toBeInTheDocument();
    expect(dialog.getByText('Lime: not in a garnish dispenser')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Order it!' })).toBeDisabled();
    // Enter in the name field does not order it either
    await userEvent.type(dialog.getByRole('textbox', { name: /Name for the Negroni/ }), 'Ann{Enter}');
    expect(orders()).toHaveLength(0);
  });

  it('orders an available recipe with its menu record and the name, and says so', async () => {
    menu = [recipe('r1', 'Negroni', [])];
    render();
    const dialog = await openOrderDialog('Negroni');
    expect(dialog.queryByText(/cannot be made now/)).not.toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name for the Negroni/ }), 'Ann');
    await userEvent.click(dialog.getByRole('button', { name: 'Order it!' }));
    expect(await screen.findByText('Drink Ordered Successfully')).toBeInTheDocument();
    expect(orders()).toHaveLength(1);
    expect(orders()[0].body).toMatchObject({ barId: BAR.id, orderName: 'Ann', recipe: { id: 'r1', name: 'Negroni' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order Drink' })).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog, and follows the menu once it reloads with the reason", async () => {
    menu = [recipe('r1', 'Negroni', [])];
    const { live } = render();
    const dialog = await openOrderDialog('Negroni');
    // the bottle ran out a moment ago: the server refuses and the menu learns it
    orderAnswer = failure(409, 'Negroni cannot be made now: Campari: bottle empty.');
    await userEvent.click(dialog.getByRole('button', { name: 'Order it!' }));
    expect(await dialog.findByText('Negroni cannot be made now: Campari: bottle empty.')).toBeInTheDocument();
    expect(screen.queryByText('Drink Ordered Successfully')).not.toBeInTheDocument();

    menu = [recipe('r1', 'Negroni', EMPTY_CAMPARI)];
    live.emit({ type: 'bar', payload: { _id: BAR.id, menu: { recipes: [{ _id: 'r1', valid: false }] } } }, BAR.id);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Order it!' })).toBeDisabled());
    expect(dialog.getByText('Campari: bottle empty')).toBeInTheDocument();
  });
});

describe('the run-out forecast on the menu', { timeout: 20_000 }, () => {
  const forecast = (recipes: object[]) => ({
    barId: BAR.id,
    barName: BAR.name,
    timeZone: 'UTC',
    now: '2026-06-01T20:00:00.000Z',
    opensAt: '2026-06-01T10:00:00.000Z',
    closesAt: '2026-06-02T02:00:00.000Z',
    openNow: true,
    dispensers: [],
    recipes,
  });
  const negroni = { recipeId: 'r1', name: 'Negroni', categoryId: 'c1', valid: false, runsOutAt: null, ingredientName: null };

  it('offers the closest available recipes instead of one that cannot be made, and switches the order to one', async () => {
    menu = [recipe('r1', 'Negroni', EMPTY_CAMPARI), recipe('r2', 'Gin Tonic', [])];
    server.on({
      'GET /api/forecast/bar': forecast([{ ...negroni, substitutes: [{ recipeId: 'r2', name: 'Gin Tonic', shared: 1 }] }]),
    });
    render();
    const row = await screen.findByRole('row', { name: /Negroni/ });
    expect(await within(row).findByText('Offer instead: Gin Tonic')).toBeInTheDocument();
    const dialog = await openOrderDialog('Negroni');
    await userEvent.click(dialog.getByRole('button', { name: 'Gin Tonic' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Order it!' }));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0].body).toMatchObject({ recipe: { id: 'r2', name: 'Gin Tonic' } });
  });

  it('flags a recipe that will be unavailable before closing, in its row and in the Order dialog', async () => {
    menu = [recipe('r1', 'Negroni', [])];
    server.on({
      'GET /api/forecast/bar': forecast([{ ...negroni, valid: true, runsOutAt: '2026-06-01T22:10:00.000Z', ingredientName: 'Campari', substitutes: [] }]),
    });
    render();
    const row = await screen.findByRole('row', { name: /Negroni/ });
    const flag = 'Unavailable from around 22:10 (Campari runs out)';
    expect(await within(row).findByText(flag)).toBeInTheDocument();
    const dialog = await openOrderDialog('Negroni');
    expect(dialog.getByText(flag)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Order it!' })).toBeEnabled();
  });
});
