// Bars as the API answers them: list rows, the detail with secrets redacted, name matches.
import { z } from 'zod';
import { BAR_VERSIONS, CURRENCIES, VIZ_THEMES } from '../../constants.js';
import { SERVICE_INTEGRATIONS, barFeaturesSchema, cupSchema } from './input.js';

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

const isSet = z.boolean();

export const instanceInfosViewSchema = z.object({
  placeName: z.string(),
  privacyPolicy: z.string().optional(),
  webSite: z.string().optional(),
  vatNumber: z.string().optional(),
  openingTime: z.string().optional(),
  closingTime: z.string().optional(),
  /** URL of the image (GET, no auth needed) or absent. */
  coverImage: z.string().optional(),
  logo: z.string().optional(),
  logoBW: z.string().optional(),
});

export const roboticSystemViewSchema = z.object({
  danceMode: z.boolean().optional(),
  ghostMode: z.boolean().optional(),
  maintenanceMode: z.boolean().optional(),
  automaticConveyor: z.boolean().optional(),
  cupError: z.boolean().optional(),
  /** Reported by the bar controller: safety fences open until restored, emergency stop engaged. */
  fencesOpen: z.boolean().optional(),
  emergency: z.boolean().optional(),
  bibWashingTime: z.number().optional(),
  shakerWashingTime: z.number().optional(),
  cutterTime: z.number().optional(),
  cupDispenserTime: z.number().optional(),
  crusherTime: z.number().optional(),
  leavesDispenserTime: z.number().optional(),
  cups: z.array(cupSchema).default([]),
});

const chargeViewSchema = z.object({ percentage: z.number(), included: z.boolean(), showAtCheckout: z.boolean() });
const drinkBuilderPricingViewSchema = z.object({
  fixed: z.boolean(),
  fixedCost: z.number().optional(),
  rounding: z.array(z.object({ from: z.number(), to: z.number(), roundTo: z.number() })),
});

/**
 * Payment settings as answered. Gateways and `sumUpAffiliateKeySet` are only present for MSADMIN
 * and above; secrets appear as `<name>Set` flags; `shift4Gateway.accessToken` and
 * `satispaySettings.keyId` are the read-only values once obtained.
 */
export const paymentSettingsViewSchema = z.object({
  currency: z.object({ currencyNameISO: z.enum(CURRENCIES), currencySymbolLeft: z.boolean() }),
  taxes: chargeViewSchema,
  tips: chargeViewSchema,
  drinkBuilder: z.object({ alcoholic: drinkBuilderPricingViewSchema, nonAlcoholic: drinkBuilderPricingViewSchema }).optional(),
  voucherEnabled: z.boolean(),
  sumUpAffiliateKeySet: isSet.optional(),
  vantivGateway: z.object({ merchantId: z.string().optional(), passwordSet: isSet }).optional(),
  shift4Gateway: z
    .object({
      authTokenSet: isSet,
      accessTokenSet: isSet,
      accessToken: z.string().optional(),
      utgBaseUrl: z.string().optional(),
      utgFingerprint: z.string().optional(),
      destinationPostalCode: z.string().optional(),
    })
    .optional(),
  satispaySettings: z
    .object({ publicKey: z.string().optional(), privateKeySet: isSet, tokenSet: isSet, keyIdSet: isSet, keyId: z.string().optional() })
    .optional(),
  adyenGateway: z
    .object({
      apiKeySet: isSet,
      clientKey: z.string().optional(),
      publicKey: z.string().optional(),
      pointsOfSale: z.array(z.string()),
      merchantAccountPOS: z.string().optional(),
      merchantAccountECOM: z.string().optional(),
      countryCode: z.string().optional(),
      locale: z.string().optional(),
    })
    .optional(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsViewSchema>;

/** Security settings as answered; `udoorJwtTokenSet` only for MSADMIN and above. */
export const securityViewSchema = z.object({
  minAgeForDrink: z.number(),
  maxAllowedAlcoholPartsEnabled: z.boolean(),
  maxAllowedAlcoholParts: z.number().optional(),
  maxAllowedAlcoholPercEnabled: z.boolean(),
  maxAllowedAlcoholPerc: z.number().optional(),
  serviceNameIntegration: z.enum(SERVICE_INTEGRATIONS),
  udoorJwtTokenSet: isSet.optional(),
});

/** A bar with its settings, as the detail and current-bar calls answer (secrets redacted by role). */
export const barDetailSchema = barSummarySchema.extend({
  /** `open` was set by the console (e.g. closed while the bar was offline) and the bar has not confirmed it yet. */
  openPending: z.boolean().optional(),
  enableDrinkBuilder: z.boolean(),
  theme: z.enum(VIZ_THEMES),
  timeZone: z.string(),
  conveyors: z.number().int(),
  features: barFeaturesSchema,
  instanceInfos: instanceInfosViewSchema,
  geoPosition: z.object({ lat: z.number(), lng: z.number() }),
  roboticSystem: roboticSystemViewSchema,
  paymentSettings: paymentSettingsViewSchema,
  security: securityViewSchema,
  bottleAlarm: z.array(z.object({ dispenserId: z.string(), ingredientId: z.string() })),
  bottleWarning: z.array(z.object({ dispenserId: z.string(), ingredientId: z.string() })),
  robots: z.array(robotSummarySchema),
});
export type BarDetail = z.infer<typeof barDetailSchema>;

/** Answer of `GET /api/ubar/bars/byName`: bars whose name contains the text, for the role editor. */
export const barNameMatchSchema = z.object({ _id: z.string(), name: z.string(), version: z.enum(BAR_VERSIONS) });
export type BarNameMatch = z.infer<typeof barNameMatchSchema>;

/** Per-column filters the bars list accepts. */
export const BAR_LIST_FIELDS = {
  sortable: ['name', 'version', 'placeName', 'latitude', 'longitude', 'createdAt', 'status'],
  searchable: ['name', 'version', 'placeName', 'latitude', 'longitude', 'status'],
} as const;
