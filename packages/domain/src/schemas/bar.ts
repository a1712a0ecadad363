import { z } from 'zod';
import { BAR_FEATURES, BAR_VERSIONS, VIZ_THEMES } from '../constants.js';

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} is required` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

export const barFeaturesSchema = z.object(
  Object.fromEntries(BAR_FEATURES.map((f) => [f, z.boolean().default(false)])) as Record<
    (typeof BAR_FEATURES)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);
export type BarFeatures = z.infer<typeof barFeaturesSchema>;

export const robotSummarySchema = z.object({
  _id: z.string(),
  tagName: z.string(),
  displayName: z.string(),
  status: z.string(),
  enabled: z.boolean(),
});

/** A bar as lists and the picker show it. */
export const barSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  version: z.enum(BAR_VERSIONS),
  open: z.boolean(),
  hidden: z.boolean(),
  blocked: z.boolean(),
  status: z.string(),
  liveCheck: z.string().nullable(),
  placeName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  createdAt: z.string(),
});
export type BarSummary = z.infer<typeof barSummarySchema>;

/** A bar with its settings, as the detail and current-bar calls answer. */
export const barDetailSchema = barSummarySchema.extend({
  enableDrinkBuilder: z.boolean(),
  theme: z.enum(VIZ_THEMES),
  conveyors: z.number().int(),
  features: barFeaturesSchema,
  instanceInfos: z.record(z.string(), z.unknown()),
  geoPosition: z.object({ lat: z.number(), lng: z.number() }),
  roboticSystem: z.record(z.string(), z.unknown()),
  paymentSettings: z.record(z.string(), z.unknown()),
  security: z.record(z.string(), z.unknown()),
  bottleAlarm: z.array(z.object({ dispenserId: z.string(), ingredientId: z.string() })),
  bottleWarning: z.array(z.object({ dispenserId: z.string(), ingredientId: z.string() })),
  robots: z.array(robotSummarySchema),
});
export type BarDetail = z.infer<typeof barDetailSchema>;

/** First step of bar creation: what every bar must have. */
export const barCreateSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is at most 120 characters'),
  version: z.enum(BAR_VERSIONS, { error: 'Choose a bar type' }),
  instanceInfos: z.object({
    placeName: z.string({ error: 'Location is required' }).trim().min(1, 'Location is required').max(200, 'Location is at most 200 characters'),
  }),
  geoPosition: z.object({ lat: coordinate('Latitude', 90), lng: coordinate('Longitude', 180) }),
});
export type BarCreateInput = z.infer<typeof barCreateSchema>;

/** Per-column filters the bars list accepts. */
export const BAR_LIST_FIELDS = {
  sortable: ['name', 'version', 'placeName', 'latitude', 'longitude', 'createdAt', 'status'],
  searchable: ['name', 'version', 'placeName', 'latitude', 'longitude', 'status'],
} as const;
