import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

async function apiAs(request: APIRequestContext, email: string, barName: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as Array<{ _id: string; name: string }>;
  const barId = bars.find((b) => b.name === barName)!._id;
  return { headers: { Authorization: `Bearer ${accessToken}`, 'x-bar': barId }, barId };
}

const BAR = 'Milano Duomo';

async function openDispensers(page: Page, tab: string): Promise<void> {
  await dismissPromoUpFront(page);
  await page.goto('/login');
  await signInWithForm(page, 'maint@demo.bar');
  await expect(page).toHaveURL('/');
  await pickBar(page, BAR);
  await page.goto(`/dispensers/${tab}`);
}

test.describe('dispensers', () => {
  test('a maintainer refills an empty bottle from the hexagon map', async ({ page }) => {
    await openDispensers(page, 'bottles');
    const map = page.getByRole('img', { name: 'Bottle dispensers map' });
    await expect(map).toBeVisible();
    expect(await map.locator('g[data-state]').count()).toBeGreaterThan(100);
    // placeholders are drawn but not clickable
    expect(await map.locator('g[data-state="fake"][role="button"]').count()).toBe(0);
    expect(await map.locator('g[data-state="fake"]').count()).toBeGreaterThan(0);
    await expect(page.getByLabel('Legend').getByText('Less than 30%')).toBeVisible();

    // an empty or low cell (the simulated bar refills empty ones after a while)
    const empty = map.locator('g[data-state="danger"][role="button"], g[data-state="warning"][role="button"]').first();
    const testId = await empty.getAttribute('data-testid');
    await empty.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Dispenser' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Bottle size').click();
    await page.getByRole('option', { name: '1 lt' }).click();
    await dialog.getByRole('button', { name: 'Set Full' }).click();
    await expect(dialog.getByText('Level: 37 / 37')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Dispenser Saved!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(map.getByTestId(testId!)).toHaveAttribute('data-state', 'normal');
    await expect(map.getByTestId(testId!)).toContainText('37/37');
  });

  test('a maintainer tests a valve of a beverage dispenser', async ({ page }) => {
    await openDispensers(page, 'bibs');
    await page.getByRole('button', { name: /^V11: / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Test' }).click();
    await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
    await expect(dialog.getByLabel('Dispensing time (ms)')).toHaveValue('200');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Manual command sent!')).toBeVisible();
  });

  test('a bottle emptied elsewhere turns danger on the open map and in the status strip without a reload', async ({ page, request }) => {
    await openDispensers(page, 'bottles');
    const map = page.getByRole('img', { name: 'Bottle dispensers map' });
    await expect(map).toBeVisible();
    const api = await apiAs(request, 'msmaint@demo.bar', BAR);
    const cells = (await (await request.get('/api/udispenser/bottles/', { headers: api.headers })).json()) as Array<{
      _id: string;
      fake: boolean;
      enabled: boolean;
      ingredientId: string | null;
      actualLevel: number;
      alarmLevel: number;
      doserType: string;
      dispenserCapacity: { id: string; capacity: number };
    }>;
    const target = cells.find((c) => !c.fake && c.enabled && c.ingredientId && c.actualLevel >= c.dispenserCapacity.capacity * 0.5)!;
    await expect(map.getByTestId(`bottle-cell-${target._id}`)).toHaveAttribute('data-state', 'normal');
    const saved = await request.patch(`/api/udispenser/bottles/${target._id}`, {
      headers: api.headers,
      data: { dispenserCapacity: { id: target.dispenserCapacity.id }, doserType: target.doserType, alarmLevel: target.alarmLevel, actualLevel: 0, ingredientId: target.ingredientId },
    });
    expect(saved.status()).toBe(200);
    await expect(map.getByTestId(`bottle-cell-${target._id}`)).toHaveAttribute('data-state', 'danger');
    // the status strip counter moved with it: it counts exactly the map's empty cells
    const strip = page.getByRole('button', { name: /^Empty: \d+$/ });
    await expect(strip).toBeEnabled();
    await expect
      .poll(async () => {
        const shown = Number((await strip.textContent())!.replace(/\D+/g, ''));
        return shown === (await map.locator('g[data-state="danger"]').count());
      })
      .toBe(true);
  });
});
