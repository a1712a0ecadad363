import { lazy, type ComponentType } from 'react';
import { loadEnglish, type LoadedNamespace } from '../lib/i18n/english';

/** The signed-in shell (top bar, drawer, pickers, live status): not needed to paint /login. */
export const AppLayout = lazy(() => import('./layout/app-layout').then((module) => ({ default: module.AppLayout })));

/**
 * A screen as its own chunk (route-level code splitting), with the English texts of its feature
 * (`texts`), fetched beside it: it renders once both are there.
 */
function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, ...texts: LoadedNamespace[]) {
  return lazy(() => Promise.all([load(), loadEnglish(texts)]).then(([module]) => module));
}

export const SignInPage = screen(() => import('../features/auth/sign-in-page'), 'auth');
export const NotFoundPage = screen(() => import('../components/not-found/not-found-page'));
/** Stand-in for screens later issues build: shows the screen's title. */
export const PlaceholderPage = screen(() => import('../features/placeholders/placeholder-page'));
export const BarsPage = screen(() => import('../features/bars/bars-page'), 'bars');
export const BarPage = screen(() => import('../features/bars/bar-page'), 'bars');
export const MyBarPage = screen(() => import('../features/mybar/my-bar-page'), 'mybar');
export const UsersPage = screen(() => import('../features/users/users-page'), 'users');
export const UserPage = screen(() => import('../features/users/user-page'), 'users');
export const RobotsPage = screen(() => import('../features/robots/robots-page'), 'robots');
export const RobotPage = screen(() => import('../features/robots/robot-page'), 'robots');
export const ActivityPage = screen(() => import('./activity-screen'), 'activity', 'alarms');
export const DrinkQueuePage = screen(() => import('../features/drink-queue/drink-queue-page'), 'drink-queue');
export const ProductionPage = screen(() => import('../features/production/production-page'), 'production');
export const AppOrdersPage = screen(() => import('../features/app-orders/app-orders-page'), 'app-orders');
export const AppOrderPage = screen(() => import('../features/app-orders/app-order-page'), 'app-orders');
export const VouchersPage = screen(() => import('../features/vouchers/vouchers-page'), 'vouchers');
export const VoucherPage = screen(() => import('../features/vouchers/voucher-page'), 'vouchers');
export const IngredientsPage = screen(() => import('../features/ingredients/ingredients-page'), 'ingredients');
export const IngredientPage = screen(() => import('../features/ingredients/ingredient-page'), 'ingredients');
export const GlobalIngredientsPage = screen(() => import('../features/global-ingredients/global-ingredients-page'), 'global-ingredients');
export const GlobalIngredientPage = screen(() => import('../features/global-ingredients/global-ingredient-page'), 'global-ingredients');
export const ExportRequestsPage = screen(() => import('../features/exports/export-requests-page'), 'exports');
export const AnalyticsPage = screen(() => import('../features/analytics/analytics-page'), 'analytics');
export const AuditPage = screen(() => import('../features/audit/audit-page'), 'audit');
export const AlarmsPage = screen(() => import('../features/alarms/alarms-page'), 'alarms');
export const FleetPage = screen(() => import('../features/fleet/fleet-page'), 'fleet');
export const RestockPage = screen(() => import('../features/restock/restock-page'), 'restock');
export const CategoriesPage = screen(() => import('../features/menu/categories-page'), 'menu');
export const RecipesPage = screen(() => import('../features/menu/recipes-page'), 'menu');
export const DispensersPage = screen(() => import('../features/dispensers/dispensers-page'), 'dispensers');
