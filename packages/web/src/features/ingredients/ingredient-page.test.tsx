import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fetchStub } from '../../test/fetch-stub';
import { IngredientPage } from './ingredient-page';
import { renderIngredients } from './test/render-ingredients';

const server = fetchStub();
const leaf = {
  id: 'l1',
  barId: 'b',
  name: 'Mint',
  category: 'Leaves',
  subCategory: '',
  color: '#2E8B57',
  price: 0.5,
  disabled: false,
  visible: true,
  globalId: null,
};
const route = '/ingredients/:kind/:id';

describe('IngredientPage', () => {
  it("saves the edit form with 'Leaf Saved!' and shows the raw record to SUPERADMIN", async () => {
    server.on({
      'GET /api/uingredient/leaves/l1': leaf,
      'PATCH /api/uingredient/leaves/l1': ({ body }) => ({ ...leaf, ...(body as object) }),
    });
    renderIngredients(<IngredientPage />, { route, url: '/ingredients/leaves/l1', features: { leaves: true }, role: 'SUPERADMIN' });
    const form = await screen.findByRole('form', { name: 'Edit Leaf' });
    expect(within(form).getByLabelText('Price')).toHaveValue(0.5);
    expect(within(form).getByDisplayValue('0.50')).toBeInTheDocument();
    expect(screen.getByText('Raw Data')).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Spearmint');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Leaf Saved!')).toBeInTheDocument();
    expect(server.requests('PATCH /api/uingredient/leaves/l1')).toEqual([expect.objectContaining({ body: expect.objectContaining({ name: 'Spearmint' }) })]);
  });

  it('gives a BARMAN a read-only form without Save or raw record', async () => {
    server.on({ 'GET /api/uingredient/leaves/l1': leaf });
    renderIngredients(<IngredientPage />, { route, url: '/ingredients/leaves/l1', features: { leaves: true }, role: 'BARMAN' });
    const form = await screen.findByRole('form', { name: 'Edit Leaf' });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByText('Raw Data')).not.toBeInTheDocument();
  });

  it.each([
    ['leaves', '/ingredients'],
    ['solubles', '/solubles'],
    ['milk', '/milk'],
  ])('a %s that fails to load goes back to %s', async (kind, target) => {
    server.on({ 'GET /api/uingredient/:kind/:id': failure(500, 'Database unavailable') });
    const { router } = renderIngredients(<IngredientPage />, { route, url: `/ingredients/${kind}/x`, features: { leaves: true, coffee: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
