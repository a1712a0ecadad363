import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { RecipeDialog } from './components/recipe-dialog';

/** In the recipe form's ingredient lookup, a disabled bar ingredient looks disabled: greyed and marked. */

const server = fetchStub();

beforeEach(() => {
  server.on({
    'GET /api/uingredient/:kind/byName': [],
    'GET /api/uingredient/bottles/byName': [
      { _id: 'i1', name: 'Gin' },
      { _id: 'i2', name: 'Campari', disabled: true },
    ],
  });
});

describe('recipe ingredient lookup', { timeout: 60_000 }, () => {
  it('marks a disabled ingredient Disabled, and not the others', async () => {
    renderBarScreen(<RecipeDialog barId="bar-1" categoryId="c1" isCoffee={false} open onClose={() => {}} />, {
      bar: { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' },
    });
    const user = userEvent.setup();
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Add Ingredient' }));
    await user.type(within(dialog.getByRole('group', { name: 'Ingredient 1' })).getByRole('combobox', { name: /Ingredient/ }), 'a');
    const campari = await screen.findByRole('option', { name: /Campari/ }, { timeout: 10_000 });
    expect(campari).toHaveTextContent('CampariDisabled');
    expect(screen.getByRole('option', { name: 'Gin' })).not.toHaveTextContent('Disabled');
  });
});
