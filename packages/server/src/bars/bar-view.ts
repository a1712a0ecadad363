import { CUP_CODES, CURRENCIES, SERVICE_INTEGRATIONS, isAtLeast, type BarDetail, type EffectiveRole, type PaymentSettingsView } from '@bar/domain';

type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const bool = (v: unknown) => v === true;
const isSet = (v: unknown) => typeof v === 'string' && v.length > 0;

/** Who may see gateway settings, secret flags and the read-only obtained values (ARCHITECTURE §3). */
export const seesPaymentSecrets = (role: EffectiveRole) => isAtLeast(role, 'MSADMIN');

function charge(v: unknown) {
  const c = obj(v);
  return { percentage: num(c.percentage) ?? 0, included: bool(c.included), showAtCheckout: bool(c.showAtCheckout) };
}

function pricing(v: unknown) {
  const p = obj(v);
  const rounding = Array.isArray(p.rounding) ? p.rounding.map(obj) : [];
  return {
    fixed: bool(p.fixed),
    fixedCost: num(p.fixedCost),
    rounding: rounding.map((r) => ({ from: num(r.from) ?? 0, to: num(r.to) ?? 0, roundTo: num(r.roundTo) ?? 0 })),
  };
}

/**
 * Payment settings as a role may see them. Built field by field from a whitelist so that nothing
 * stored (a secret, or a field added later) reaches an answer by accident. `reveal` opens the
 * sealed readable secrets (SPEC: Shift4 access token, Satispay key id); without it they are left out.
 */
export function paymentSettingsView(stored: unknown, role: EffectiveRole, reveal?: (sealed: unknown) => string | undefined): PaymentSettingsView {
  const ps = obj(stored);
  const currency = obj(ps.currency);
  const iso = text(currency.currencyNameISO);
  const drinkBuilder = obj(ps.drinkBuilder);
  const view: PaymentSettingsView = {
    currency: {
      currencyNameISO: iso && (CURRENCIES as readonly string[]).includes(iso) ? (iso as PaymentSettingsView['currency']['currencyNameISO']) : 'EUR',
      currencySymbolLeft: currency.currencySymbolLeft !== false,
    },
    taxes: charge(ps.taxes),
    tips: charge(ps.tips),
    drinkBuilder: ps.drinkBuilder ? { alcoholic: pricing(drinkBuilder.alcoholic), nonAlcoholic: pricing(drinkBuilder.nonAlcoholic) } : undefined,
    voucherEnabled: bool(ps.voucherEnabled),
  };
  if (!seesPaymentSecrets(role)) return view;

  const vantiv = obj(ps.vantivGateway);
  const shift4 = obj(ps.shift4Gateway);
  const satispay = obj(ps.satispaySettings);
  const adyen = obj(ps.adyenGateway);
  return {
    ...view,
    sumUpAffiliateKeySet: isSet(ps.sumUpAffiliateKey),
    vantivGateway: { merchantId: text(vantiv.merchantId), passwordSet: isSet(vantiv.password) },
    shift4Gateway: {
      authTokenSet: isSet(shift4.authToken),
      accessTokenSet: isSet(shift4.accessToken),
      accessToken: isSet(shift4.accessToken) ? reveal?.(shift4.accessToken) : undefined,
      utgBaseUrl: text(shift4.utgBaseUrl),
      utgFingerprint: text(shift4.utgFingerprint),
      destinationPostalCode: text(shift4.destinationPostalCode),
    },
    satispaySettings: {
      publicKey: text(satispay.publicKey),
      privateKeySet: isSet(satispay.privateKey),
      tokenSet: isSet(satispay.token),
      keyIdSet: isSet(satispay.keyId),
      keyId: isSet(satispay.keyId) ? reveal?.(satispay.keyId) : undefined,
    },
    adyenGateway: {
      apiKeySet: isSet(adyen.apiKey),
      clientKey: text(adyen.clientKey),
      publicKey: text(adyen.publicKey),
      pointsOfSale: Array.isArray(adyen.pointsOfSale) ? adyen.pointsOfSale.filter((p): p is string => typeof p === 'string') : [],
      merchantAccountPOS: text(adyen.merchantAccountPOS),
      merchantAccountECOM: text(adyen.merchantAccountECOM),
      countryCode: text(adyen.countryCode),
      locale: text(adyen.locale),
    },
  };
}

export function securityView(stored: unknown, role: EffectiveRole): BarDetail['security'] {
  const s = obj(stored);
  const service = text(s.serviceNameIntegration);
  return {
    minAgeForDrink: num(s.minAgeForDrink) ?? 18,
    maxAllowedAlcoholPartsEnabled: bool(s.maxAllowedAlcoholPartsEnabled),
    maxAllowedAlcoholParts: num(s.maxAllowedAlcoholParts),
    maxAllowedAlcoholPercEnabled: bool(s.maxAllowedAlcoholPercEnabled),
    maxAllowedAlcoholPerc: num(s.maxAllowedAlcoholPerc),
    serviceNameIntegration: service && (SERVICE_INTEGRATIONS as readonly string[]).includes(service) ? (service as 'none') : 'none',
    udoorJwtTokenSet: seesPaymentSecrets(role) ? isSet(s.udoorJwtToken) : undefined,
  };
}

// fencesOpen and emergency are reported by the bar controller (docs/device-protocol.md)
const ROBOTIC_FLAGS = ['danceMode', 'ghostMode', 'maintenanceMode', 'automaticConveyor', 'cupError', 'fencesOpen', 'emergency'] as const;
const ROBOTIC_TIMES = ['bibWashingTime', 'shakerWashingTime', 'cutterTime', 'cupDispenserTime', 'crusherTime', 'leavesDispenserTime'] as const;

export function roboticSystemView(stored: unknown): BarDetail['roboticSystem'] {
  const r = obj(stored);
  const view: BarDetail['roboticSystem'] = { cups: [] };
  for (const f of ROBOTIC_FLAGS) view[f] = bool(r[f]);
  for (const t of ROBOTIC_TIMES) view[t] = num(r[t]);
  view.cups = (Array.isArray(r.cups) ? r.cups.map(obj) : [])
    .filter((c) => (CUP_CODES as readonly unknown[]).includes(c.code))
    .map((c) => ({
      code: c.code as BarDetail['roboticSystem']['cups'][number]['code'],
      name: text(c.name) ?? '',
      needsMetafork: bool(c.needsMetafork),
      position: num(c.position) ?? 0,
    }));
  return view;
}

/** Image file name as stored → the URL the console loads it from. */
export const imageUrl = (barId: string, fileName: string) => `/api/ubar/bars/${barId}/images/${fileName}`;

export function instanceInfosView(barId: string, placeName: string, stored: unknown): BarDetail['instanceInfos'] {
  const i = obj(stored);
  const image = (v: unknown) => (isSet(v) ? imageUrl(barId, v as string) : undefined);
  return {
    placeName,
    privacyPolicy: text(i.privacyPolicy),
    webSite: text(i.webSite),
    vatNumber: text(i.vatNumber),
    openingTime: text(i.openingTime),
    closingTime: text(i.closingTime),
    coverImage: image(i.coverImage),
    logo: image(i.logo),
    logoBW: image(i.logoBW),
  };
}
