import { expect, test } from '@playwright/test';
import { dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

test.describe('a newcomer signs in', () => {
  test('signs in from the sign-in page, sees the promotion once and lands on the console', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signInWithForm(page, 'superadmin@demo.bar');
    await expect(page).toHaveURL(/\/$/);
    const promo = page.getByRole('dialog');
    await expect(promo).toContainText('support@');
    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(promo).toBeHidden();
    await expect(page.getByText('superadmin@demo.bar')).toBeVisible();
    await expect(page.getByText('v0.4.27')).toBeVisible();
    await page.reload();
    await expect(page.getByText('superadmin@demo.bar')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('is told what is wrong with a malformed email or a wrong password', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, 'admin@demo', 'x');
    await expect(page.getByText('Invalid Email Format')).toBeVisible();
    await signInWithForm(page, 'admin@demo.bar', 'not-the-password');
    await expect(page.getByText('Wrong email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('is bounced to sign-in and brought back to the page they asked for', async ({ page }) => {
    await dismissPromoUpFront(page);
    await page.goto('/bars?pageSize=10');
    await expect(page).toHaveURL(/\/login/);
    await signInWithForm(page, 'superadmin@demo.bar');
    await expect(page).toHaveURL(/\/bars\?pageSize=10/);
    await expect(page.getByRole('heading', { name: 'Bars', level: 1 })).toBeVisible();
  });

  test('a signed-in user visiting /login goes to the console', async ({ page }) => {
    await dismissPromoUpFront(page);
    await page.goto('/login');
    await signInWithForm(page, 'admin@demo.bar');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('bars and bar-scoped screens', () => {
  test.beforeEach(async ({ page }) => {
    await dismissPromoUpFront(page);
  });

  test('a bar-scoped screen asks for a bar, then shows once one is picked, and the live link connects', async ({ page }) => {
    await page.goto('/drink-queue');
    await signInWithForm(page, 'barman@demo.bar');
    await expect(page.getByText('First of all, select one of the available bar.')).toBeVisible();
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
    await pickBar(page, 'Roma Termini');
    await expect(page.getByText('First of all, select one of the available bar.')).toBeHidden();
    // the drink queue is titled with the selected bar's name (SPEC §2)
    await expect(page.getByRole('heading', { level: 1, name: 'Roma Termini' })).toBeVisible();
    // the barman sees the bar menu but not the super-administrator group
    await expect(page.getByRole('link', { name: 'Drink Queue' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bars' })).toHaveCount(0);
    // the selected bar survives a reload
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: /Roma Termini/ })).toBeVisible();
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
  });

  test('a user without roles has no selectable bars', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, 'guest@demo.bar');
    await expect(page.getByTestId('user-role')).toHaveText('Guest');
    await page.getByRole('button', { name: 'Select a bar' }).click();
    await expect(page.getByText('You have no selectable bars.')).toBeVisible();
  });

  test('the bars table keeps its page, size and filters across reloads and history', async ({ page }) => {
    await page.goto('/bars');
    await signInWithForm(page, 'superadmin@demo.bar');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    // the demo's four bars, and any bar an earlier journey of the run created
    const firstPage = page.getByText(/^1–2 of \d+$/);
    await expect(firstPage).toBeVisible();
    const total = Number(/of (\d+)/.exec((await firstPage.textContent())!)![1]);
    expect(total).toBeGreaterThanOrEqual(4);

    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page).toHaveURL(/pageIndex=1/);
    await expect(page.getByText(`3–4 of ${total}`)).toBeVisible();

    await page.getByLabel('Filter Name').fill('termini');
    await expect(page).toHaveURL(/filters=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Roma Termini');

    await page.reload();
    await expect(page.getByLabel('Filter Name')).toHaveValue('termini');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Roma Termini');

    // typing a filter replaces the history entry, so Back leaves the filtered list for the one before
    await page.goBack();
    await expect(page.getByText(`1–2 of ${total}`)).toBeVisible();
    await expect(page.getByLabel('Filter Name')).toHaveValue('');
    await page.goForward();
    await expect(page.getByLabel('Filter Name')).toHaveValue('termini');
    await expect(rows).toHaveCount(1);
  });

  test('impersonating a bar from the list selects it', async ({ page }) => {
    await page.goto('/bars?pageSize=10');
    await signInWithForm(page, 'superadmin@demo.bar');
    const row = page.locator('tbody tr', { hasText: 'Las Vegas Strip' });
    await row.getByRole('button', { name: 'Impersonate' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Las Vegas Strip/ })).toBeVisible();
  });

  test('creating a bar from the Add wizard opens the new bar', async ({ page }) => {
    await page.goto('/bars');
    await signInWithForm(page, 'superadmin@demo.bar');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill('Napoli Centrale');
    await dialog.getByLabel('Location').fill('Piazza Garibaldi, Napoli');
    await dialog.getByLabel('Latitude').fill('40.85296');
    await dialog.getByLabel('Longitude').fill('14.27245');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('radio', { name: 'Toni Standard' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/bars\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Bar Saved')).toBeVisible();
  });

  test('signing out returns to sign-in and forgets the session', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, 'admin@demo.bar');
    await pickBar(page, 'Milano Duomo');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    // what stays on the device is not the session: the colour mode, the language and each user's last bar
    expect(
      await page.evaluate(() =>
        Object.keys(window.localStorage).filter((k) => k !== 'barConsole.lastBars' && k !== 'barConsole.colorMode' && k !== 'barConsole.language'),
      ),
    ).toEqual([]);
    await page.goto('/bars');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, 'admin@demo.bar');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/no/such/page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});
