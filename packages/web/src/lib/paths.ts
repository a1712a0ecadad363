/**
 * Every route of SPEC §2 in one place: `path` is the router pattern, `href(...)` builds a link.
 * Screens link with `paths.user.href(id)`, never with hand-written strings.
 */
const seg = encodeURIComponent;

export const INGREDIENT_TABS = ['bottles', 'beverages', 'flavours', 'garnishes', 'granulars', 'leaves', 'coffee', 'solubles', 'milk'] as const;
export type IngredientTab = (typeof INGREDIENT_TABS)[number];

export const DISPENSER_TABS = ['bottles', 'bibs', 'granular', 'cutter', 'leaves', 'ice', 'coffee'] as const;
export type DispenserTab = (typeof DISPENSER_TABS)[number];

export const GLOBAL_INGREDIENT_TABS = ['bottles', 'beverages', 'flavours', 'garnishes', 'granulars', 'leaves', 'coffee', 'coffeeType'] as const;
export type GlobalIngredientTab = (typeof GLOBAL_INGREDIENT_TABS)[number];
/** Path segment of a global ingredient detail (the coffee-type tab's details live under coffee-type). */
export type GlobalIngredientKind = Exclude<GlobalIngredientTab, 'coffeeType'> | 'coffee-type';

export const PRODUCTION_TABS = ['delivered', 'error', 'canceled'] as const;
export type ProductionTab = (typeof PRODUCTION_TABS)[number];

export const paths = {
  login: { path: '/login', href: (from?: string) => (from && from !== '/' ? `/login?from=${seg(from)}` : '/login') },
  activity: { path: '/', href: () => '/' },
  users: { path: '/user-management', href: () => '/user-management' },
  user: { path: '/user-management/:id', href: (id: string) => `/user-management/${seg(id)}` },
  exportRequests: { path: '/export-requests', href: () => '/export-requests' },
  analytics: { path: '/analytics', href: () => '/analytics' },
  audit: { path: '/audit', href: () => '/audit' },
  alarms: { path: '/alarms', href: () => '/alarms' },
  fleet: { path: '/fleet', href: () => '/fleet' },
  restock: { path: '/restock', href: (all = false) => (all ? '/restock?scope=all' : '/restock') },
  bars: { path: '/bars', href: () => '/bars' },
  bar: { path: '/bars/:id', href: (id: string) => `/bars/${seg(id)}` },
  robots: { path: '/robots', href: () => '/robots' },
  robot: { path: '/robots/:id', href: (id: string) => `/robots/${seg(id)}` },
  ingredients: { path: '/ingredients/:tabActive', href: (tab: IngredientTab = 'bottles') => `/ingredients/${tab}` },
  ingredient: { path: '/ingredients/:kind/:id', href: (kind: IngredientTab, id: string) => `/ingredients/${kind}/${seg(id)}` },
  dispensers: { path: '/dispensers/:tabActive', href: (tab: DispenserTab = 'bottles') => `/dispensers/${tab}` },
  drinkCategories: { path: '/drinks', href: () => '/drinks' },
  drinkCategory: { path: '/drinks/:categoryId', href: (categoryId: string) => `/drinks/${seg(categoryId)}` },
  globalIngredients: {
    path: '/global-ingredients/:tabActive',
    href: (tab: GlobalIngredientTab = 'bottles') => `/global-ingredients/${tab}`,
  },
  globalIngredient: {
    path: '/global-ingredients/:kind/:id',
    href: (kind: GlobalIngredientKind, id: string) => `/global-ingredients/${kind}/${seg(id)}`,
  },
  myBar: { path: '/mybar', href: () => '/mybar' },
  vouchers: { path: '/vouchers', href: () => '/vouchers' },
  voucher: { path: '/vouchers/:id', href: (id: string) => `/vouchers/${seg(id)}` },
  appOrders: { path: '/app-orders', href: () => '/app-orders' },
  appOrder: { path: '/app-orders/:id', href: (id: string) => `/app-orders/${seg(id)}` },
  drinkQueue: { path: '/drink-queue', href: () => '/drink-queue' },
  production: { path: '/production/:tabActive', href: (tab: ProductionTab = 'delivered') => `/production/${tab}` },
} as const;

export type RouteName = keyof typeof paths;

/**
 * Where to go after signing in: a same-site path from `?from=` or router state, else '/'.
 * Anything that could leave the site (`//host`, `https:`) is ignored.
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from === paths.login.path || from.startsWith(`${paths.login.path}?`)) return '/';
  return from;
}
