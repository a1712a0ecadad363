/** Business constants of SPEC §9. */
export const APP_VERSION = '0.4.27';
export const PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = {
  bars: 2,
  orders: 10,
  users: 10,
  vouchers: 10,
  robots: 2,
  ingredients: 2,
  production: 5,
} as const;
export const EXPORTS_REFRESH_MS = 10_000;
export const FILTER_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_MAX_WAIT_MS = 1000;
export const DRAWER_WIDTH = 250;
export const SNACKBAR_LIMIT = 12;
export const CONVEYORS_PER_ROBOT = 3;
export const COPY_TOOLTIP_MS = 5000;
export const MAX_RECIPE_PARTS = 14;
export const MAX_FLAVOURS = 3;
export const BOTTLE_WARNING_RATIO = 0.3;
export const SUPPORT_EMAIL = 'support@bar-console.example';

export const BAR_VERSIONS = ['ms3.1', 'veloce', 'compatto', 'ms1'] as const;
export type BarVersion = (typeof BAR_VERSIONS)[number];
export const BAR_VERSION_LABELS: Record<BarVersion, string> = {
  'ms3.1': 'Toni Standard',
  veloce: 'Toni Veloce',
  compatto: 'Toni Compatto',
  ms1: 'VEGAS Tipsy1',
};

export const BAR_FEATURES = ['bottles', 'bibs', 'granulars', 'garnish', 'leaves', 'ice', 'coffee'] as const;
export type BarFeature = (typeof BAR_FEATURES)[number];

export const VIZ_THEMES = ['auto', 'dark', 'light'] as const;
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CZK', 'AED', 'CHF'] as const;
export const CUP_CODES = ['SHOT', 'DRINK', 'ESPRESSO', 'MEDIUM', 'GRANDE', 'CAPPUCCINO'] as const;
