import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub } from '../../../test/fetch-stub';
import { renderBarScreen } from '../../../test/render-bar-screen';
import type { RecipeRow } from '../api/menu-types';
import { RecipeDialog } from './recipe-dialog';

/** SPEC §3: the recipe form computes the average alcohol from its rows' alcoholPerc (seeded recipes carry it). */

const BAR = { id: '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e', name: 'Milano Duomo', version: 'ms3.1' as const };
const VODKA = '00000000-0000-4000-8000-000000000007';
const row = (id: string, ingredientType: string, ingredientName: string, quantity: number, alcoholPerc: number | null) => ({
  id,
  ingredientId: null,
  ingredientType,
  ingredientName,
  quantity,
  action: null,
  color: null,
  alcoholPerc,
  carbonated: null,
});
const NEGRONI: RecipeRow = {
  id: 'r1',
  barId: BAR.id,
  categoryId: 'c1',
  name: 'Negroni',
  price: null,
  effectivePrice: 9,
  coffeeType: null,
  cup: 'Tumbler',
  order: 0,
  valid: true,
  parts: 6,
  ingredients: [
    row('i1', 'Bottle', 'Gin', 1, 40),
    row('i2', 'Bottle', 'Campari', 1, 25),
    row('i3', 'Bottle', 'Vermouth Rosso', 1, 16),
    row('i4', 'Ice', 'Ice', 3, null),
  ],
} as RecipeRow;

const server = fetchStub();

beforeEach(() => {
  server.on({
    'GET /api/uingredient/:kind/byName': [],
    'GET /api/uingredient/bottles/byName': [{ _id: VODKA, name: 'Vodka', color: '#F2F4F4', alcoholPerc: 40 }],
  });
});

describe('recipe form average alcohol', () => {
  it("shows the stored recipe's average and follows a newly chosen ingredient's strength", async () => {
    const user = userEvent.setup();
    renderBarScreen(<RecipeDialog barId={BAR.id} categoryId="c1" isCoffee={false} open recipe={NEGRONI} onClose={vi.fn()} />, { bar: BAR });
    const dialog = await screen.findByRole('dialog', { name: 'Update Recipe' });
    // (40 + 25 + 16 + 3 × 0) / 6 parts
    expect(within(dialog).getByLabelText('Parts counter')).toHaveTextContent('Parts: 6/14 · Average alcohol: 13.5%');

    await user.click(within(dialog).getByRole('button', { name: /Add Ingredient/ }));
    const added = within(dialog).getByRole('group', { name: 'Ingredient 5' });
    await user.type(within(added).getByRole('combobox', { name: /Ingredient/ }), 'Vod');
    await user.click(await screen.findByRole('option', { name: 'Vodka' }, { timeout: 3000 }));
    // (81 + 40) / 7 parts
    expect(within(dialog).getByLabelText('Parts counter')).toHaveTextContent('Parts: 7/14 · Average alcohol: 17.3%');
  });
});
