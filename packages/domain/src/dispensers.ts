import { z } from 'zod';
import { bottleLevelState } from './bar-state.js';
import type { BarFeature } from './constants.js';

/** Bottle sizes (SPEC §9); capacity is in dosing parts, the unit of level and alarm level. */
export const BOTTLE_SIZES = [
  { id: '375ml', description: '375 ml', capacity: 14, metrics: 375, imperial: 12.7, multiple: 'ml', type: 'bottle' },
  { id: '500ml', description: '500 ml', capacity: 18, metrics: 500, imperial: 16.9, multiple: 'ml', type: 'bottle' },
  { id: '700ml', description: '700 ml', capacity: 25, metrics: 700, imperial: 23.7, multiple: 'ml', type: 'bottle' },
  { id: '750ml', description: '750 ml', capacity: 27, metrics: 750, imperial: 25.4, multiple: 'ml', type: 'bottle' },
  { id: '1lt', description: '1 lt', capacity: 37, metrics: 1, imperial: 33.8, multiple: 'lt', type: 'bottle' },
  { id: '1.5l', description: '1.5 l', capacity: 56, metrics: 1.5, imperial: 50.7, multiple: 'lt', type: 'bottle' },
  { id: '1.75lt', description: '1.75 lt', capacity: 66, metrics: 1.75, imperial: 59.2, multiple: 'lt', type: 'bottle' },
] as const;
export type BottleSize = (typeof BOTTLE_SIZES)[number];
export const BOTTLE_SIZE_IDS = BOTTLE_SIZES.map((s) => s.id) as [BottleSize['id'], ...BottleSize['id'][]];
export const bottleSizeById = (id: string): BottleSize | undefined => BOTTLE_SIZES.find((s) => s.id === id);

export const DOSER_TYPES = ['SPIRITS', 'SYRUP'] as const;
export type DoserType = (typeof DOSER_TYPES)[number];

/** Dispenser tabs (SPEC §2) in order, the API path of each and the bar feature it needs. */
export const DISPENSER_TABS = [
  { tab: 'bottles', label: 'Bottles', path: 'bottles', feature: 'bottles' },
  { tab: 'bibs', label: 'Bibs', path: 'bib', feature: 'bibs' },
  { tab: 'granular', label: 'Granular', path: 'granulars', feature: 'granulars' },
  { tab: 'cutter', label: 'Cutter', path: 'garnishes', feature: 'garnish' },
  { tab: 'leaves', label: 'Leaves', path: 'leaves', feature: 'leaves' },
  { tab: 'ice', label: 'Ice', path: 'ice', feature: 'ice' },
  { tab: 'coffee', label: 'Coffee', path: 'coffee', feature: 'coffee' },
] as const satisfies ReadonlyArray<{ tab: string; label: string; path: string; feature: BarFeature }>;
export type DispenserTab = (typeof DISPENSER_TABS)[number]['tab'];
/** API kinds (/api/udispenser/{kind}/). */
export type DispenserKind = (typeof DISPENSER_TABS)[number]['path'];
export const DISPENSER_KINDS = DISPENSER_TABS.map((t) => t.path) as DispenserKind[];

export const DISPENSER_CELL_STATES = ['fake', 'disabled', 'danger', 'warning', 'normal'] as const;
export type DispenserCellState = (typeof DISPENSER_CELL_STATES)[number];

/** A bottle dispenser cell's state (SPEC §4). */
export function dispenserCellState(d: {
  fake?: boolean;
  enabled: boolean;
  ingredientId?: string | null;
  actualLevel: number;
  alarmLevel: number;
  dispenserCapacity: { capacity: number };
}): DispenserCellState {
  if (d.fake) return 'fake';
  if (!d.enabled || !d.ingredientId) return 'disabled';
  const state = bottleLevelState({ enabled: true, level: d.actualLevel, alarmLevel: d.alarmLevel, capacity: d.dispenserCapacity.capacity });
  return state === 'alarm' ? 'danger' : state === 'warning' ? 'warning' : 'normal';
}

/** A bottle's level as people read it: share of the bottle in %, and millilitres when its size is known. */
export function bottleLevelReading(d: { actualLevel: number; dispenserCapacity: { id?: string; capacity: number } }): { percent: number; ml: number | null } {
  const { capacity } = d.dispenserCapacity;
  const share = capacity > 0 ? Math.min(1, Math.max(0, d.actualLevel / capacity)) : 0;
  const size = d.dispenserCapacity.id ? bottleSizeById(d.dispenserCapacity.id) : undefined;
  const bottleMl = size ? size.metrics * (size.multiple === 'lt' ? 1000 : 1) : null;
  return { percent: Math.round(share * 100), ml: bottleMl === null ? null : Math.round(share * bottleMl) };
}

/** Map labels: names longer than 9 characters are cut to 9 plus an ellipsis. */
export const MAP_NAME_LENGTH = 9;
export function shortDispenserName(name: string | null | undefined): string {
  const n = name ?? '';
  return n.length > MAP_NAME_LENGTH ? `${n.slice(0, MAP_NAME_LENGTH)}...` : n;
}

