import { z } from 'zod';
import { INGREDIENT_CATEGORIES, type BarIngredientKind, type GlobalIngredientKind, type GlobalLookupKind } from './kinds.js';
import {
  alcoholPerc,
  category,
  color,
  flavours,
  foamAirSpeed,
  infusionTime,
  ingredientName,
  MILK_DEFAULT_COLOR,
  optionalSubCategory,
  price,
  pumpSpeed,
  requiredSubCategory,
} from './fields.js';

// The fields of each kind (SPEC §3), with the create rules of SPEC §5. Bar versions add disabled,
// visible, price and globalId; patch schemas are derived: every field optional, no defaults.

const globalShapes = {
  bottles: () => ({
    name: ingredientName(),
    category: category(INGREDIENT_CATEGORIES.bottles),
    subCategory: requiredSubCategory(),
    alcoholPerc: alcoholPerc(),
    color: color(),
  }),
  beverages: () => ({
    name: ingredientName(),
    category: category(INGREDIENT_CATEGORIES.beverages),
    subCategory: optionalSubCategory(),
    color: color(),
    alcoholPerc: alcoholPerc(),
    flavours: flavours(),
  }),
  flavours: () => ({ name: ingredientName(), category: category(INGREDIENT_CATEGORIES.flavours) }),
  garnishes: () => ({ name: ingredientName(), category: category(INGREDIENT_CATEGORIES.garnishes), color: color(), subCategory: optionalSubCategory() }),
  granulars: () => ({ name: ingredientName(), category: category(INGREDIENT_CATEGORIES.granulars), color: color(), subCategory: optionalSubCategory() }),
  leaves: () => ({ name: ingredientName(), category: category(INGREDIENT_CATEGORIES.leaves), color: color(), subCategory: optionalSubCategory() }),
  coffee: () => ({
    name: ingredientName(),
    category: category(INGREDIENT_CATEGORIES.coffee),
    color: color(),
    infusionTime: infusionTime(),
    price: price(),
  }),
  'coffee-type': () => ({ name: ingredientName() }),
  solubles: () => ({
    name: ingredientName(),
    category: category(INGREDIENT_CATEGORIES.solubles),
    subCategory: optionalSubCategory(),
    color: color(),
    isVegan: z.boolean().default(false),
    alcoholPerc: alcoholPerc(),
    price: price(),
    flavours: flavours(),
  }),
  milk: () => ({
    name: ingredientName(),
    category: category(INGREDIENT_CATEGORIES.milk),
    color: color().default(MILK_DEFAULT_COLOR),
    isVegan: z.boolean().default(false),
    isHot: z.boolean().default(true),
    alcoholPerc: alcoholPerc(),
    price: price(),
    flavours: flavours(),
    foamAirSpeed: foamAirSpeed(),
    pumpSpeed: pumpSpeed(),
  }),
};

const barExtras = () => ({
  disabled: z.boolean().default(false),
  visible: z.boolean().default(true),
  price: price(),
  /** The catalogue item this one was copied from. */
  globalId: z.uuid('The globalId is not a valid id').nullable().default(null),
});

type Shape = Record<string, z.ZodType>;
type PatchShape<S extends Shape> = { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I> ? I : S[K]> };

/** Every field optional and without its default: only fields sent change. */
function patchOf<S extends Shape>(shape: S) {
  const patch = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema).optional()]),
  );
  return z.object(patch as PatchShape<S>);
}

// Answers are checked loosely: stored rows stay answerable even if a rule gets stricter later.
const flavourView = z.object({ id: z.string(), globalId: z.string().nullable(), name: z.string(), dispensingTime: z.number() });
const viewTypes = {
  name: z.string(),
  category: z.string(),
  subCategory: z.string(),
  color: z.string(),
  alcoholPerc: z.number(),
  price: z.number(),
  infusionTime: z.number(),
  isVegan: z.boolean(),
  isHot: z.boolean(),
  foamAirSpeed: z.number(),
  pumpSpeed: z.number(),
  flavours: z.array(flavourView),
  disabled: z.boolean(),
  visible: z.boolean(),
  globalId: z.string().nullable(),
};
type ViewTypes = typeof viewTypes;
type ViewShape<S extends Shape> = { [K in keyof S & keyof ViewTypes]: ViewTypes[K] };

