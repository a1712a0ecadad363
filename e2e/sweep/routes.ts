import type { Page } from '@playwright/test';
import { bottleMapReadable } from './bottle-map-checks';
import { liveControlTouchTargets } from './checks';
import type { SweepRoute, SweepSize, SweepTheme } from './types';

export const SWEEP_SIZES: SweepSize[] = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x768', width: 1024, height: 768 },
  { name: '768x1024', width: 768, height: 1024 },
];

export const SWEEP_THEMES: SweepTheme[] = ['light', 'dark'];

/** Opens the floating Add button's dialog. */
async function openAddDialog(page: Page): Promise<void> {
  await page.locator('.MuiFab-root').first().click();
  await page.getByRole('dialog').waitFor();
}

/** Opens the Order dialog of the first recipe that can be ordered. */
async function openOrderDialog(page: Page): Promise<void> {
  await page.locator('main tbody tr td:last-child .MuiButton-outlined').first().click();
  await page.getByRole('dialog').waitFor();
}

/** Asks for General Stop (the second live control past the bar's alarms), whose confirmation names the bar; nothing is sent. */
async function openStopConfirmation(page: Page): Promise<void> {
  await page.locator('[data-live-controls] button:not([data-testid="bar-alarms"] button)').nth(1).click();
  await page.getByRole('dialog').waitFor();
}

/** Every screen of the console as the super administrator sees it with a bar selected. */
export const SWEEP_ROUTES: SweepRoute[] = [
  { name: 'activity', path: '/', checks: [liveControlTouchTargets] },
  { name: 'activity-confirm', path: '/', prepare: openStopConfirmation },
  { name: 'users', path: '/user-management' },
  { name: 'users-add', path: '/user-management', prepare: openAddDialog },
  { name: 'user', firstRowOf: '/user-management' },
  { name: 'bars', path: '/bars' },
  { name: 'bars-add', path: '/bars', prepare: openAddDialog },
  { name: 'bar', firstRowOf: '/bars' },
  { name: 'robots', path: '/robots' },
  { name: 'robots-add', path: '/robots', prepare: openAddDialog },
  { name: 'robot', firstRowOf: '/robots' },
  { name: 'global-ingredients', path: '/global-ingredients/bottles' },
  { name: 'global-coffee-types', path: '/global-ingredients/coffeeType' },
  { name: 'global-ingredient', firstRowOf: '/global-ingredients/bottles' },
  { name: 'mybar', path: '/mybar' },
  { name: 'vouchers', path: '/vouchers' },
  { name: 'vouchers-add', path: '/vouchers', prepare: openAddDialog },
  { name: 'voucher', firstRowOf: '/vouchers' },
  { name: 'app-orders', path: '/app-orders' },
  { name: 'app-order', firstRowOf: '/app-orders' },
  { name: 'drink-queue', path: '/drink-queue' },
  { name: 'production-delivered', path: '/production/delivered' },
  { name: 'production-error', path: '/production/error' },
  { name: 'production-canceled', path: '/production/canceled' },
  { name: 'ingredients', path: '/ingredients/bottles' },
  { name: 'ingredients-add', path: '/ingredients/bottles', prepare: openAddDialog },
  { name: 'ingredients-milk', path: '/ingredients/milk' },
  { name: 'ingredient', firstRowOf: '/ingredients/bottles' },
  { name: 'positions-bottles', path: '/dispensers/bottles', checks: [bottleMapReadable] },
  { name: 'positions-bibs', path: '/dispensers/bibs' },
  { name: 'positions-ice', path: '/dispensers/ice' },
  { name: 'positions-coffee', path: '/dispensers/coffee' },
  { name: 'menu', path: '/drinks' },
  { name: 'menu-add', path: '/drinks', prepare: openAddDialog },
  { name: 'recipes', firstRowOf: '/drinks' },
  { name: 'recipes-add', firstRowOf: '/drinks', prepare: openAddDialog },
  { name: 'recipes-order', firstRowOf: '/drinks', prepare: openOrderDialog },
  { name: 'exports', path: '/export-requests' },
  { name: 'analytics', path: '/analytics' },
  { name: 'audit', path: '/audit' },
  { name: 'alarms', path: '/alarms' },
  { name: 'fleet', path: '/fleet' },
  { name: 'restock', path: '/restock' },
  { name: 'not-found', path: '/no-such-page' },
];
