import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { IngredientPage } from './ingredient-page';
import { renderIngredients } from './test/render-ingredients';

vi.mock('../../lib/api-client', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const leaf = { id: 'l1', barId: 'b', name: 'Mint', category: 'Leaves', subCategory: '', color: '#2E8B57', price: 0.5, disabled: false, visible: true, globalId: null };
const routes = [{ path: '/ingredients/:kind/:id', element: <IngredientPage /> }];

beforeEach(() => {
  apiMock.mockReset();
});

describe('IngredientPage', () => {
  it("saves the edit form with 'Leaf Saved!' and shows the raw record to SUPERADMIN", async () => {
    apiMock.mockImplementation(async (path: string, options) => {
      if (options?.method === 'PATCH') return { ...leaf, ...(options.body as object) };
      return leaf;
    });
    renderIngredients(routes, { path: '/ingredients/leaves/l1', features: { leaves: true }, role: 'SUPERADMIN' });
    const form = await screen.findByRole('form', { name: 'Edit Leaf' });
    expect(within(form).getByLabelText('Price')).toHaveValue(0.5);
    expect(within(form).getByDisplayValue('0.50')).toBeInTheDocument();
    expect(screen.getByText('Raw Data')).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Spearmint');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Leaf Saved!')).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/uingredient/leaves/l1', expect.objectContaining({ method: 'PATCH', body: expect.objectContaining({ name: 'Spearmint' }) }));
  });

  it('gives a BARMAN a read-only form without Save or raw record', async () => {
    apiMock.mockResolvedValue(leaf);
    renderIngredients(routes, { path: '/ingredients/leaves/l1', features: { leaves: true }, role: 'BARMAN' });
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
    apiMock.mockRejectedValue(new ApiError(500, 'Database unavailable', [], 'Database unavailable'));
    const { router } = renderIngredients(routes, { path: `/ingredients/${kind}/x`, features: { leaves: true, coffee: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
