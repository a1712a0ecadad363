import { lazy } from 'react';

/** The signed-in shell (top bar, drawer, pickers, live status): not needed to paint /login. */
export const AppLayout = lazy(() => import('./layout/app-layout').then((module) => ({ default: module.AppLayout })));

/** Every screen is its own chunk (route-level code splitting). */
export const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
export const NotFoundPage = lazy(() => import('../components/not-found/not-found-page'));
/** Stand-in for screens later issues build: shows the screen's title. */
export const PlaceholderPage = lazy(() => import('../features/placeholders/placeholder-page'));
export const BarsPage = lazy(() => import('../features/bars/bars-page'));
export const BarPage = lazy(() => import('../features/bars/bar-page'));
export const MyBarPage = lazy(() => import('../features/mybar/my-bar-page'));
export const UsersPage = lazy(() => import('../features/users/users-page'));
export const UserPage = lazy(() => import('../features/users/user-page'));
export const RobotsPage = lazy(() => import('../features/robots/robots-page'));
export const RobotPage = lazy(() => import('../features/robots/robot-page'));
export const ActivityPage = lazy(() => import('../features/activity/activity-page'));
export const DrinkQueuePage = lazy(() => import('../features/drink-queue/drink-queue-page'));
export const ProductionPage = lazy(() => import('../features/production/production-page'));
export const AppOrdersPage = lazy(() => import('../features/app-orders/app-orders-page'));
export const AppOrderPage = lazy(() => import('../features/app-orders/app-order-page'));
export const VouchersPage = lazy(() => import('../features/vouchers/vouchers-page'));
export const VoucherPage = lazy(() => import('../features/vouchers/voucher-page'));
export const IngredientsPage = lazy(() => import('../features/ingredients/ingredients-page'));
export const IngredientPage = lazy(() => import('../features/ingredients/ingredient-page'));
export const GlobalIngredientsPage = lazy(() => import('../features/global-ingredients/global-ingredients-page'));
export const GlobalIngredientPage = lazy(() => import('../features/global-ingredients/global-ingredient-page'));
export const ExportRequestsPage = lazy(() => import('../features/exports/export-requests-page'));
export const AuditPage = lazy(() => import('../features/audit/audit-page'));
export const CategoriesPage = lazy(() => import('../features/menu/categories-page'));
export const RecipesPage = lazy(() => import('../features/menu/recipes-page'));
export const DispensersPage = lazy(() => import('../features/dispensers/dispensers-page'));
