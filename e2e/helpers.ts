import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/** Skips the promotional dialog (shown once per browser session) for journeys that are not about it. */
export async function dismissPromoUpFront(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('barConsole.promoSeen', 'true'));
}

/** Signs in through the form as a person would. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function pickBar(page: Page, name: string): Promise<void> {
  await page
    .getByRole('button', { name: /Select a bar|.+/ })
    .filter({ hasText: /Select a bar|Milano|Roma|Torino|Las Vegas/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: new RegExp(name) }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
}
