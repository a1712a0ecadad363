import {
  barHasIngredientKind,
  barIngredientSchemas,
  globalIngredientSchemas,
  normalizeIngredient,
  type BarFeature,
  type BarIngredientKind,
  type IngredientKind,
} from '@bar/domain';
import type { Db } from '../db/connection.js';
import { barIngredients, globalIngredients } from '../db/schema.js';
import { findBarFeatures, findBarsByName } from '../bars/repository.js';
import { findBarIngredientByName } from '../ingredients/repository.js';
import { toColumns, withFlavourIds, type FlavourItem, type IngredientValues } from '../ingredients/record.js';
import {
  CATALOGUE_BEVERAGES,
  CATALOGUE_BOTTLES,
  CATALOGUE_COFFEE_TYPES,
  CATALOGUE_COFFEES,
  CATALOGUE_FLAVOURS,
  CATALOGUE_GARNISHES,
  CATALOGUE_GRANULARS,
  CATALOGUE_LEAVES,
  CATALOGUE_MILK,
  CATALOGUE_SOLUBLES,
} from './ingredient-catalogue.js';

type Parser = { parse(v: unknown): IngredientValues };
const flavourItems = (names: string[]) => names.map((name) => ({ name }));

/** The demo catalogue as raw records per kind, checked by the kind's create schema when seeded. */
export function demoCatalogue(): Array<{ kind: IngredientKind; raw: Record<string, unknown> }> {
  return [
    ...CATALOGUE_BOTTLES.map(([name, category, subCategory, alcoholPerc, color]) => ({
      kind: 'bottles' as const,
      raw: { name, category, subCategory, alcoholPerc, color },
    })),
    ...CATALOGUE_BEVERAGES.map(([name, category, subCategory, alcoholPerc, color, flavours]) => ({
      kind: 'beverages' as const,
      raw: { name, category, subCategory, alcoholPerc, color, flavours: flavourItems(flavours) },
    })),
    ...CATALOGUE_FLAVOURS.map(([name, category]) => ({ kind: 'flavours' as const, raw: { name, category } })),
    ...CATALOGUE_GARNISHES.map(([name, subCategory, color]) => ({ kind: 'garnishes' as const, raw: { name, category: 'Garnishes', subCategory, color } })),
    ...CATALOGUE_GRANULARS.map(([name, subCategory, color]) => ({ kind: 'granulars' as const, raw: { name, category: 'Granulars', subCategory, color } })),
    ...CATALOGUE_LEAVES.map(([name, subCategory, color]) => ({ kind: 'leaves' as const, raw: { name, category: 'Leaves', subCategory, color } })),
    ...CATALOGUE_COFFEES.map(([name, color, infusionTime, price]) => ({
      kind: 'coffee' as const,
      raw: { name, category: 'Coffee', color, infusionTime, price },
    })),
    ...CATALOGUE_COFFEE_TYPES.map((name) => ({ kind: 'coffee-type' as const, raw: { name } })),
    ...CATALOGUE_SOLUBLES.map(([name, category, subCategory, color, isVegan, flavours]) => ({
      kind: 'solubles' as const,
      raw: { name, category, subCategory, color, isVegan, flavours: flavourItems(flavours) },
    })),
    ...CATALOGUE_MILK.map(([name, isVegan, isHot, color, foamAirSpeed, pumpSpeed]) => ({
      kind: 'milk' as const,
      raw: { name, category: 'Milk', isVegan, isHot, color, foamAirSpeed, pumpSpeed },
    })),
  ];
}

