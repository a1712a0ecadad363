import type { BarFeature } from '../constants.js';

/** Every ingredient category (SPEC §9 "all" list). */
export const ALL_INGREDIENT_CATEGORIES = [
  'Basics',
  'Garnishes',
  'Spirits',
  'Sodas',
  'Syrups',
  'Leaves',
  'Granulars',
  'Juices',
  'Beers',
  'Wines',
  'Water',
] as const;

/** Category lists per kind (SPEC §9). Solubles and milk use the "other lists" of §9. */
export const INGREDIENT_CATEGORIES = {
  bottles: ['Beers', 'Juices', 'Sodas', 'Spirits', 'Syrups', 'Wines'],
  beverages: ['Beers', 'Juices', 'Sodas', 'Wines', 'Water'],
  flavours: ['Flavours', 'Solubles'],
  garnishes: ['Garnishes'],
  granulars: ['Granulars'],
  leaves: ['Leaves'],
  coffee: ['Coffee'],
  solubles: ['Coffee', 'Milk', 'Tea', 'Chocolate'],
  milk: ['Milk'],
} as const;

export type CategorisedKind = keyof typeof INGREDIENT_CATEGORIES;

/** Ingredient kinds, keyed as they appear in the URLs (`/uging/{kind}`, `/uingredient/{kind}`). */
export const INGREDIENT_KIND_KEYS = [
  'bottles',
  'beverages',
  'flavours',
  'garnishes',
  'granulars',
  'leaves',
  'coffee',
  'coffee-type',
  'solubles',
  'milk',
] as const;
export type IngredientKind = (typeof INGREDIENT_KIND_KEYS)[number];

export interface IngredientKindInfo {
  kind: IngredientKind;
  /** Singular label of tabs and dialogs ('Create New Bottle'). */
  label: string;
  /** Type name of the '<Type> Saved!' toast (SPEC §8). */
  typeName: string;
  /** Bar feature that must be on for the bar's ingredients of this kind; null: none (global only). */
  feature: BarFeature | null;
  /** Whether the global catalogue has list/detail/create/edit for this kind (SPEC §7 /uging). */
  globalCrud: boolean;
  /** Whether `GET /uging/{kind}/byName` exists. */
  globalLookup: boolean;
  /** Whether bars keep their own ingredients of this kind (SPEC §7 /uingredient). */
  inBar: boolean;
}

export const INGREDIENT_KIND_INFO: Record<IngredientKind, IngredientKindInfo> = {
  bottles: { kind: 'bottles', label: 'Bottle', typeName: 'Bottle', feature: 'bottles', globalCrud: true, globalLookup: true, inBar: true },
  beverages: { kind: 'beverages', label: 'Beverage', typeName: 'Beverage', feature: 'bibs', globalCrud: true, globalLookup: true, inBar: true },
  flavours: { kind: 'flavours', label: 'Flavour', typeName: 'Flavour', feature: 'bibs', globalCrud: true, globalLookup: true, inBar: true },
  garnishes: { kind: 'garnishes', label: 'Garnish', typeName: 'Garnish', feature: 'garnish', globalCrud: true, globalLookup: true, inBar: true },
  granulars: { kind: 'granulars', label: 'Granular', typeName: 'Granular', feature: 'granulars', globalCrud: true, globalLookup: true, inBar: true },
  leaves: { kind: 'leaves', label: 'Leaf', typeName: 'Leaf', feature: 'leaves', globalCrud: true, globalLookup: true, inBar: true },
  coffee: { kind: 'coffee', label: 'Coffee', typeName: 'Coffee', feature: 'coffee', globalCrud: true, globalLookup: true, inBar: true },
  'coffee-type': { kind: 'coffee-type', label: 'Coffee Type', typeName: 'CoffeeType', feature: null, globalCrud: true, globalLookup: false, inBar: false },
  solubles: { kind: 'solubles', label: 'Soluble', typeName: 'Soluble', feature: 'coffee', globalCrud: false, globalLookup: true, inBar: true },
  milk: { kind: 'milk', label: 'Milk', typeName: 'Milk', feature: 'coffee', globalCrud: false, globalLookup: true, inBar: true },
};

/** Kinds of the global catalogue screens, in tab order (SPEC §2). */
export const GLOBAL_INGREDIENT_KINDS = ['bottles', 'beverages', 'flavours', 'garnishes', 'granulars', 'leaves', 'coffee', 'coffee-type'] as const;
/** Kinds with a global name lookup (SPEC §7). */
export const GLOBAL_LOOKUP_KINDS = ['bottles', 'beverages', 'flavours', 'garnishes', 'granulars', 'leaves', 'coffee', 'solubles', 'milk'] as const;
/** Kinds a bar keeps, in tab order (SPEC §2). */
export const BAR_INGREDIENT_KINDS = ['bottles', 'beverages', 'flavours', 'garnishes', 'granulars', 'leaves', 'coffee', 'solubles', 'milk'] as const;

export type GlobalIngredientKind = (typeof GLOBAL_INGREDIENT_KINDS)[number];
export type GlobalLookupKind = (typeof GLOBAL_LOOKUP_KINDS)[number];
export type BarIngredientKind = (typeof BAR_INGREDIENT_KINDS)[number];

/** Whether a bar with these features keeps ingredients of `kind` (SPEC §2 tab features). */
export function barHasIngredientKind(features: Partial<Record<BarFeature, boolean>> | null | undefined, kind: BarIngredientKind): boolean {
  const feature = INGREDIENT_KIND_INFO[kind].feature;
  return feature !== null && Boolean(features?.[feature]);
}

/** The bar ingredient kinds a bar with these features keeps, in tab order. */
export function barIngredientKinds(features: Partial<Record<BarFeature, boolean>> | null | undefined): BarIngredientKind[] {
  return BAR_INGREDIENT_KINDS.filter((kind) => barHasIngredientKind(features, kind));
}
