import type { IngredientKind } from '@bar/domain';

/** A valid create body per kind (without barId), and one field change each for the patch tests. */
export const VALID_BODIES: Record<IngredientKind, Record<string, unknown>> = {
  bottles: { name: 'Test Gin', category: 'Spirits', subCategory: 'Gin', alcoholPerc: 40, color: '#D9E8F0' },
  beverages: { name: 'Test Cola', category: 'Sodas', subCategory: 'Cola', color: '#3B1F0E', alcoholPerc: 0, flavours: [] },
  flavours: { name: 'Test Lemon', category: 'Flavours' },
  garnishes: { name: 'Test Orange Slice', category: 'Garnishes', color: '#FFA500', subCategory: 'Citrus' },
  granulars: { name: 'Test Sugar', category: 'Granulars', color: '#FFFFFF' },
  leaves: { name: 'Test Mint', category: 'Leaves', color: '#3EB489', subCategory: 'Herbs' },
  coffee: { name: 'Test Arabica', category: 'Coffee', color: '#6F4E37', infusionTime: 25, price: 1.5 },
  'coffee-type': { name: 'Test Espresso' },
  solubles: { name: 'Test Cocoa', category: 'Chocolate', color: '#7B3F00', isVegan: true, flavours: [{ name: 'Vanilla' }] },
  milk: { name: 'Test Whole Milk', category: 'Milk', foamAirSpeed: 200, pumpSpeed: 400 },
};

export const PATCHES: Record<IngredientKind, Record<string, unknown>> = {
  bottles: { alcoholPerc: 41.5 },
  beverages: { subCategory: 'Cola Zero' },
  flavours: { category: 'Solubles' },
  garnishes: { color: '#FF8C00' },
  granulars: { subCategory: 'Brown' },
  leaves: { color: '#98FF98' },
  coffee: { infusionTime: 30 },
  'coffee-type': { name: 'Test Ristretto' },
  solubles: { category: 'Tea' },
  milk: { isHot: false },
};

/** Kinds that carry a colour, for the colour rule. */
export const colorKinds: IngredientKind[] = ['bottles', 'beverages', 'garnishes', 'granulars', 'leaves', 'coffee', 'solubles', 'milk'];