function viewOf<S extends Shape, E extends Shape>(shape: S, extra: E) {
  const picked = Object.fromEntries(Object.keys(shape).map((key) => [key, viewTypes[key as keyof ViewTypes]]));
  return z.object({ _id: z.string(), ...extra, ...(picked as ViewShape<S>), createdAt: z.string(), updatedAt: z.string() });
}

function globalSchemas<S extends Shape>(shape: S) {
  return { create: z.object(shape), patch: patchOf(shape), view: viewOf(shape, {}) };
}

function barSchemas<S extends Shape>(kindShape: S) {
  const shape = { ...kindShape, ...barExtras() };
  const create = z.object({ ...shape, barId: z.uuid('The bar id is not a valid id').optional() });
  const patch = patchOf(shape);
  return { create, patch, view: viewOf(shape, { barId: z.string() }) };
}

/** Create / patch / view schemas of the global catalogue, per kind (`/api/uging/{kind}`). */
export const globalIngredientSchemas = {
  bottles: globalSchemas(globalShapes.bottles()),
  beverages: globalSchemas(globalShapes.beverages()),
  flavours: globalSchemas(globalShapes.flavours()),
  garnishes: globalSchemas(globalShapes.garnishes()),
  granulars: globalSchemas(globalShapes.granulars()),
  leaves: globalSchemas(globalShapes.leaves()),
  coffee: globalSchemas(globalShapes.coffee()),
  'coffee-type': globalSchemas(globalShapes['coffee-type']()),
  solubles: globalSchemas(globalShapes.solubles()),
  milk: globalSchemas(globalShapes.milk()),
} satisfies Record<GlobalIngredientKind | GlobalLookupKind, unknown>;

/** Create / patch / view schemas of a bar's ingredients, per kind (`/api/uingredient/{kind}`). */
export const barIngredientSchemas = {
  bottles: barSchemas(globalShapes.bottles()),
  beverages: barSchemas(globalShapes.beverages()),
  flavours: barSchemas(globalShapes.flavours()),
  garnishes: barSchemas(globalShapes.garnishes()),
  granulars: barSchemas(globalShapes.granulars()),
  leaves: barSchemas(globalShapes.leaves()),
  coffee: barSchemas(globalShapes.coffee()),
  solubles: barSchemas(globalShapes.solubles()),
  milk: barSchemas(globalShapes.milk()),
} satisfies Record<BarIngredientKind, unknown>;

type GlobalSchemas = typeof globalIngredientSchemas;
type BarSchemas = typeof barIngredientSchemas;
export type GlobalIngredientCreate<K extends keyof GlobalSchemas> = z.input<GlobalSchemas[K]['create']>;
export type GlobalIngredientPatch<K extends keyof GlobalSchemas> = z.input<GlobalSchemas[K]['patch']>;
export type GlobalIngredientView<K extends keyof GlobalSchemas> = z.infer<GlobalSchemas[K]['view']>;
export type BarIngredientCreate<K extends BarIngredientKind> = z.input<BarSchemas[K]['create']>;
export type BarIngredientPatch<K extends BarIngredientKind> = z.input<BarSchemas[K]['patch']>;
export type BarIngredientView<K extends BarIngredientKind> = z.infer<BarSchemas[K]['view']>;

const NAME_LOOKUP_MAX = 120;

/** Query of the name lookups: `name` (required), plus `barId` for the bar lookups. */
export const ingredientLookupQuerySchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(NAME_LOOKUP_MAX, `name is at most ${NAME_LOOKUP_MAX} characters`),
  barId: z.uuid('The bar id is not a valid id').optional(),
});
