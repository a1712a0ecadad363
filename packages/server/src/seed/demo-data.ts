import type { BarCreateInput, BarRole, BarVersion } from '@bar/domain';

export const DEMO_PASSWORD = 'demo-password';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  superadmin?: boolean;
  /** Role held on every demo bar except the last one. */
  role?: BarRole;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'superadmin@demo.bar', firstName: 'Sofia', lastName: 'Superadmin', superadmin: true },
  { email: 'msadmin@demo.bar', firstName: 'Marco', lastName: 'Msadmin', role: 'MSADMIN' },
  { email: 'msmaint@demo.bar', firstName: 'Mia', lastName: 'Msmaint', role: 'MSMAINT' },
  { email: 'admin@demo.bar', firstName: 'Alice', lastName: 'Admin', role: 'ADMIN' },
  { email: 'maint@demo.bar', firstName: 'Matteo', lastName: 'Maint', role: 'MAINT' },
  { email: 'barman@demo.bar', firstName: 'Bruno', lastName: 'Barman', role: 'BARMAN' },
  { email: 'guest@demo.bar', firstName: 'Giulia', lastName: 'Guest' },
];

export interface DemoBar extends BarCreateInput {
  version: BarVersion;
  robots: Array<{ tagName: string; displayName: string }>;
  features: Record<string, boolean>;
  instanceInfos: BarCreateInput['instanceInfos'] & Record<string, unknown>;
  open: boolean;
  status: string;
  voucherEnabled: boolean;
  /** Settings merged over the new-bar defaults (SPEC §3). */
  paymentSettings?: Record<string, unknown>;
  roboticSystem?: Record<string, unknown>;
  security?: Record<string, unknown>;
}

const cups = (...list: Array<[code: string, name: string, needsMetafork: boolean]>) =>
  list.map(([code, name, needsMetafork], position) => ({ code, name, needsMetafork, position }));

const timings = { bibWashingTime: 3000, shakerWashingTime: 4000, cutterTime: 1500, cupDispenserTime: 1200, crusherTime: 2500, leavesDispenserTime: 1800 };

const euroPayments = (tax: number) => ({
  currency: { currencyNameISO: 'EUR', currencySymbolLeft: false },
  taxes: { percentage: tax, included: true, showAtCheckout: true },
  tips: { percentage: 0, included: false, showAtCheckout: false },
  drinkBuilder: {
    alcoholic: {
      fixed: false,
      rounding: [
        { from: 0, to: 9.99, roundTo: 0.5 },
        { from: 10, to: 100, roundTo: 1 },
      ],
    },
    nonAlcoholic: { fixed: true, fixedCost: 4.5, rounding: [] },
  },
});

const security = (minAgeForDrink: number) => ({
  minAgeForDrink,
  maxAllowedAlcoholPartsEnabled: true,
  maxAllowedAlcoholParts: 6,
  maxAllowedAlcoholPercEnabled: false,
  maxAllowedAlcoholPerc: 40,
  serviceNameIntegration: 'none',
});

const info = (placeName: string, site: string) => ({
  placeName,
  privacyPolicy: `https://${site}/privacy`,
  webSite: `https://${site}`,
  vatNumber: 'IT01234567890',
  openingTime: '10:00',
  closingTime: '02:00',
});

