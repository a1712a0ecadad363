// What a bar form or call may send: field rules, the detail tabs, updates, creation and images.
import { z } from 'zod';
import { BAR_FEATURES, BAR_VERSIONS, CUP_CODES, CURRENCIES, VIZ_THEMES } from '../../constants.js';
import { timeZoneSchema } from '../../time-zone.js';

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} is required` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} is at most ${max} characters`);

const optionalText = (label: string, max = 200) => z.string().trim().max(max, `${label} is at most ${max} characters`).optional();

/** http or https address with a host, as the privacy-policy and website fields need. */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)*(:\d+)?([/?#]\S*)?$/i;
/** 24-hour time of day, e.g. 09:30. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Locale like en_US. */
export const LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;
/** ISO 3166 country code: two letters. */
export const COUNTRY_CODE_PATTERN = /^[A-Za-z]{2}$/;

const httpUrl = (label: string) => requiredText(label, 500).regex(HTTP_URL_PATTERN, `${label} must be a valid http(s) URL`);
const timeOfDay = (label: string) => z.union([z.literal(''), z.string().regex(TIME_OF_DAY_PATTERN, `${label} must be a time like 09:30 (HH:mm)`)]).optional();
const requiredNumber = (label: string) => z.number({ error: `${label} is required` });
const percentage = (label: string) => requiredNumber(label).min(0, `${label} must be 0 to 100`).max(100, `${label} must be 0 to 100`);
/** Amounts on a 0.01 step (rounding fields, fixed costs). */
const money = (label: string) =>
  requiredNumber(label)
    .min(0, `${label} must be 0 or more`)
    .max(1_000_000, `${label} is too large`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label} must have at most 2 decimals`);
const duration = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(600_000, `${label} is too large`)
    .optional();
/** A write-only secret in an update: omitted or '' keeps the stored value, null clears it, text replaces it. */
const secretInput = z.string().trim().max(8000, 'The value is too long').nullable().optional();

export const barFeaturesSchema = z.object(
  Object.fromEntries(BAR_FEATURES.map((f) => [f, z.boolean().default(false)])) as Record<(typeof BAR_FEATURES)[number], z.ZodDefault<z.ZodBoolean>>,
);
export type BarFeatures = z.infer<typeof barFeaturesSchema>;

// ---------------------------------------------------------------------------------------------
// Sections of the bar as the detail form edits them (SPEC §3 fields, SPEC §5 rules).
// ---------------------------------------------------------------------------------------------

/** instanceInfos as the Bar Info tab edits it. Image fields: null removes the image, any text keeps it (files arrive as multipart parts). */
export const instanceInfosSchema = z.object({
  placeName: requiredText('Location'),
  privacyPolicy: httpUrl('Privacy policy'),
  webSite: httpUrl('Website'),
  vatNumber: requiredText('VAT number', 40),
  openingTime: timeOfDay('Opening time'),
  closingTime: timeOfDay('Closing time'),
  coverImage: z.string().nullable().optional(),
  logo: z.string().nullable().optional(),
  logoBW: z.string().nullable().optional(),
});

export const geoPositionSchema = z.object({ lat: coordinate('Latitude', 90), lng: coordinate('Longitude', 180) });

export const barInfoSchema = z.object({
  name: requiredText('Name', 120),
  instanceInfos: instanceInfosSchema,
  geoPosition: geoPositionSchema,
  /** IANA zone of the bar's days and exported dates; bars start in UTC. */
  timeZone: timeZoneSchema.optional(),
});

export const barFeaturesTabSchema = z.object({ features: barFeaturesSchema });

export const barStateSchema = z.object({
  open: z.boolean(),
  theme: z.enum(VIZ_THEMES, { error: 'Theme must be auto, dark or light' }),
  /** SUPERADMIN only. */
  hidden: z.boolean(),
  /** SUPERADMIN only. */
  blocked: z.boolean(),
  /** SUPERADMIN only. */
  enableDrinkBuilder: z.boolean(),
});

export const cupSchema = z.object({
  code: z.enum(CUP_CODES, { error: `Cup code must be one of ${CUP_CODES.join(', ')}` }),
  name: requiredText('Cup name', 80),
  needsMetafork: z.boolean().default(false),
  position: z
    .number({ error: 'Cup position is required' })
    .int('Cup position must be a whole number')
    .min(0, 'Cup position must be 0 or more')
    .max(99, 'Cup position must be at most 99'),
});
export type Cup = z.infer<typeof cupSchema>;

/** Robotic settings: timings and cups. The live flags (dance, ghost, …) are controls, not settings, and are ignored here. */
export const roboticSystemSettingsSchema = z.object({
  bibWashingTime: duration('Bib washing time'),
  shakerWashingTime: duration('Shaker washing time'),
  cutterTime: duration('Cutter time'),
  cupDispenserTime: duration('Cup dispenser time'),
  crusherTime: duration('Crusher time'),
  leavesDispenserTime: duration('Leaves dispenser time'),
  cups: z.array(cupSchema).max(20, 'At most 20 cups').default([]),
});

export const roboticSettingsSchema = z.object({
  conveyors: z
    .number({ error: 'Conveyors must be a number' })
    .int('Conveyors must be a whole number')
    .min(0, 'Conveyors must be 0 or more')
    .max(20, 'Conveyors must be at most 20')
    .optional(),
  roboticSystem: roboticSystemSettingsSchema,
});

export const roundingRuleSchema = z
  .object({ from: money('From'), to: money('To'), roundTo: money('Round to') })
  .refine((r) => r.from <= r.to, { message: 'From must not be greater than To', path: ['to'] });

export const drinkBuilderPricingSchema = z.object({
  fixed: z.boolean().default(false),
  fixedCost: money('Fixed cost').optional(),
  rounding: z.array(roundingRuleSchema).max(50, 'At most 50 rounding rules').default([]),
});

const chargeSchema = (label: string) =>
  z.object({ percentage: percentage(label), included: z.boolean().default(false), showAtCheckout: z.boolean().default(false) });

export const paymentSettingsSchema = z.object({
  currency: z.object({
    currencyNameISO: z.enum(CURRENCIES, { error: 'Local currency is required' }).default('EUR'),
    /** true: symbol left of the amount; false: right. */
    currencySymbolLeft: z.boolean().default(true),
  }),
  taxes: chargeSchema('Tax percentage'),
  tips: chargeSchema('Tip percentage'),
  drinkBuilder: z.object({ alcoholic: drinkBuilderPricingSchema, nonAlcoholic: drinkBuilderPricingSchema }).optional(),
  voucherEnabled: z.boolean().default(false),
  sumUpAffiliateKey: secretInput,
  vantivGateway: z.object({ merchantId: optionalText('Merchant id', 100), password: secretInput }).optional(),
  shift4Gateway: z
    .object({
      authToken: secretInput,
      accessToken: secretInput,
      utgBaseUrl: z.union([z.literal(''), z.string().trim().max(500).regex(HTTP_URL_PATTERN, 'UTG base URL must be a valid http(s) URL')]).optional(),
      utgFingerprint: optionalText('UTG fingerprint', 500),
      destinationPostalCode: optionalText('Destination postal code', 20),
    })
    .optional(),
  satispaySettings: z.object({ publicKey: optionalText('Public key', 8000), privateKey: secretInput, token: secretInput, keyId: secretInput }).optional(),
  adyenGateway: z
    .object({
      apiKey: secretInput,
      clientKey: optionalText('Client key', 500),
      publicKey: optionalText('Public key', 8000),
      pointsOfSale: z.array(z.string().trim().min(1, 'Point of sale is required').max(200)).max(100).default([]),
      merchantAccountPOS: optionalText('Merchant account POS'),
      merchantAccountECOM: optionalText('Merchant account ECOM'),
      countryCode: z.union([z.literal(''), z.string().regex(COUNTRY_CODE_PATTERN, 'Two letters')]).optional(),
      locale: z.union([z.literal(''), z.string().regex(LOCALE_PATTERN, 'example: en_US')]).optional(),
    })
    .optional(),
});
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;

export const paymentTabSchema = z.object({ paymentSettings: paymentSettingsSchema });

export const SERVICE_INTEGRATIONS = ['none', 'udoor', 'uwcreek'] as const;

export const securitySettingsSchema = z.object({
  minAgeForDrink: z
    .number({ error: 'Minimum drinking age is required' })
    .int('Minimum drinking age must be a whole number')
    .min(0, 'Minimum drinking age must be 0 to 99')
    .max(99, 'Minimum drinking age must be 0 to 99'),
  maxAllowedAlcoholPartsEnabled: z.boolean().default(false),
  maxAllowedAlcoholParts: z.number().int('Must be a whole number').min(0, 'Must be 0 to 14').max(14, 'Must be 0 to 14').optional(),
  maxAllowedAlcoholPercEnabled: z.boolean().default(false),
  maxAllowedAlcoholPerc: z.number().min(0, 'Must be 0 to 100').max(100, 'Must be 0 to 100').optional(),
  udoorJwtToken: secretInput,
  serviceNameIntegration: z.enum(SERVICE_INTEGRATIONS, { error: 'Choose none, udoor or uwcreek' }).default('none'),
});

export const securityTabSchema = z.object({ security: securitySettingsSchema });

/** Tabs of the bar detail page, each with its own schema so a form can validate one tab at a time. */
export const BAR_TABS = ['barInfo', 'features', 'state', 'roboticSettings', 'payment', 'security'] as const;
export type BarTab = (typeof BAR_TABS)[number];

export const barTabSchemas = {
  barInfo: barInfoSchema,
  features: barFeaturesTabSchema,
  state: barStateSchema,
  roboticSettings: roboticSettingsSchema,
  payment: paymentTabSchema,
  security: securityTabSchema,
} as const;

/**
 * Body of `PUT /api/ubar/bars/{id}` (the `data` part of the multipart form, or a JSON body).
 * Every top-level key is optional: only the keys sent are changed, and each key sent must be
 * editable by the caller (see BAR_FIELD_PERMISSIONS) or the whole call is refused.
 */
export const barUpdateSchema = z
  .object({
    ...barInfoSchema.shape,
    ...barFeaturesTabSchema.shape,
    ...barStateSchema.shape,
    ...roboticSettingsSchema.shape,
    ...paymentTabSchema.shape,
    ...securityTabSchema.shape,
  })
  .partial();
export type BarUpdateInput = z.infer<typeof barUpdateSchema>;
export type BarUpdateField = keyof BarUpdateInput;

/** First step of bar creation: what every bar must have. */
export const barCreateSchema = z.object({
  name: requiredText('Name', 120),
  version: z.enum(BAR_VERSIONS, { error: 'Choose a bar type' }),
  instanceInfos: z.object({
    placeName: requiredText('Location'),
  }),
  geoPosition: geoPositionSchema,
});
export type BarCreateInput = z.infer<typeof barCreateSchema>;

/** Image slots of a bar; each is one multipart file part of `PUT /api/ubar/bars/{id}`. */
export const BAR_IMAGE_FIELDS = ['coverImage', 'logo', 'logoBW'] as const;
export type BarImageField = (typeof BAR_IMAGE_FIELDS)[number];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 10_000;
