// Italian, every namespace: its own chunk, loaded when the console first speaks Italian (i18n.ts).
import type { en } from './resources';
import itCommon from './locales/it/common.json';
import itErrors from './locales/it/errors.json';
import itValidation from './locales/it/validation.json';
import itAuth from './locales/it/auth.json';
import itAudit from './locales/it/audit.json';
import itAlarms from './locales/it/alarms.json';
import itFleet from './locales/it/fleet.json';
import itRestock from './locales/it/restock.json';
import itExports from './locales/it/exports.json';
import itAnalytics from './locales/it/analytics.json';
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

/** Typed as English so that a key missing in Italian fails the typecheck. */
export const it: typeof en = {
  common: itCommon,
  errors: itErrors,
  validation: itValidation,
  auth: itAuth,
  audit: itAudit,
  alarms: itAlarms,
  fleet: itFleet,
  restock: itRestock,
  exports: itExports,
  analytics: itAnalytics,
  activity: itActivity,
  'app-orders': itAppOrders,
  dispensers: itDispensers,
  'drink-queue': itDrinkQueue,
  production: itProduction,
  robots: itRobots,
  menu: itMenu,
  bars: itBars,
  mybar: itMybar,
  users: itUsers,
  vouchers: itVouchers,
  ingredients: itIngredients,
  'global-ingredients': itGlobalIngredients,
};
