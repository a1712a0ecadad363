import { expect, test } from '@playwright/test';
import { dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

test.describe('failures say why', () => {
  test("a refused command keeps the catalogue text, adds the bar's reason, and does not cover the bar picker", async ({ page }) => {
    await dismissPromoUpFront(page);
    await page.goto('/');
    await signInWithForm(page, 'maint@demo.bar');
    await pickBar(page, 'Milano Duomo');
    // The bar refusing is simulated at the network edge: the demo bars accept every command.
    await page.route('**/api/ubar/bars/restoreFences', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'Controller unreachable' }),
      }),
    );
    await page.getByRole('region', { name: 'Bar status strip' }).getByRole('button', { name: 'Fences' }).click();

    const toast = page.getByText('Fences restore failure! — Controller unreachable');
    await expect(toast).toBeVisible();
    const picker = page.getByRole('banner').getByRole('button', { name: /Milano Duomo/ });
    const [toastBox, pickerBox, appBarBox] = await Promise.all([toast.boundingBox(), picker.boundingBox(), page.getByRole('banner').first().boundingBox()]);
    expect(toastBox && pickerBox && appBarBox).toBeTruthy();
    expect(toastBox!.y).toBeGreaterThanOrEqual(appBarBox!.y + appBarBox!.height);
    expect(toastBox!.y).toBeGreaterThan(pickerBox!.y + pickerBox!.height);
  });

  test('a bad id in a link shows the not-found page', async ({ page }) => {
    await dismissPromoUpFront(page);
    await page.goto('/bars/not-an-id');
    await signInWithForm(page, 'superadmin@demo.bar');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/bars\/not-an-id$/);
    await expect(page.getByText(/is not a valid id/)).toBeHidden();
  });
});
