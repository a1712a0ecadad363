import type { GlobalIngredientKind } from '@bar/domain';
import { GLOBAL_INGREDIENT_TABS, type GlobalIngredientTab } from '../../lib/paths';

/** The catalogue's tab segments and their kinds: the coffeeType tab holds the coffee-type kind. */
export const GLOBAL_TAB_KIND: Record<GlobalIngredientTab, GlobalIngredientKind> = {
  bottles: 'bottles',
  beverages: 'beverages',
  flavours: 'flavours',
  garnishes: 'garnishes',
  granulars: 'granulars',
  leaves: 'leaves',
  coffee: 'coffee',
  coffeeType: 'coffee-type',
};

export const isGlobalTab = (tab: string): tab is GlobalIngredientTab => (GLOBAL_INGREDIENT_TABS as readonly string[]).includes(tab);

/** The tab of a kind, for the detail page's breadcrumb. */
export const globalTabOf = (kind: GlobalIngredientKind): GlobalIngredientTab => (kind === 'coffee-type' ? 'coffeeType' : kind);