/** A valve shows its flavour, else UNASSIGNED. */
export const valveLabel = (v: { flavourId?: string | null; flavourName?: string | null }) => (v.flavourId ? (v.flavourName ?? '') : 'UNASSIGNED');

export const MANUAL_COMMAND_DEFAULTS = { quantity: 1, dispensingTime: 200 } as const;

const barIdField = { barId: z.string().optional() };
/** A bar ingredient id; '' or null clears the choice. */
const optionalId = (label: string) =>
  z
    .union([z.uuid(`The ${label} id is not a valid id`), z.literal('')])
    .nullable()
    .optional();
const ingredientRef = {
  ingredientId: optionalId('ingredient'),
  ingredient: z.object({ _id: z.string().optional(), name: z.string() }).nullable().optional(),
};
const time = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(600_000, `${label} must be at most 600000`);

/** PATCH /udispenser/bottles/{id}: level and alarm level are parts of the chosen bottle size. */
export const bottleDispenserUpdateSchema = z
  .object({
    ...barIdField,
    ...ingredientRef,
    enabled: z.boolean().optional(),
    dispenserCapacity: z.object({ id: z.enum(BOTTLE_SIZE_IDS, { error: 'Bottle size is required' }) }, { error: 'Bottle size is required' }).passthrough(),
    doserType: z.enum(DOSER_TYPES, { error: 'Doser type must be SPIRITS or SYRUP' }),
    alarmLevel: z.number({ error: 'Alarm level is required' }).min(0, 'Alarm level must be 0 or more'),
    actualLevel: z.number({ error: 'Level is required' }).min(0, 'Level must be 0 or more'),
    estimatedLevel: z.number().min(0).optional(),
  })
  .superRefine((d, ctx) => {
    const size = bottleSizeById(d.dispenserCapacity.id);
    if (!size) return;
    if (d.actualLevel > size.capacity) ctx.addIssue({ code: 'custom', path: ['actualLevel'], message: `Level must be at most ${size.capacity}` });
    if (d.alarmLevel > size.capacity) ctx.addIssue({ code: 'custom', path: ['alarmLevel'], message: `Alarm level must be at most ${size.capacity}` });
  });
export type BottleDispenserUpdate = z.infer<typeof bottleDispenserUpdateSchema>;

/** PATCH /udispenser/valv/{id}: assigns a flavour (or none). */
export const valveUpdateSchema = z.object({ ...barIdField, flavourId: optionalId('flavour'), flavourName: z.string().nullable().optional() });

export const timedDispenserUpdateSchema = z.object({ ...barIdField, ...ingredientRef, dispensingTime: time('Dispensing time') });
export const iceDispenserUpdateSchema = z.object({ ...barIdField, dispensingTime: time('Dispensing time') });
export const coffeeDispenserUpdateSchema = z.object({ ...barIdField, ...ingredientRef, grinderTime: time('Grinder time') });

/** POST /udispenser/valv|ice/{id}/manualCommand. */
export const manualCommandSchema = z.object({
  ...barIdField,
  id: z.string().optional(),
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be 1 or more')
    .max(100, 'Quantity must be at most 100'),
  dispensingTime: time('Dispensing time'),
});
export type ManualCommand = z.infer<typeof manualCommandSchema>;

/** Dispensers as the API answers them (SPEC §3). */
const ingredientView = z.object({ _id: z.string(), name: z.string() }).nullable();
const dispenserBase = { _id: z.string(), barId: z.string(), graphicCode: z.string() };
export const bottleDispenserSchema = z.object({
  ...dispenserBase,
  enabled: z.boolean(),
  fake: z.boolean(),
  row: z.number(),
  column: z.number(),
  dispenserCapacity: z.object({ id: z.string(), description: z.string(), capacity: z.number() }),
  doserType: z.enum(DOSER_TYPES),
  alarmLevel: z.number(),
  estimatedLevel: z.number(),
  actualLevel: z.number(),
  ingredientId: z.string().nullable(),
  ingredient: ingredientView,
});
export type BottleDispenser = z.infer<typeof bottleDispenserSchema>;
export const valveSchema = z.object({ _id: z.string(), graphicCode: z.string(), flavourId: z.string().nullable(), flavourName: z.string().nullable() });
export type Valve = z.infer<typeof valveSchema>;
export const bibDispenserSchema = z.object({
  ...dispenserBase,
  beverageType: z.string(),
  robots: z.array(z.object({ tagName: z.string(), position: z.number() })),
  valveIds: z.array(valveSchema),
});
export type BibDispenser = z.infer<typeof bibDispenserSchema>;
export const timedDispenserSchema = z.object({ ...dispenserBase, dispensingTime: z.number(), ingredientId: z.string().nullable(), ingredient: ingredientView });
export type TimedDispenser = z.infer<typeof timedDispenserSchema>;
export const iceDispenserSchema = z.object({ ...dispenserBase, dispensingTime: z.number() });
export type IceDispenser = z.infer<typeof iceDispenserSchema>;
export const coffeeDispenserSchema = z.object({ ...dispenserBase, grinderTime: z.number(), ingredientId: z.string().nullable(), ingredient: ingredientView });
export type CoffeeDispenser = z.infer<typeof coffeeDispenserSchema>;
