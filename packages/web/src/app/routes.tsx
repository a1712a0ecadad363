import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAuth } from './guards/require-auth';
import { RequireBar } from './guards/require-bar';
import { RequirePermission } from './guards/require-permission';
import { SELECT_BAR_TO_START_MESSAGE } from './guards/messages';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { ActivityPage, BarsPage, NotFoundPage, PlaceholderPage, SignInPage } from './lazy-pages';
import { BarPage, MyBarPage, RobotPage, RobotsPage, UserPage, UsersPage } from './lazy-pages';
import { AppOrderPage, AppOrdersPage, DrinkQueuePage, ProductionPage, VoucherPage, VouchersPage } from './lazy-pages';
import { GlobalIngredientPage, GlobalIngredientsPage, IngredientPage, IngredientsPage } from './lazy-pages';
import { DispensersPage } from './lazy-pages';
import { AuditPage, ExportRequestsPage } from './lazy-pages';
import { CategoriesPage, RecipesPage } from './lazy-pages';
import { paths } from '../lib/paths';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './route-error-page';

function page(path: string, title: string, element?: ReactNode): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, element: element ?? <PlaceholderPage title={title} /> };
}

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

/** Super-admin screens (SPEC §2 'Operations'). */
const operations: RouteObject[] = [
  page(paths.users.path, 'Users', <UsersPage />),
  page(paths.user.path, 'User', <UserPage />),
  page(paths.bars.path, 'Bars', <BarsPage />),
  page(paths.bar.path, 'Bar', <BarPage />),
  page(paths.robots.path, 'Robots', <RobotsPage />),
  page(paths.robot.path, 'Robot', <RobotPage />),
  // SPEC §2: the catalogue's header reads 'Super Admin'.
  page(paths.globalIngredients.path, 'Super Admin', <GlobalIngredientsPage />),
  page(paths.globalIngredient.path, 'Super Admin', <GlobalIngredientPage />),
  redirect('/global-ingredients', paths.globalIngredients.href('bottles')),
];

/** Screens any role on the selected bar may open. */
const barViews: RouteObject[] = [
  page(paths.appOrders.path, 'App Orders', <AppOrdersPage />),
  page(paths.appOrder.path, 'App Order', <AppOrderPage />),
  page(paths.drinkQueue.path, 'Drink Queue', <DrinkQueuePage />),
  page(paths.production.path, 'Production', <ProductionPage />),
  page(paths.ingredients.path, 'Ingredients', <IngredientsPage />),
  page(paths.ingredient.path, 'Ingredients', <IngredientPage />),
  // Where a failed ingredient detail sends the user (SPEC §2: /ingredients, /solubles, /milk).
  redirect('/ingredients', paths.ingredients.href('bottles')),
  redirect('/solubles', paths.ingredients.href('solubles')),
  redirect('/milk', paths.ingredients.href('milk')),
  page(paths.dispensers.path, 'Positions', <DispensersPage />),
  page(paths.drinkCategories.path, 'Menu', <CategoriesPage />),
  page(paths.drinkCategory.path, 'Menu', <RecipesPage />),
];

/** Screens that manage the selected bar. */
const barManagement: RouteObject[] = [
  page(paths.myBar.path, 'MyBar', <MyBarPage />),
  // Vouchers are managed by ADMIN and above (server access 'manageBar').
  page(paths.vouchers.path, 'Vouchers', <VouchersPage />),
  page(paths.voucher.path, 'Voucher', <VoucherPage />),
  // Exports are requested by ADMIN and above (server access 'manageBar').
  page(paths.exportRequests.path, 'Exports', <ExportRequestsPage />),
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [{ element: <AuthLayout />, children: [page(paths.login.path, 'Sign in', <SignInPage />)] }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { element: <RequirePermission permission="administer" />, children: operations },
              {
                element: <RequireBar permission="viewBar" message={SELECT_BAR_TO_START_MESSAGE} />,
                children: [page(paths.activity.path, 'Activity', <ActivityPage />)],
              },
              { element: <RequireBar permission="viewBar" />, children: barViews },
              { element: <RequireBar permission="manageBar" />, children: barManagement },
              // The bar's audit timeline is read by ADMIN and above (server access 'viewAudit').
              { element: <RequireBar permission="viewAudit" />, children: [page(paths.audit.path, 'Audit', <AuditPage />)] },
              page('*', 'Page not found', <NotFoundPage />),
            ],
          },
        ],
      },
    ],
  },
];
