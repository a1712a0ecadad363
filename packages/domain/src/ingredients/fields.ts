import { z } from 'zod';
import { MAX_FLAVOURS } from '../constants.js';

/** Colours are hex without alpha (SPEC §3): #RRGGBB. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
/** Milk foam-air and pump speeds run 0 to 400 (SPEC §9); the form hint reads '0-400'. */
export const MILK_SPEED_MAX = 400;
export const MILK_SPEED_HINT = '0-400';
export const MILK_DEFAULT_COLOR = '#E1E1E1';
export const NAME_MAX = 120;
export const SUB_CATEGORY_MAX = 80;
export const INFUSION_TIME_MAX = 600;
export const DISPENSING_TIME_MAX = 600_000;
export const PRICE_MAX = 100_000;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} is at most ${max} characters`);

export const ingredientName = () => requiredText('Name', NAME_MAX);

export const category = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'Category is required' : `Category must be one of ${values.join(', ')}`,
  });

export const color = () =>
  z
    .string({ error: 'Color is required' })
    .trim()
    .min(1, { error: 'Color is required', abort: true })
    .regex(HEX_COLOR_PATTERN, 'Color must be a hex colour like #A1B2C3');

export const optionalSubCategory = () => z.string().trim().max(SUB_CATEGORY_MAX, `Sub category is at most ${SUB_CATEGORY_MAX} characters`).default('');
export const requiredSubCategory = () => requiredText('Sub category', SUB_CATEGORY_MAX);

/** A number that becomes 0 when left empty ('' , null or missing), as alcoholPerc and price do (SPEC §5). */
const numberOrZero = (inner: z.ZodNumber) =>
  z
    .union([z.number(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? 0 : v))
    .pipe(inner);

const hasAtMostDecimals = (v: number, decimals: number) => Math.abs(Math.round(v * 10 ** decimals) - v * 10 ** decimals) < 1e-6;

export const alcoholPerc = () => numberOrZero(z.number().min(0, 'Alcohol must be 0 to 100').max(100, 'Alcohol must be 0 to 100'));

export const price = () =>
  numberOrZero(
    z
      .number()
      .min(0, 'Price must be 0 or more')
      .max(PRICE_MAX, 'Price is too large')
      .refine((v) => hasAtMostDecimals(v, 2), 'Price must have at most 2 decimals'),
  );

export const infusionTime = () =>
  z
    .number({ error: 'Infusion time is required' })
    .int('Infusion time must be whole seconds')
    .min(0, `Infusion time must be 0 to ${INFUSION_TIME_MAX} seconds`)
    .max(INFUSION_TIME_MAX, `Infusion time must be 0 to ${INFUSION_TIME_MAX} seconds`);

const speed = (label: string) => {
  const message = `${label} must be ${MILK_SPEED_HINT}`;
  return z.number({ error: message }).int(message).min(0, message).max(MILK_SPEED_MAX, message).default(0);
};
export const foamAirSpeed = () => speed('Foam air speed');
export const pumpSpeed = () => speed('Pump speed');

/** One flavour of a beverage, soluble or milk; a new one starts with dispensingTime 0 (SPEC §5). */
export const flavourItemSchema = z.object({
  /** Global items: the item id (made by the server when missing). Bar beverages: the bar flavour's id. */
  id: z.uuid('The flavour id is not a valid id').optional(),
  globalId: z.uuid('The flavour globalId is not a valid id').nullable().optional(),
  name: requiredText('Flavour name', NAME_MAX),
  dispensingTime: z
    .number({ error: 'Dispensing time must be a number' })
    .int('Dispensing time must be a whole number')
    .min(0, 'Dispensing time must be 0 or more')
    .max(DISPENSING_TIME_MAX, 'Dispensing time is too large')
    .default(0),
});
export type FlavourItemInput = z.input<typeof flavourItemSchema>;

export const flavours = () => z.array(flavourItemSchema).max(MAX_FLAVOURS, `At most ${MAX_FLAVOURS} flavours`).default([]);

/** A new flavour row of a form: a name to fill and dispensingTime 0. */
export function newFlavour(name = ''): { name: string; dispensingTime: number } {
  return { name, dispensingTime: 0 };
}

/** 'Selected Flavours: n/3'. */
export function selectedFlavoursText(count: number): string {
  return `Selected Flavours: ${count}/${MAX_FLAVOURS}`;
}

/** Whether another flavour may be added ('Add Flavour does nothing at 3'). */
export function canAddFlavour(count: number): boolean {
  return count < MAX_FLAVOURS;
}
