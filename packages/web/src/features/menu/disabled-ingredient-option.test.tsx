import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBarScreen } from '../../test/render-bar-screen';
import { RecipeDialog } from './components/recipe-dialog';

/** In the recipe form's ingredient lookup, a disabled bar ingredient looks disabled: greyed and marked. */

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      if (path === '/api/uingredient/bottles/byName') return json([{ _id: 'i1', name: 'Gin' }, { _id: 'i2', name: 'Campari', disabled: true }]);
      return json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('recipe ingredient lookup', { timeout: 60_000 }, () => {
  it('marks a disabled ingredient Disabled, and not the others', async () => {
    renderBarScreen(<RecipeDialog barId="bar-1" categoryId="c1" isCoffee={false} open onClose={() => {}} />, { bar: { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' } });
    const user = userEvent.setup();
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Add Ingredient' }));
    await user.type(within(dialog.getByRole('group', { name: 'Ingredient 1' })).getByRole('combobox', { name: /Ingredient/ }), 'a');
    const campari = await screen.findByRole('option', { name: /Campari/ }, { timeout: 10_000 });
    expect(campari).toHaveTextContent('CampariDisabled');
    expect(screen.getByRole('option', { name: 'Gin' })).not.toHaveTextContent('Disabled');
  });
});
