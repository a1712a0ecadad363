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
}

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
  },
];
