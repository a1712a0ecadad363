import type { BarIngredientKind } from '@bar/domain';
import type { FlavourSource } from '../../../components/ingredient-kit/flavours-field';
import { findGlobalIngredients } from '../../../components/ingredient-kit/find-global-ingredients';
import { findIngredientsByName } from '../api/find-ingredients-by-name';

/**
 * Where a bar form's flavour names come from: a beverage takes only the bar's own flavours (the
 * server refuses others); solubles and milk take free text, suggested from the catalogue.
 */
export function barFlavourSource(kind: BarIngredientKind, barId: string): FlavourSource {
  if (kind === 'beverages') {
    return {
      fetch: (text, signal) => findIngredientsByName('flavours', barId, text, signal),
      queryKey: ['ingredients', barId, 'flavours', 'byName'],
      toFlavour: (flavour) => ({ id: flavour.id, globalId: flavour.globalId ?? null, name: flavour.name }),
      allowNew: false,
    };
  }
  return {
    fetch: (text, signal) => findGlobalIngredients('flavours', barId, text, signal),
    queryKey: ['uging', barId, 'flavours', 'byName'],
    toFlavour: (flavour) => ({ id: null, globalId: flavour.id, name: flavour.name }),
    allowNew: true,
  };
}
