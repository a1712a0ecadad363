import { z } from 'zod';
import {
  BAR_TABS,
  BAR_TAB_FIELDS,
  barFeaturesTabSchema,
  barInfoSchema,
  barStateSchema,
  editableBarFields,
  paymentTabSchema,
  roboticSettingsSchema,
  securityTabSchema,
  type BarDetail,
  type BarTab,
  type BarUpdateField,
  type EffectiveRole,
} from '@bar/domain';
import type { Renamed } from '../../lib/rename-id';

/** The bar as the detail calls answer it, `_id` renamed. */
export type BarView = Renamed<BarDetail>;

/** Every field's rule, whatever the role: the tab schemas of the domain side by side. */
const FIELD_SCHEMAS = {
  ...barInfoSchema.shape,
  ...barFeaturesTabSchema.shape,
  ...barStateSchema.shape,
  ...roboticSettingsSchema.shape,
  ...paymentTabSchema.shape,
  ...securityTabSchema.shape,
} satisfies Record<BarUpdateField, z.ZodType>;

/**
 * The form's schema for a role: only the fields the role may change, so that the update sends
 * nothing the server would refuse and a tab the role cannot edit never blocks the save.
 */
export function barFormSchema(role: EffectiveRole) {
  const fields = editableBarFields(role);
  return z.object(Object.fromEntries(fields.map((f) => [f, FIELD_SCHEMAS[f]])) as Partial<typeof FIELD_SCHEMAS>);
}

/** Tabs the role sees: the ones holding a field it may change. */
export function visibleBarTabs(role: EffectiveRole): BarTab[] {
  const fields = new Set(editableBarFields(role));
  return BAR_TABS.filter((tab) => BAR_TAB_FIELDS[tab].some((f) => fields.has(f)));
}

/**
 * The tab to show after a failed validation: the first tab (in screen order) holding an error.
 * @example tabOfFirstError({ security: {...} }, BAR_TABS) // 'security'
 */
export function tabOfFirstError(errors: Record<string, unknown>, tabs: readonly BarTab[] = BAR_TABS): BarTab | null {
  return tabs.find((tab) => BAR_TAB_FIELDS[tab].some((f) => errors[f] !== undefined)) ?? null;
}

const text = (value: string | undefined) => value ?? '';

/** Form values of a bar as answered. Secrets start empty (empty keeps the stored value). */
export function toFormValues(bar: BarView) {
  const info = bar.instanceInfos;
  const pay = bar.paymentSettings;
  const robotic = bar.roboticSystem;
  const security = bar.security;
  const pricing = (p: NonNullable<typeof pay.drinkBuilder>['alcoholic'] | undefined) => ({
    fixed: p?.fixed ?? false,
    fixedCost: p?.fixedCost,
    rounding: p?.rounding?.map((r) => ({ ...r })) ?? [],
  });
  return {
    name: bar.name,
    instanceInfos: {
      placeName: info.placeName,
      privacyPolicy: text(info.privacyPolicy),
      webSite: text(info.webSite),
      vatNumber: text(info.vatNumber),
      openingTime: text(info.openingTime),
      closingTime: text(info.closingTime),
    },
    geoPosition: { lat: bar.geoPosition.lat, lng: bar.geoPosition.lng },
    timeZone: bar.timeZone,
    features: { ...bar.features },
    open: bar.open,
    theme: bar.theme,
    hidden: bar.hidden,
    blocked: bar.blocked,
    enableDrinkBuilder: bar.enableDrinkBuilder,
    conveyors: bar.conveyors,
    roboticSystem: {
      bibWashingTime: robotic.bibWashingTime,
      shakerWashingTime: robotic.shakerWashingTime,
      cutterTime: robotic.cutterTime,
      cupDispenserTime: robotic.cupDispenserTime,
      crusherTime: robotic.crusherTime,
      leavesDispenserTime: robotic.leavesDispenserTime,
      cups: robotic.cups.map((cup) => ({ ...cup })),
    },
    paymentSettings: {
      currency: { currencyNameISO: pay.currency?.currencyNameISO ?? 'EUR', currencySymbolLeft: pay.currency?.currencySymbolLeft ?? true },
      taxes: { ...pay.taxes },
      tips: { ...pay.tips },
      drinkBuilder: { alcoholic: pricing(pay.drinkBuilder?.alcoholic), nonAlcoholic: pricing(pay.drinkBuilder?.nonAlcoholic) },
      voucherEnabled: pay.voucherEnabled,
      sumUpAffiliateKey: '',
      vantivGateway: { merchantId: text(pay.vantivGateway?.merchantId), password: '' },
      shift4Gateway: {
        authToken: '',
        accessToken: '',
        utgBaseUrl: text(pay.shift4Gateway?.utgBaseUrl),
        utgFingerprint: text(pay.shift4Gateway?.utgFingerprint),
        destinationPostalCode: text(pay.shift4Gateway?.destinationPostalCode),
      },
      satispaySettings: { publicKey: text(pay.satispaySettings?.publicKey), privateKey: '', token: '', keyId: '' },
      adyenGateway: {
        apiKey: '',
        clientKey: text(pay.adyenGateway?.clientKey),
        publicKey: text(pay.adyenGateway?.publicKey),
        pointsOfSale: [...(pay.adyenGateway?.pointsOfSale ?? [])],
        merchantAccountPOS: text(pay.adyenGateway?.merchantAccountPOS),
        merchantAccountECOM: text(pay.adyenGateway?.merchantAccountECOM),
        countryCode: text(pay.adyenGateway?.countryCode),
        locale: text(pay.adyenGateway?.locale),
      },
    },
    security: {
      minAgeForDrink: security.minAgeForDrink,
      maxAllowedAlcoholPartsEnabled: security.maxAllowedAlcoholPartsEnabled,
      maxAllowedAlcoholParts: security.maxAllowedAlcoholParts,
      maxAllowedAlcoholPercEnabled: security.maxAllowedAlcoholPercEnabled,
      maxAllowedAlcoholPerc: security.maxAllowedAlcoholPerc,
      udoorJwtToken: '',
      serviceNameIntegration: security.serviceNameIntegration,
    },
  };
}
export type BarFormValues = ReturnType<typeof toFormValues>;

/** Keeps only the fields the role may send. */
export function pickEditable(values: Record<string, unknown>, role: EffectiveRole): Record<string, unknown> {
  const fields = editableBarFields(role);
  return Object.fromEntries(fields.filter((f) => values[f] !== undefined).map((f) => [f, values[f]]));
}
