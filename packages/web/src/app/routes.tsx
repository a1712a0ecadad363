import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAuth } from './guards/require-auth';
import { RequireBar } from './guards/require-bar';
import { RequirePermission } from './guards/require-permission';
import { AuthLayout } from './layout/auth-layout';
import { ActivityPage, AppLayout, BarsPage, NotFoundPage, PlaceholderPage, SignInPage } from './lazy-pages';
import { BarPage, MyBarPage, RobotPage, RobotsPage, UserPage, UsersPage } from './lazy-pages';
import { AppOrderPage, AppOrdersPage, DrinkQueuePage, ProductionPage, VoucherPage, VouchersPage } from './lazy-pages';
import { GlobalIngredientPage, GlobalIngredientsPage, IngredientPage, IngredientsPage } from './lazy-pages';
import { DispensersPage } from './lazy-pages';
import { AlarmsPage, AuditPage, ExportRequestsPage, FleetPage, RestockPage } from './lazy-pages';
import { AnalyticsPage } from './lazy-pages';
import { CategoriesPage, RecipesPage } from './lazy-pages';
import { PageLoader } from '../components/page-loader/page-loader';
import { paths } from '../lib/paths';
import type { RouteHandle, RouteTitle } from './route-handle';
import { RouteErrorPage } from './route-error-page';

function page(path: string, title: RouteTitle, element?: ReactNode): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, element: element ?? <PlaceholderPage title={title} /> };
}

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

/** Super-admin screens (SPEC §2 'Operations'). */
const operations: RouteObject[] = [
  page(paths.users.path, 'users', <UsersPage />),
  page(paths.user.path, 'user', <UserPage />),
  page(paths.bars.path, 'bars', <BarsPage />),
  page(paths.bar.path, 'bar', <BarPage />),
  page(paths.robots.path, 'robots', <RobotsPage />),
  page(paths.robot.path, 'robot', <RobotPage />),
  // SPEC §2: the catalogue's header reads 'Super Admin'.
  page(paths.globalIngredients.path, 'superAdmin', <GlobalIngredientsPage />),
  page(paths.globalIngredient.path, 'superAdmin', <GlobalIngredientPage />),
  redirect('/global-ingredients', paths.globalIngredients.href('bottles')),
];

/** Screens any role on the selected bar may open. */
const barViews: RouteObject[] = [
  page(paths.appOrders.path, 'appOrders', <AppOrdersPage />),
  page(paths.appOrder.path, 'appOrder', <AppOrderPage />),
  page(paths.drinkQueue.path, 'drinkQueue', <DrinkQueuePage />),
  page(paths.production.path, 'production', <ProductionPage />),
  page(paths.ingredients.path, 'ingredients', <IngredientsPage />),
  page(paths.ingredient.path, 'ingredients', <IngredientPage />),
  // Where a failed ingredient detail sends the user (SPEC §2: /ingredients, /solubles, /milk).
  redirect('/ingredients', paths.ingredients.href('bottles')),
  redirect('/solubles', paths.ingredients.href('solubles')),
  redirect('/milk', paths.ingredients.href('milk')),
  page(paths.dispensers.path, 'positions', <DispensersPage />),
  page(paths.drinkCategories.path, 'menu', <CategoriesPage />),
  page(paths.drinkCategory.path, 'menu', <RecipesPage />),
];

/** Screens that manage the selected bar. */
const barManagement: RouteObject[] = [
  page(paths.myBar.path, 'myBar', <MyBarPage />),
  // Vouchers are managed by ADMIN and above (server access 'manageBar').
  page(paths.vouchers.path, 'vouchers', <VouchersPage />),
  page(paths.voucher.path, 'voucher', <VoucherPage />),
  // Exports are requested by ADMIN and above (server access 'manageBar').
  page(paths.exportRequests.path, 'exports', <ExportRequestsPage />),
  // Sales analytics: ADMIN and above (server access 'manageBar'); the page also offers every bar the user manages.
  page(paths.analytics.path, 'analytics', <AnalyticsPage />),
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [{ element: <AuthLayout />, children: [page(paths.login.path, 'signIn', <SignInPage />)] }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: (
              <Suspense fallback={<PageLoader />}>
                <AppLayout />
              </Suspense>
            ),
            children: [
              { element: <RequirePermission permission="administer" />, children: operations },
              {
                element: <RequireBar permission="viewBar" reason="selectBarToStart" linkToFleet />,
                children: [page(paths.activity.path, 'activity', <ActivityPage />)],
              },
              { element: <RequireBar permission="viewBar" />, children: barViews },
              { element: <RequireBar permission="manageBar" />, children: barManagement },
              // The bar's audit timeline is read by ADMIN and above (server access 'viewAudit').
              { element: <RequireBar permission="viewAudit" />, children: [page(paths.audit.path, 'audit', <AuditPage />)] },
              // The alarm inbox spans every bar the user holds a role on: no bar needs to be selected.
              page(paths.alarms.path, 'alarms', <AlarmsPage />),
              // Every bar the user holds at a glance: no bar needs to be selected either.
              page(paths.fleet.path, 'fleet', <FleetPage />),
              // One bar's restock list, or every bar of the user (?scope=all, the fleet's restock run).
              page(paths.restock.path, 'restock', <RestockPage />),
              page('*', 'pageNotFound', <NotFoundPage />),
            ],
          },
        ],
      },
    ],
  },
];
