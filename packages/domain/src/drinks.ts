import { z } from 'zod';

/** Drink statuses (SPEC §3): the active ones move open → producing → ready → delivering. */
export const ACTIVE_DRINK_STATUSES = ['open', 'producing', 'ready', 'delivering'] as const;
export const FINAL_DRINK_STATUSES = ['delivered', 'error', 'error_ack', 'canceled'] as const;
export const DRINK_STATUSES = [...ACTIVE_DRINK_STATUSES, ...FINAL_DRINK_STATUSES] as const;
export type DrinkStatus = (typeof DRINK_STATUSES)[number];
/** What a bar controller may report; error_ack is set by the console only. */
export const DEVICE_DRINK_STATUSES = ['open', 'producing', 'ready', 'delivering', 'delivered', 'error', 'canceled'] as const;
export type DeviceDrinkStatus = (typeof DEVICE_DRINK_STATUSES)[number];

export const DRINK_TYPES = ['App', 'Kiosk', 'Admin'] as const;
export type DrinkType = (typeof DRINK_TYPES)[number];

export const INGREDIENT_KINDS = ['Bottle', 'Beverage', 'Garnish', 'Granular', 'Leaf', 'Ice', 'Coffee'] as const;

/** The recipe as it was when the drink was ordered: later menu edits never change history. */
export const recipeSnapshotSchema = z.object({
  name: z.string().min(1).max(200),
  price: z.number().min(0).max(1_000_000),
  category: z.string().max(200).default(''),
  ingredients: z
    .array(z.object({ name: z.string().min(1).max(200), quantity: z.number().min(0).max(100), type: z.string().max(40) }))
    .max(30)
    .default([]),
});
export type RecipeSnapshot = z.infer<typeof recipeSnapshotSchema>;

/** A drink as the API and the `drink` live message carry it. */
export const drinkSchema = z.object({
  _id: z.string(),
  barId: z.string(),
  type: z.string(),
  status: z.enum(DRINK_STATUSES),
  priority: z.boolean(),
  color: z.string().nullable(),
  recipe: recipeSnapshotSchema,
  name: z.string().nullable(),
  deliveryPosition: z.number().int().nullable(),
  robotSelection: z.object({ displayName: z.string() }).nullable(),
  appOrderId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Drink = z.infer<typeof drinkSchema>;

/** Order of the statuses a drink passes; a device update never moves a drink backwards. */
export function drinkStatusRank(status: string): number {
  switch (status) {
    case 'open':
      return 0;
    case 'producing':
      return 1;
    case 'ready':
      return 2;
    case 'delivering':
      return 3;
    default:
      return 4;
  }
}
