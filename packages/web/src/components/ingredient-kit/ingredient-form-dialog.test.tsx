import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { barIngredientSchemas, globalIngredientSchemas } from '@bar/domain';
import { ApiError } from '../../lib/api-error';
import type { FlavourSource } from './flavours-field';
import { IngredientFormDialog, type IngredientFormDialogProps } from './ingredient-form-dialog';
import { INGREDIENT_KIND_CONFIG } from './ingredient-kinds';
import type { IngredientRecord } from './ingredient-record';

const FLAVOUR_IDS = ['7d1c3c8e-1a2b-4c3d-8e9f-0a1b2c3d4e51', '7d1c3c8e-1a2b-4c3d-8e9f-0a1b2c3d4e52', '7d1c3c8e-1a2b-4c3d-8e9f-0a1b2c3d4e53'];
const GLOBAL_GIN = '9a8b7c6d-1234-4abc-9def-0123456789ab';

const flavourSource: FlavourSource = {
  fetch: async (text) =>
    ['Cola', 'Cherry', 'Lime']
      .map((name, index) => ({ id: FLAVOUR_IDS[index], name, globalId: null }))
      .filter((flavour) => flavour.name.toLowerCase().includes(text.toLowerCase())),
  queryKey: ['test', 'flavours'],
  toFlavour: (flavour) => ({ id: flavour.id, globalId: flavour.globalId ?? null, name: flavour.name }),
  allowNew: false,
};

function renderDialog(props: Partial<IngredientFormDialogProps> & Pick<IngredientFormDialogProps, 'config' | 'schema'>) {
  const save = vi.fn(async (_body: Record<string, unknown>) => undefined);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IngredientFormDialog open title={`Create New ${props.config.label}`} scope="bar" save={save} onClose={() => undefined} {...props} />
    </QueryClientProvider>,
  );
  return { save, dialog: screen.getByRole('dialog') };
}

async function pickFlavour(dialog: HTMLElement, index: number, text: string) {
  const input = within(dialog).getByRole('combobox', { name: `Flavour ${index}` });
  await userEvent.type(input, text);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(text, 'i') }));
}

describe('IngredientFormDialog', () => {
  it('takes three flavours and refuses a fourth', async () => {
    const config = INGREDIENT_KIND_CONFIG.beverages;
    const { dialog, save } = renderDialog({ config, schema: barIngredientSchemas.beverages.create, flavourSource });
    const add = within(dialog).getByRole('button', { name: 'Add Flavour' });
    expect(within(dialog).getByText('Selected Flavours: 0/3')).toBeInTheDocument();
    for (const [index, name] of ['Cola', 'Cherry', 'Lime'].entries()) {
      await userEvent.click(add);
      await pickFlavour(dialog, index + 1, name);
    }
    expect(within(dialog).getByText('Selected Flavours: 3/3')).toBeInTheDocument();
    fireEvent.click(add);
    expect(within(dialog).getByText('Selected Flavours: 3/3')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Flavour 4' })).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'House Cola');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sodas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toMatchObject({
      name: 'House Cola',
      category: 'Sodas',
      alcoholPerc: 0,
      price: 0,
      flavours: [
        { id: FLAVOUR_IDS[0], name: 'Cola', dispensingTime: 0 },
        { id: FLAVOUR_IDS[1], name: 'Cherry', dispensingTime: 0 },
        { id: FLAVOUR_IDS[2], name: 'Lime', dispensingTime: 0 },
      ],
    });
  }, 30_000);

  it('fills a new bottle from the catalogue and sets its price back to 0', async () => {
    const gin: IngredientRecord = {
      id: GLOBAL_GIN,
      name: 'Gin Tanqueray',
      category: 'Spirits',
      subCategory: 'Gin',
      color: '#DDEEFF',
      alcoholPerc: 43.1,
      price: 12,
    };
    const fetchGlobal = vi.fn(async () => [gin]);
    const config = INGREDIENT_KIND_CONFIG.bottles;
    const { dialog, save } = renderDialog({
      config,
      schema: barIngredientSchemas.bottles.create,
      globalLookup: { fetch: fetchGlobal, queryKey: ['test', 'global'] },
    });
    await userEvent.type(within(dialog).getByLabelText('Price'), '5');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Name/ }), 'tanq');
    await userEvent.click(await screen.findByRole('option', { name: 'Gin Tanqueray' }));
    expect(fetchGlobal).toHaveBeenCalledWith('tanq', expect.anything());
    expect(within(dialog).getByRole('textbox', { name: /^Color/ })).toHaveValue('#DDEEFF');
    expect(within(dialog).getByLabelText('Alcohol %')).toHaveValue(43.1);
    expect(within(dialog).getByLabelText('Price')).toHaveValue(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toMatchObject({
      name: 'Gin Tanqueray',
      category: 'Spirits',
      subCategory: 'Gin',
      color: '#DDEEFF',
      alcoholPerc: 43.1,
      price: 0,
      globalId: GLOBAL_GIN,
    });
  });

  it('offers Add "{text}" for a name the catalogue does not have, and shows a failed lookup', async () => {
    const fetchGlobal = vi.fn(async (): Promise<IngredientRecord[]> => {
      throw new ApiError(500, 'Internal Server Error', [], 'Catalogue unavailable');
    });
    const config = INGREDIENT_KIND_CONFIG.leaves;
    const { dialog } = renderDialog({ config, schema: barIngredientSchemas.leaves.create, globalLookup: { fetch: fetchGlobal, queryKey: ['test', 'fail'] } });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Name/ }), 'Mint');
    expect(await within(dialog).findByText('Catalogue unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Add "Mint"' })).toBeInTheDocument();
  });

  it('refuses a milk pump speed above 400 and sends isVegan only for the Milk category', async () => {
    const config = INGREDIENT_KIND_CONFIG.milk;
    const { dialog, save } = renderDialog({ config, schema: barIngredientSchemas.milk.create, flavourSource: { ...flavourSource, allowNew: true } });
    expect(within(dialog).getByRole('textbox', { name: /^Color/ })).toHaveValue('#E1E1E1');
    expect(within(dialog).getByRole('checkbox', { name: 'Hot' })).toBeChecked();
    expect(within(dialog).getAllByText('0-400')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Oat Milk');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Vegan' }));
    const pump = within(dialog).getByLabelText('Pump Speed');
    await userEvent.clear(pump);
    await userEvent.type(pump, '401');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Pump speed must be 0-400')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await userEvent.clear(pump);
    await userEvent.type(pump, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toMatchObject({
      name: 'Oat Milk',
      category: 'Milk',
      isVegan: true,
      isHot: true,
      pumpSpeed: 400,
      foamAirSpeed: 0,
      color: '#E1E1E1',
    });
  });

  it('shows nothing after a failed save but enables Save again', async () => {
    const config = INGREDIENT_KIND_CONFIG['coffee-type'];
    const save = vi.fn(async () => {
      throw new ApiError(409, 'A coffee type named "Lungo" already exists.', [], 'A coffee type named "Lungo" already exists.');
    });
    const { dialog } = renderDialog({ config, scope: 'global', schema: globalIngredientSchemas['coffee-type'].create, save });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Lungo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
  });
});
