import { expect, test, type Page } from '@playwright/test';
import { dismissPromoUpFront, pickBar, signInWithForm } from './helpers';
import { axeCheck } from './sweep/axe-check';
import { SWEEP_ROUTES, SWEEP_SIZES, SWEEP_THEMES } from './sweep/routes';
import type { SweepRoute, SweepTheme } from './sweep/types';

const SIZE = SWEEP_SIZES[0]!;

/** Waits until the screen has its data: no skeleton, no loader, no progress bar. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('h1') && !document.querySelector('main .MuiSkeleton-root, main [role="progressbar"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function open(page: Page, route: SweepRoute): Promise<void> {
  if (route.path) {
    await page.goto(route.path);
  } else {
    await page.goto(route.firstRowOf!);
    await page.locator('main tbody tr[tabindex="0"]').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${route.firstRowOf}$`));
  }
  await settle(page);
  await route.prepare?.(page);
}

async function scan(page: Page, where: string, theme: SweepTheme): Promise<string[]> {
  await page.emulateMedia({ colorScheme: theme });
  await settle(page);
  const route = { name: where, path: where };
  return (await axeCheck(page, { route, size: SIZE, theme })).map((p) => `${where} ${theme}: ${p}`);
}

test('every route, light and dark, has no serious or critical axe finding', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(SIZE);
  await dismissPromoUpFront(page);
  const problems: string[] = [];

  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  for (const theme of SWEEP_THEMES) problems.push(...(await scan(page, 'sign-in', theme)));

  await signInWithForm(page, 'superadmin@demo.bar');
  await expect(page).toHaveURL(/\/$/);
  await pickBar(page, 'Milano Duomo');
  for (const route of SWEEP_ROUTES) {
    await open(page, route);
    for (const theme of SWEEP_THEMES) problems.push(...(await scan(page, route.name, theme)));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