/** Four bars, one per version; the last one is where the per-bar demo staff hold no role. */
export const DEMO_BARS: DemoBar[] = [
  {
    name: 'Milano Duomo',
    version: 'ms3.1',
    instanceInfos: info('Piazza del Duomo, Milano', 'duomo.demo.bar'),
    geoPosition: { lat: 45.46416, lng: 9.19199 },
    robots: [
      { tagName: 'MI-R1', displayName: 'Toni Left' },
      { tagName: 'MI-R2', displayName: 'Toni Right' },
    ],
    features: { bottles: true, bibs: true, granulars: true, garnish: true, leaves: true, ice: true, coffee: false },
    open: true,
    status: 'RUNNING',
    voucherEnabled: true,
    paymentSettings: { ...euroPayments(22), vantivGateway: { merchantId: 'DEMO-MI-001' } },
    roboticSystem: { ...timings, cups: cups(['DRINK', 'Tumbler 33cl', false], ['SHOT', 'Shot 4cl', false], ['GRANDE', 'Grande 50cl', true]) },
    security: security(18),
  },
  {
    name: 'Roma Termini',
    version: 'veloce',
    instanceInfos: info('Stazione Termini, Roma', 'termini.demo.bar'),
    geoPosition: { lat: 41.90107, lng: 12.50065 },
    robots: [
      { tagName: 'RM-R1', displayName: 'Veloce R1' },
      { tagName: 'RM-R2', displayName: 'Veloce R2' },
    ],
    features: { bottles: true, bibs: true, granulars: false, garnish: true, leaves: false, ice: true, coffee: true },
    open: true,
    status: 'RUNNING',
    voucherEnabled: false,
    // an access token already obtained: the Payment tab shows it read-only
    paymentSettings: {
      ...euroPayments(22),
      shift4Gateway: {
        authToken: 'demo-auth-token-roma',
        accessToken: '3F2B7C1A-9D4E-4A5B-8C6D-7E8F9A0B1C2D',
        utgBaseUrl: 'https://utg.termini.demo.bar:277/api/rest/v1',
        destinationPostalCode: '00185',
      },
    },
    roboticSystem: { ...timings, cups: cups(['ESPRESSO', 'Espresso', false], ['CAPPUCCINO', 'Cappuccino', false], ['DRINK', 'Tumbler 33cl', false]) },
    security: security(18),
  },
  {
    name: 'Torino Lingotto',
    version: 'compatto',
    instanceInfos: info('Via Nizza 280, Torino', 'lingotto.demo.bar'),
    geoPosition: { lat: 45.03244, lng: 7.66745 },
    robots: [
      { tagName: 'TO-R1', displayName: 'Compatto A' },
      { tagName: 'TO-R2', displayName: 'Compatto B' },
    ],
    features: { bottles: true, bibs: false, granulars: true, garnish: false, leaves: true, ice: true, coffee: true },
    open: false,
    status: 'STOP',
    voucherEnabled: true,
    paymentSettings: { ...euroPayments(22), satispaySettings: {} },
    roboticSystem: { ...timings, cups: cups(['MEDIUM', 'Medium 40cl', false], ['ESPRESSO', 'Espresso', false]) },
    security: security(18),
  },
  {
    name: 'Las Vegas Strip',
    version: 'ms1',
    instanceInfos: info('3570 Las Vegas Blvd S, Las Vegas', 'strip.demo.bar'),
    geoPosition: { lat: 36.11247, lng: -115.17282 },
    robots: [
      { tagName: 'LV-R1', displayName: 'Tipsy Front' },
      { tagName: 'LV-R2', displayName: 'Tipsy Back' },
    ],
    features: { bottles: true, bibs: true, granulars: true, garnish: true, leaves: true, ice: true, coffee: false },
    open: true,
    status: 'RUNNING',
    voucherEnabled: false,
    paymentSettings: {
      currency: { currencyNameISO: 'USD', currencySymbolLeft: true },
      taxes: { percentage: 8.38, included: false, showAtCheckout: true },
      tips: { percentage: 18, included: false, showAtCheckout: true },
      drinkBuilder: { alcoholic: { fixed: true, fixedCost: 14, rounding: [] }, nonAlcoholic: { fixed: true, fixedCost: 6, rounding: [] } },
      adyenGateway: { pointsOfSale: ['V400m-LV-01'], merchantAccountPOS: 'DemoStripPOS', countryCode: 'US', locale: 'en_US' },
    },
    roboticSystem: { ...timings, cups: cups(['DRINK', 'Solo cup 16oz', false], ['SHOT', 'Shot 1.5oz', false]) },
    security: security(21),
  },
];
