import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fetchStub } from '../../test/fetch-stub';
import { IngredientsPage } from './ingredients-page';
import { renderIngredients } from './test/render-ingredients';

/** A disabled bar ingredient looks disabled in its list: greyed, with the word Disabled. */

const bottles = [
  { _id: 'i1', name: 'Gin Bombay', category: 'Spirits', subCategory: 'Gin', color: '#AABBCC', alcoholPerc: 40, price: 3.5, visible: true, disabled: false },
  { _id: 'i2', name: 'Campari', category: 'Spirits', subCategory: 'Bitter', color: '#CC0000', alcoholPerc: 25, price: 3, visible: true, disabled: true },
];
const server = fetchStub();

beforeEach(() => {
  server.on({
    'GET /api/uingredient/:kind/': { data: [], count: 2, page: 0, perPage: 25 },
    'GET /api/uingredient/bottles/': { data: bottles, count: 2, page: 0, perPage: 25 },
  });
});

describe('disabled bar ingredients', () => {
  it('are marked Disabled in the list, the enabled ones are not', async () => {
    renderIngredients(<IngredientsPage />, { url: '/ingredients/bottles', features: { bottles: true } });
    const table = await screen.findByRole('table', { name: 'Bottles' });
    const campari = (await within(table).findByText('Campari')).closest('tr')!;
    expect(within(campari).getByText('Disabled')).toBeInTheDocument();
    const gin = within(table).getByText('Gin Bombay').closest('tr')!;
    expect(within(gin).queryByText('Disabled')).not.toBeInTheDocument();
  });
});