/** What each demo bar keeps, per kind, by catalogue name; kinds whose feature the bar lacks are skipped. */
const COMMON: Record<BarIngredientKind, string[]> = {
  bottles: [
    'Gin',
    'Vodka',
    'White Rum',
    'Dark Rum',
    'Tequila',
    'Campari',
    'Aperol',
    'Vermouth Rosso',
    'Triple Sec',
    'Coffee Liqueur',
    'Sugar Syrup',
    'Lime Juice',
  ],
  flavours: ['Cherry', 'Vanilla', 'Lime', 'Lemon', 'Peach', 'Elderflower'],
  beverages: ['Soda', 'Tonic', 'Cola', 'Ginger Beer', 'Prosecco', 'Sparkling Water', 'Lager'],
  garnishes: ['Orange', 'Lime', 'Lemon'],
  granulars: ['Cane Sugar', 'Salt', 'Cinnamon'],
  leaves: ['Mint', 'Basil', 'Rosemary'],
  coffee: ['Arabica', 'Robusta', 'Arabica Decaf'],
  solubles: ['Hot Chocolate', 'Matcha Tea', 'Chai Latte'],
  milk: ['Whole Milk', 'Oat Milk', 'Cold Milk'],
};

const EXTRAS: Record<string, Partial<Record<BarIngredientKind, string[]>>> = {
  'Milano Duomo': { bottles: ['London Dry Gin', 'Limoncello', 'Amaretto', 'Grenadine', 'Orange Juice'], garnishes: ['Cucumber'], leaves: ['Sage'] },
  'Roma Termini': { bottles: ['Limoncello', 'Sambuca', 'Amaretto', 'Grenadine'], coffee: ['House Blend'], milk: ['Soy Milk'] },
  'Torino Lingotto': { bottles: ['Vermouth Dry', 'Cognac', 'Angostura Bitters', 'Orange Juice'], solubles: ['White Chocolate'] },
  'Las Vegas Strip': {
    bottles: ['Bourbon', 'Spiced Rum', 'Tequila Reposado', 'Mezcal', 'Cranberry Juice', 'Pineapple Juice', 'Grenadine'],
    flavours: ['Raspberry', 'Strawberry'],
    garnishes: ['Pineapple', 'Strawberry'],
  },
};

/** Items a bar keeps but has switched off or hidden, so both states show in the demo. */
const DISABLED: Record<string, string[]> = {
  'Milano Duomo': ['Amaretto'],
  'Roma Termini': ['Sambuca'],
  'Torino Lingotto': ['Cognac'],
  'Las Vegas Strip': ['Mezcal'],
};
const HIDDEN: Record<string, string[]> = { 'Milano Duomo': ['Grenadine'], 'Las Vegas Strip': ['Grenadine'] };

/** The ingredient names a demo bar keeps of a kind, given its features (empty when the feature is off). */
export function demoBarIngredientNames(barName: string, features: Partial<Record<BarFeature, boolean>>, kind: BarIngredientKind): string[] {
  if (!barHasIngredientKind(features, kind)) return [];
  return [...COMMON[kind], ...(EXTRAS[barName]?.[kind] ?? [])];
}

/** Selling price of a bar item (per part or per cup) by its category. */
function demoPrice(kind: BarIngredientKind, record: IngredientValues): number {
  if (kind === 'coffee') return Number(record.price ?? 1.2);
  if (kind === 'milk') return 0.3;
  if (kind === 'solubles') return 0.8;
  const byCategory: Record<string, number> = { Spirits: 3, Syrups: 0.5, Juices: 1, Wines: 2.5, Beers: 2, Sodas: 1, Water: 0.5 };
  return byCategory[String(record.category)] ?? 0;
}

const key = (kind: string, name: string) => `${kind}:${name.toLowerCase()}`;

/** Seeds the global catalogue (validated by the domain schemas), one insert. Returns its records by kind:name. */
async function seedCatalogue(db: Db): Promise<Map<string, IngredientValues & { _id: string }>> {
  const records = demoCatalogue().map(({ kind, raw }) => {
    const values = normalizeIngredient(kind, (globalIngredientSchemas[kind].create as unknown as Parser).parse(raw));
    if (Array.isArray(values.flavours)) values.flavours = withFlavourIds(values.flavours as FlavourItem[]);
    return { kind, values };
  });
  const rows = await db
    .insert(globalIngredients)
    .values(records.map(({ kind, values }) => ({ ...(toColumns('global', kind, values) as object), kind, name: String(values.name) })))
    .returning({ id: globalIngredients.id, kind: globalIngredients.kind, name: globalIngredients.name });
  const byKey = new Map<string, IngredientValues & { _id: string }>();
  rows.forEach((row, i) => byKey.set(key(row.kind, row.name), { ...records[i].values, _id: row.id }));
  return byKey;
}

