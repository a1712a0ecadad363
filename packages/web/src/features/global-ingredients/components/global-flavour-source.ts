import type { FlavourSource } from '../../../components/ingredient-kit/flavours-field';
import { getGlobalIngredients } from '../api/get-global-ingredients';

/** A catalogue beverage's flavours: suggested from the catalogue's flavours, new names allowed. */
export const globalFlavourSource: FlavourSource = {
  fetch: async (text, signal) => (await getGlobalIngredients('flavours', { page: 0, perPage: 10, search: JSON.stringify({ name: text }) }, signal)).data,
  queryKey: ['uging', 'flavours', 'suggest'],
  toFlavour: (flavour) => ({ id: null, globalId: flavour.id, name: flavour.name }),
  allowNew: true,
};
