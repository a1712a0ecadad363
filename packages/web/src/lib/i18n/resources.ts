// English, every namespace: the SPEC's texts and the fallback of every other language, for types
// and tests. The app bundles only `common` and `errors`; each feature's texts come with its screens
// (english.ts). Other languages load when first used (`resources-it.ts`, see i18n.ts).
// A namespace per feature folder, plus common (shell and shared components), errors (by API
// error code) and validation (form messages, keyed by their English text).
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enValidation from './locales/en/validation.json';
import enAuth from './locales/en/auth.json';
import enAudit from './locales/en/audit.json';
import enAlarms from './locales/en/alarms.json';
import enFleet from './locales/en/fleet.json';
import enRestock from './locales/en/restock.json';
import enExports from './locales/en/exports.json';
import enAnalytics from './locales/en/analytics.json';
import enActivity from './locales/en/activity.json';
import enAppOrders from './locales/en/app-orders.json';
import enDispensers from './locales/en/dispensers.json';
import enDrinkQueue from './locales/en/drink-queue.json';
import enProduction from './locales/en/production.json';
import enRobots from './locales/en/robots.json';
import enMenu from './locales/en/menu.json';
import enBars from './locales/en/bars.json';
import enMybar from './locales/en/mybar.json';
import enUsers from './locales/en/users.json';
import enVouchers from './locales/en/vouchers.json';
import enIngredients from './locales/en/ingredients.json';
import enGlobalIngredients from './locales/en/global-ingredients.json';

export const en = {
  common: enCommon,
  errors: enErrors,
  validation: enValidation,
  auth: enAuth,
  audit: enAudit,
  alarms: enAlarms,
  fleet: enFleet,
  restock: enRestock,
  exports: enExports,
  analytics: enAnalytics,
  activity: enActivity,
  'app-orders': enAppOrders,
  dispensers: enDispensers,
  'drink-queue': enDrinkQueue,
  production: enProduction,
  robots: enRobots,
  menu: enMenu,
  bars: enBars,
  mybar: enMybar,
  users: enUsers,
  vouchers: enVouchers,
  ingredients: enIngredients,
  'global-ingredients': enGlobalIngredients,
};

/** Italian, for tests and typechecks; the app loads it on demand, never through this module. */
export { it } from './resources-it';

export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];
