import {
  barIngredientKinds,
  INGREDIENT_CATEGORIES,
  INGREDIENT_KIND_INFO as DOMAIN_KINDS,
  type BarFeature,
  type BarIngredientKind,
  type GlobalIngredientKind,
  type IngredientKind,
} from '@bar/domain';

export type { BarIngredientKind, GlobalIngredientKind, IngredientKind };

/** Where an ingredient lives: a bar's own list, or the super administrator's catalogue. */
export type IngredientScope = 'bar' | 'global';

/** Which inputs a kind's form shows (SPEC §3); bar-only inputs are added by scope. */
export interface IngredientFieldSet {
  category: boolean;
  /** 'required': asked and required when creating (bottle); 'optional': offered; false: none. */
  subCategory: 'required' | 'optional' | false;
  color: boolean;
  alcoholPerc: boolean;
  flavours: boolean;
  infusionTime: boolean;
  isVegan: boolean;
  milk: boolean;
  /** Price of a catalogue record (coffee); bar records (but flavours) always carry one. */
  globalPrice: boolean;
}

export interface IngredientKindConfig {
  kind: IngredientKind;
  /** Singular label: tab, 'Create New {label}', 'Edit {label}'. */
  label: string;
  /** Name in the save toast, '{typeName} Saved!' (SPEC §8: CoffeeType without a space). */
  typeName: string;
  /** Categories offered (SPEC §9); empty for a kind without category. */
  categories: readonly string[];
  fields: IngredientFieldSet;
}

const base: IngredientFieldSet = {
  category: true,
  subCategory: false,
  color: true,
  alcoholPerc: false,
  flavours: false,
  infusionTime: false,
  isVegan: false,
  milk: false,
  globalPrice: false,
};

const FIELDS: Record<IngredientKind, IngredientFieldSet> = {
  bottles: { ...base, subCategory: 'required', alcoholPerc: true },
  beverages: { ...base, subCategory: 'optional', alcoholPerc: true, flavours: true },
  flavours: { ...base, color: false },
  garnishes: { ...base, subCategory: 'optional' },
  granulars: { ...base, subCategory: 'optional' },
  leaves: { ...base, subCategory: 'optional' },
  coffee: { ...base, infusionTime: true, globalPrice: true },
  solubles: { ...base, subCategory: 'optional', alcoholPerc: true, flavours: true, isVegan: true, globalPrice: true },
  milk: { ...base, alcoholPerc: true, flavours: true, isVegan: true, milk: true, globalPrice: true },
  'coffee-type': { ...base, category: false, color: false },
};

function kindConfig(kind: IngredientKind): IngredientKindConfig {
  const info = DOMAIN_KINDS[kind];
  const categories: readonly string[] = kind === 'coffee-type' ? [] : INGREDIENT_CATEGORIES[kind];
  return { kind, label: info.label, typeName: info.typeName, categories, fields: FIELDS[kind] };
}

/** Every kind's form and labels, driven from one table instead of one page per kind. */
export const INGREDIENT_KIND_CONFIG = Object.fromEntries((Object.keys(FIELDS) as IngredientKind[]).map((kind) => [kind, kindConfig(kind)])) as Record<
  IngredientKind,
  IngredientKindConfig
>;

/** The bar tabs (= kinds, SPEC §2) whose feature the bar has switched on, in screen order. */
export function visibleBarTabs(features: Partial<Record<BarFeature, boolean>> | null | undefined): BarIngredientKind[] {
  return barIngredientKinds(features);
}
