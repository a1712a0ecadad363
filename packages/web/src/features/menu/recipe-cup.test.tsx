import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub, type StubHandler } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import type { RecipeRow } from './api/menu-types';
import { RecipeDialog } from './components/recipe-dialog';

/** The cup type of a recipe is chosen from the bar's cups (Robotic Settings), not typed. */

const cups = [
  { code: 'DRINK' as const, name: 'Tumbler 33cl', needsMetafork: false, position: 0 },
  { code: 'SHOT' as const, name: 'Shot 4cl', needsMetafork: false, position: 1 },
];
const bar = (barCups = cups) => ({ id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const, roboticSystem: { cups: barCups } });
const existing: RecipeRow = {
  id: 'r1',
  barId: 'bar-1',
  categoryId: 'c1',
  name: 'Mojito',
  price: null,
  effectivePrice: 9,
  coffeeType: null,
  cup: 'Highball',
  order: 0,
  valid: true,
  unavailableReasons: [],
  parts: 2,
  ingredients: [],
};

const server = fetchStub();
const sent = () =>
  server
    .requests()
    .filter((request) => request.method === 'POST' || request.method === 'PATCH')
    .map(({ path, body }) => ({ url: path, body: body as Record<string, unknown> }));
const saved: StubHandler = ({ body }) => ({ ...existing, ...(body as object), _id: 'r9' });

beforeEach(() => {
  server.on({ 'POST /api/udrink/recipes/create': saved, 'PATCH /api/udrink/recipes/:id': saved, 'GET /api/uingredient/:kind/byName': [] });
});

function openDialog(recipe: RecipeRow | null, barCups = cups) {
  renderBarScreen(<RecipeDialog barId="bar-1" categoryId="c1" isCoffee={false} open recipe={recipe} onClose={() => {}} />, { bar: bar(barCups) });
  return within(screen.getByRole('dialog'));
}

describe('recipe cup type', { timeout: 20_000 }, () => {
  it("offers no cup or one of the bar's cups, and sends the one chosen", async () => {
    const dialog = openDialog(null);
    expect(dialog.queryByRole('textbox', { name: 'Cup Type' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Cup Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['No cup', 'Tumbler 33cl', 'Shot 4cl']);
    await userEvent.click(screen.getByRole('option', { name: 'Shot 4cl' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Tequila shot');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ url: '/api/udrink/recipes/create', body: { name: 'Tequila shot', cup: 'Shot 4cl' } });
  });

  it('keeps a cup the bar no longer lists, marked, until another is chosen', async () => {
    const dialog = openDialog(existing);
    const cup = dialog.getByRole('combobox', { name: 'Cup Type' });
    expect(cup).toHaveTextContent("Highball (no longer one of the bar's cups)");
    await userEvent.click(cup);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'No cup',
      'Tumbler 33cl',
      'Shot 4cl',
      "Highball (no longer one of the bar's cups)",
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Tumbler 33cl' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ url: '/api/udrink/recipes/r1', body: { cup: 'Tumbler 33cl' } });
  });

  it('says where cups come from when the bar has none', async () => {
    const dialog = openDialog(null, []);
    expect(dialog.getByText("This bar has no cups yet: add them in the bar's Robotic Settings")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Cup Type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['No cup']);
  });
});
