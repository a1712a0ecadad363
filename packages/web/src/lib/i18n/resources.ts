// Every namespace of both languages, bundled: texts are few and needed at first paint.
// A namespace per feature folder, plus common (shell and shared components), errors (by API
// error code) and validation (form messages, keyed by their English text).
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enValidation from './locales/en/validation.json';
import enAuth from './locales/en/auth.json';
import enAudit from './locales/en/audit.json';
import enExports from './locales/en/exports.json';
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
import itCommon from './locales/it/common.json';
import itErrors from './locales/it/errors.json';
import itValidation from './locales/it/validation.json';
import itAuth from './locales/it/auth.json';
import itAudit from './locales/it/audit.json';
import itExports from './locales/it/exports.json';
import itActivity from './locales/it/activity.json';
import itAppOrders from './locales/it/app-orders.json';
import itDispensers from './locales/it/dispensers.json';
import itDrinkQueue from './locales/it/drink-queue.json';
import itProduction from './locales/it/production.json';
import itRobots from './locales/it/robots.json';
import itMenu from './locales/it/menu.json';
import itBars from './locales/it/bars.json';
import itMybar from './locales/it/mybar.json';
import itUsers from './locales/it/users.json';
import itVouchers from './locales/it/vouchers.json';
import itIngredients from './locales/it/ingredients.json';
import itGlobalIngredients from './locales/it/global-ingredients.json';

export const en = {
  'common': enCommon,
  'errors': enErrors,
  'validation': enValidation,
  'auth': enAuth,
  'audit': enAudit,
  'exports': enExports,
  'activity': enActivity,
  'app-orders': enAppOrders,
  'dispensers': enDispensers,
  'drink-queue': enDrinkQueue,
  'production': enProduction,
  'robots': enRobots,
  'menu': enMenu,
  'bars': enBars,
  'mybar': enMybar,
  'users': enUsers,
  'vouchers': enVouchers,
  'ingredients': enIngredients,
  'global-ingredients': enGlobalIngredients,
};

/** Typed as English so that a key missing in Italian fails the typecheck. */
export const it: typeof en = {
  'common': itCommon,
  'errors': itErrors,
  'validation': itValidation,
  'auth': itAuth,
  'audit': itAudit,
  'exports': itExports,
  'activity': itActivity,
  'app-orders': itAppOrders,
  'dispensers': itDispensers,
  'drink-queue': itDrinkQueue,
  'production': itProduction,
  'robots': itRobots,
  'menu': itMenu,
  'bars': itBars,
  'mybar': itMybar,
  'users': itUsers,
  'vouchers': itVouchers,
  'ingredients': itIngredients,
  'global-ingredients': itGlobalIngredients,
};

export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];
