import type { BarIngredientKind } from '@bar/domain';

/** Tab labels of /ingredients (SPEC §2 names the tabs by their paths). */
export const BAR_TAB_LABELS: Record<BarIngredientKind, string> = {
  bottles: 'Bottles',
  beverages: 'Beverages',
  flavours: 'Flavours',
  garnishes: 'Garnishes',
  granulars: 'Granulars',
  leaves: 'Leaves',
  coffee: 'Coffee',
  solubles: 'Solubles',
  milk: 'Milk',
};