function barRecord(barName: string, kind: BarIngredientKind, global: IngredientValues & { _id: string }): IngredientValues {
  const name = String(global.name);
  const { _id, ...fields } = global;
  const raw = {
    ...fields,
    price: demoPrice(kind, global),
    globalId: _id,
    disabled: DISABLED[barName]?.includes(name) ?? false,
    visible: !(HIDDEN[barName]?.includes(name) ?? false),
  };
  return normalizeIngredient(kind, (barIngredientSchemas[kind].create as unknown as Parser).parse(raw));
}

/** Copies each demo bar's ingredients from the catalogue, by its features; beverage flavours point at the bar's own flavours. */
async function seedBar(db: Db, barId: string, barName: string, catalogue: Map<string, IngredientValues & { _id: string }>): Promise<void> {
  const features = (await findBarFeatures(db, barId)) ?? {};
  const pick = (kind: BarIngredientKind) =>
    demoBarIngredientNames(barName, features, kind).map((name) => {
      const global = catalogue.get(key(kind, name));
      if (!global) throw new Error(`Demo ingredient ${kind} "${name}" is not in the demo catalogue.`);
      return barRecord(barName, kind, global);
    });
  const insert = async (kind: BarIngredientKind, records: IngredientValues[]) => {
    if (records.length === 0) return [];
    return db
      .insert(barIngredients)
      .values(records.map((values) => ({ ...(toColumns('bar', kind, values) as object), barId, kind, name: String(values.name) })))
      .returning({ id: barIngredients.id, name: barIngredients.name, globalId: barIngredients.globalId });
  };

  const flavourRows = await insert('flavours', pick('flavours'));
  const barFlavour = new Map(flavourRows.map((f) => [f.name.toLowerCase(), f]));
  const beverages = pick('beverages').map((b) => ({
    ...b,
    // only the catalogue flavours this bar also keeps
    flavours: (b.flavours as FlavourItem[])
      .map((f) => barFlavour.get(f.name.toLowerCase()))
      .filter((f) => f !== undefined)
      .map((f) => ({ id: f.id, globalId: f.globalId, name: f.name, dispensingTime: 0 })),
  }));
  await insert('beverages', beverages);
  for (const kind of ['bottles', 'garnishes', 'granulars', 'leaves', 'coffee'] as const) await insert(kind, pick(kind));
  for (const kind of ['solubles', 'milk'] as const) {
    await insert(
      kind,
      pick(kind).map((r) => ({ ...r, flavours: withFlavourIds(r.flavours as FlavourItem[]) })),
    );
  }
}

/** Seeds the global catalogue and every demo bar's ingredients (demo mode, empty database). */
export async function seedDemoIngredients(db: Db, barNames: string[]): Promise<void> {
  const catalogue = await seedCatalogue(db);
  for (const barName of barNames) {
    const barId = await demoBarId(db, barName);
    if (barId) await seedBar(db, barId, barName, catalogue);
  }
}

async function demoBarId(db: Db, barName: string): Promise<string | undefined> {
  return (await findBarsByName(db, barName)).find((b) => b.name === barName)?._id;
}

/**
 * The id of a demo bar's ingredient, for later seeds (dispensers, menu):
 * `await demoIngredientId(db, 'Milano Duomo', 'bottles', 'Gin')`.
 */
export async function demoIngredientId(db: Db, barName: string, kind: BarIngredientKind, name: string): Promise<string | undefined> {
  const barId = await demoBarId(db, barName);
  if (!barId) return undefined;
  return (await findBarIngredientByName(db, barId, kind, name))?._id as string | undefined;
}
