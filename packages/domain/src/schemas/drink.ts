import { z } from 'zod';
import { DRINK_STATUSES, DRINK_TYPES } from '../drinks.js';
import { idempotencyKeySchema } from '../commands.js';

const recipeIdSchema = z.uuid('The recipe id is not a valid id');
export const ORDER_RECIPE_ID_REQUIRED = 'Choose a recipe of the menu: its id is required';

/**
 * The recipe of an order: the menu's record as `GET /udrink/recipes/` lists it (`_id`), or as the
 * web client renamed it (`id`). Only the id is read; the server takes name, price and ingredients
 * from the menu, so any other field the client sends is ignored.
 */
export const orderRecipeSchema = z
  .object({ _id: recipeIdSchema.optional(), id: recipeIdSchema.optional() }, { error: ORDER_RECIPE_ID_REQUIRED })
  .refine((r) => r._id !== undefined || r.id !== undefined, { message: ORDER_RECIPE_ID_REQUIRED })
  .transform((r) => ({ id: (r._id ?? r.id)! }));

/** Body of `POST /api/ubar/bars/orderDrink` (SPEC §7: recipe plus orderName, bar id, appOrderId). */
export const orderDrinkBodySchema = z.object({
  barId: z.string().optional(),
  recipe: orderRecipeSchema,
  orderName: z.string().trim().max(60, 'The name is at most 60 characters').nullish(),
  appOrderId: z.uuid('appOrderId is not a valid id').nullish(),
  priority: z.boolean().optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type OrderDrinkBody = z.input<typeof orderDrinkBodySchema>;

/** Body of `PATCH /api/uorder/drink/{id}`: exactly one of priority or status. */
export const drinkPatchSchema = z
  .object({
    barId: z.string().optional(),
    priority: z.boolean({ error: 'priority must be true or false' }).optional(),
    status: z.enum(DRINK_STATUSES, { error: `status must be one of ${DRINK_STATUSES.join(', ')}` }).optional(),
  })
  .refine((b) => (b.priority === undefined) !== (b.status === undefined), { message: 'Send either priority or status' });
export type DrinkPatch = z.infer<typeof drinkPatchSchema>;

/** `status` of `GET /api/uorder/drink/`: one status or a comma-separated list. */
export const drinkStatusListSchema = z
  .string({ error: 'status is required' })
  .min(1, 'status is required')
  .max(200)
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(DRINK_STATUSES, { error: `status must be among ${DRINK_STATUSES.join(', ')}` })).min(1, 'status is required'));

/** Sortable and searchable fields of the production tables (`GET /api/uorder/drink/`). */
export const DRINK_LIST_FIELDS = {
  sortable: ['createdAt', 'updatedAt', 'recipe.name', 'recipe.price', 'name', 'type', 'priority', 'status'],
  searchable: ['recipe.name', 'name', 'type', 'priority', 'status', 'recipe.price', 'createdAt', 'updatedAt'],
  types: DRINK_TYPES,
} as const;

/** Production tabs of /production/{tab} and the statuses each lists. */
export const PRODUCTION_TABS = {
  delivered: ['delivered'],
  error: ['error', 'error_ack'],
  canceled: ['canceled'],
} as const;
export type ProductionTab = keyof typeof PRODUCTION_TABS;
