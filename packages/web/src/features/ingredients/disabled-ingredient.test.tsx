import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { IngredientsPage } from './ingredients-page';
import { renderIngredients } from './test/render-ingredients';

/** A disabled bar ingredient looks disabled in its list: greyed, with the word Disabled. */

const bottles = [
  { _id: 'i1', name: 'Gin Bombay', category: 'Spirits', subCategory: 'Gin', color: '#AABBCC', alcoholPerc: 40, price: 3.5, visible: true, disabled: false },
  { _id: 'i2', name: 'Campari', category: 'Spirits', subCategory: 'Bitter', color: '#CC0000', alcoholPerc: 25, price: 3, visible: true, disabled: true },
];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      return json({ data: path === '/api/uingredient/bottles/' ? bottles : [], count: 2, page: 0, perPage: 25 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('disabled bar ingredients', () => {
  it('are marked Disabled in the list, the enabled ones are not', async () => {
    renderIngredients([{ path: '/ingredients/:tabActive', element: <IngredientsPage /> }], { path: '/ingredients/bottles', features: { bottles: true } });
    const table = await screen.findByRole('table', { name: 'Bottles' });
    const campari = (await within(table).findByText('Campari')).closest('tr')!;
    expect(within(campari).getByText('Disabled')).toBeInTheDocument();
    const gin = within(table).getByText('Gin Bombay').closest('tr')!;
    expect(within(gin).queryByText('Disabled')).not.toBeInTheDocument();
  });
});
