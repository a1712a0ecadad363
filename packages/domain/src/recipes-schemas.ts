import { z } from 'zod';
import { MAX_RECIPE_PARTS } from './constants.js';
import { HEX_COLOR_PATTERN, PRICE_MAX } from './ingredients/fields.js';
import { countParts, MAX_PARTS_BY_TYPE, MIN_INGREDIENT_QUANTITY, MIXING_ACTIONS, RECIPE_INGREDIENT_TYPES } from './recipes.js';

// Recipe categories and recipes (SPEC §3) with the rules of SPEC §5/§9. The same schemas check the
// web forms and the server bodies, so a 15-part recipe is refused whatever the client sends.

const NAME_MAX = 120;
const name = () =>
  z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required', abort: true }).max(NAME_MAX, `Name is at most ${NAME_MAX} characters`);

const color = () =>
  z
    .string({ error: 'Color is required' })
    .trim()
    .min(1, { error: 'Color is required', abort: true })
    .regex(HEX_COLOR_PATTERN, 'Color must be a hex colour like #A1B2C3');

const priceNumber = () =>
  z
    .number({ error: 'Price is required' })
    .min(0, 'Price must be 0 or more')
    .max(PRICE_MAX, 'Price is too large')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Price must have at most 2 decimals');

const barId = z.string().optional();

/** Create body of a recipe category: name, color, price required; coffee categories flagged. */
export const recipeCategoryCreateSchema = z.object({
  barId,
  name: name(),
  color: color(),
  price: priceNumber(),
  isCoffee: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type RecipeCategoryCreate = z.input<typeof recipeCategoryCreateSchema>;

export const recipeCategoryPatchSchema = z.object({
  barId,
  name: name().optional(),
  color: color().optional(),
  price: priceNumber().optional(),
  isCoffee: z.boolean().optional(),
  enabled: z.boolean().optional(),
});

export const recipeCategorySchema = z.object({
  _id: z.string(),
  barId: z.string(),
  name: z.string(),
  color: z.string(),
  price: z.number(),
  isCoffee: z.boolean(),
  enabled: z.boolean(),
  order: z.number(),
  recipeCount: z.number().optional(),
});
export type RecipeCategory = z.infer<typeof recipeCategorySchema>;

const sortingItem = z.object({ _id: z.uuid('Each row needs a valid _id'), order: z.number().int('order must be a whole number').min(0).max(1_000_000) });

/** `PATCH /udrink/categories/sorting` (SPEC §7): the rows whose order changed. */
export const categorySortingSchema = z.object({
  barId,
  recipeCategories: z.array(sortingItem, { error: 'recipeCategories must be a list' }).min(1, 'Nothing to sort').max(1000),
});
/** `PATCH /udrink/recipes/sorting`: only the moved rows (SPEC §4). */
export const recipeSortingSchema = z.object({
  barId,
  recipes: z.array(sortingItem, { error: 'recipes must be a list' }).min(1, 'Nothing to sort').max(1000),
});

export const recipeIngredientSchema = z
  .object({
    _id: z.string().max(100).optional(),
    ingredientId: z.uuid('The ingredient id is not a valid id').nullish(),
    ingredientType: z.enum(RECIPE_INGREDIENT_TYPES, { error: `Type must be one of ${RECIPE_INGREDIENT_TYPES.join(', ')}` }),
    ingredientName: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(NAME_MAX),
    quantity: z
      .number({ error: 'Quantity is required' })
      .int('Quantity must be a whole number')
      .min(MIN_INGREDIENT_QUANTITY, `Quantity must be at least ${MIN_INGREDIENT_QUANTITY}`),
    action: z.enum(MIXING_ACTIONS, { error: `Action must be one of ${MIXING_ACTIONS.join(', ')}` }).nullish(),
    color: z.string().max(20).nullish(),
    alcoholPerc: z.number().min(0).max(100).nullish(),
    carbonated: z.boolean().nullish(),
  })
  .superRefine((row, ctx) => {
    const max = MAX_PARTS_BY_TYPE[row.ingredientType];
    if (row.quantity > max) ctx.addIssue({ code: 'custom', path: ['quantity'], message: `${row.ingredientType} is at most ${max} parts` });
  });
export type RecipeIngredient = z.input<typeof recipeIngredientSchema>;

const ingredients = () =>
  z
    .array(recipeIngredientSchema)
    .max(30, 'At most 30 ingredients')
    .superRefine((rows, ctx) => {
      const parts = countParts(rows.map((r) => ({ type: r.ingredientType, quantity: r.quantity })));
      if (parts > MAX_RECIPE_PARTS) ctx.addIssue({ code: 'custom', message: `A recipe has at most ${MAX_RECIPE_PARTS} parts (this one has ${parts})` });
    });

const optionalPrice = () =>
  z
    .union([priceNumber(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

const recipeFields = {
  name: name(),
  price: optionalPrice(),
  coffeeType: z.string().trim().max(NAME_MAX).nullish(),
  cup: z.string().trim().max(NAME_MAX).nullish(),
  ingredients: ingredients(),
};

/** Create body of a recipe: name required, price optional (inherits the category's). */
export const recipeCreateSchema = z.object({
  barId,
  categoryId: z.uuid('Choose a category'),
  ...recipeFields,
  ingredients: recipeFields.ingredients.default([]),
});
export type RecipeCreate = z.input<typeof recipeCreateSchema>;

export const recipePatchSchema = z.object({
  barId,
  categoryId: z.uuid('Choose a category').optional(),
  name: recipeFields.name.optional(),
  // left out keeps the price; null or '' clears it (the recipe then sells at the category's)
  price: z
    .union([priceNumber(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  coffeeType: recipeFields.coffeeType,
  cup: recipeFields.cup,
  ingredients: recipeFields.ingredients.optional(),
});

/** The recipe form (web): the create fields without the category, which the page supplies. */
export const recipeFormSchema = z.object(recipeFields);
export type RecipeForm = z.input<typeof recipeFormSchema>;

/** The recipe form in a coffee category: the coffee recipe group is a required choice (SPEC §5). */
export const coffeeRecipeFormSchema = recipeFormSchema.extend({
  coffeeType: z.string({ error: 'Coffee recipe group is required' }).trim().min(1, 'Coffee recipe group is required').max(NAME_MAX),
});

/** A coffee recipe group a coffee recipe belongs to (the catalogue's coffee types). */
export const coffeeGroupSchema = z.object({ _id: z.string(), name: z.string() });
export type CoffeeGroup = z.infer<typeof coffeeGroupSchema>;

export const recipeSchema = z.object({
  _id: z.string(),
  barId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  price: z.number().nullable(),
  /** The price a drink sells at: its own, else the category's. */
  effectivePrice: z.number(),
  coffeeType: z.string().nullable(),
  cup: z.string().nullable(),
  order: z.number(),
  valid: z.boolean(),
  /** Why the recipe cannot be made now, one line per ingredient ('Campari: bottle empty'); empty when `valid`. */
  unavailableReasons: z.array(z.string()),
  parts: z.number(),
  ingredients: z.array(
    z.object({
      _id: z.string(),
      ingredientId: z.string().nullable(),
      ingredientType: z.string(),
      ingredientName: z.string(),
      quantity: z.number(),
      action: z.string().nullable(),
      color: z.string().nullable(),
      alcoholPerc: z.number().nullable(),
      carbonated: z.boolean().nullable(),
    }),
  ),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** `GET /udrink/recipes/` query: the recipes of one category. */
export const recipeListQuerySchema = z.object({
  barId: z.string().optional(),
  categoryId: z.uuid('categoryId is not a valid id'),
});
