import { expect, type Page } from '@playwright/test';
import type { SweepRoute } from './types';

/** Waits until the screen has its data: a heading, no skeleton, no loader, no progress bar. */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('h1') && !document.querySelector('main .MuiSkeleton-root, main [role="progressbar"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // scrollable tabs bring the selected tab into view with an animation: judge them once they stand still
  await page
    .waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const positions = () => [...document.querySelectorAll('.MuiTabs-scroller')].map((el) => el.scrollLeft).join();
          const before = positions();
          if (before === '') return resolve(true);
          setTimeout(() => resolve(positions() === before), 150);
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Goes to `path` inside the running app, as a link would (the router follows the history), so a
 * sweep of many screens does not load and start the whole app again for each.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // the screen before had a heading too: wait for the new one to render before settling
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

/** Opens the route's screen (its path, or the first row of its list) and prepares it. */
export async function openRoute(page: Page, route: SweepRoute, go: (page: Page, path: string) => Promise<unknown> = (p, path) => p.goto(path)): Promise<void> {
  if (route.path) {
    await go(page, route.path);
  } else {
    await go(page, route.firstRowOf!);
    await page.locator('main tbody tr[tabindex="0"]').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${route.firstRowOf}$`));
  }
  await settle(page);
  await route.prepare?.(page);
}
