import type { BarView } from './bar-form';

/** A complete bar as the detail call answers it, for component tests. */
export function barFixture(overrides: Partial<BarView> = {}): BarView {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Milano Duomo',
    version: 'ms3.1',
    open: true,
    hidden: false,
    blocked: false,
    status: 'RUNNING',
    liveCheck: null,
    placeName: 'Piazza del Duomo',
    latitude: 45.46421,
    longitude: 9.19,
    createdAt: '2025-01-01T00:00:00.000Z',
    enableDrinkBuilder: false,
    theme: 'auto',
    timeZone: 'Europe/Rome',
    conveyors: 0,
    features: { bottles: true, bibs: false, granulars: false, garnish: false, leaves: false, ice: false, coffee: false },
    instanceInfos: {
      placeName: 'Piazza del Duomo',
      privacyPolicy: 'https://duomo.demo.bar/privacy',
      webSite: 'https://duomo.demo.bar',
      vatNumber: 'IT01234567890',
    },
    geoPosition: { lat: 45.46421, lng: 9.19 },
    roboticSystem: { cups: [{ code: 'DRINK', name: 'Tumbler', needsMetafork: false, position: 0 }] },
    paymentSettings: {
      currency: { currencyNameISO: 'EUR', currencySymbolLeft: true },
      taxes: { percentage: 22, included: true, showAtCheckout: false },
      tips: { percentage: 0, included: false, showAtCheckout: false },
      voucherEnabled: false,
      sumUpAffiliateKeySet: false,
      vantivGateway: { passwordSet: false },
      shift4Gateway: { authTokenSet: false, accessTokenSet: false },
      satispaySettings: { privateKeySet: false, tokenSet: false, keyIdSet: false },
      adyenGateway: { apiKeySet: false, pointsOfSale: [] },
    },
    security: {
      minAgeForDrink: 18,
      maxAllowedAlcoholPartsEnabled: false,
      maxAllowedAlcoholPercEnabled: false,
      serviceNameIntegration: 'none',
      udoorJwtTokenSet: false,
    },
    bottleAlarm: [],
    bottleWarning: [],
    robots: [],
    ...overrides,
  };
}
