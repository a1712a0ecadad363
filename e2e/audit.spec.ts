import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

const SHOTS = process.env.AUDIT_SHOTS_DIR;

test.use({ viewport: { width: 1024, height: 768 } });

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [width, height] of [
    [1024, 768],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1024, height: 768 });
}

test("an admin sees on the bar's audit timeline what they changed and what a barman was refused", async ({ page, request }) => {
  await dismissPromoUpFront(page);
  await page.goto('/');
  await signInWithForm(page, 'admin@demo.bar');
  await pickBar(page, 'Milano Duomo');
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  // something audited, done in the console: a new menu category (at 1024 px the menu slides over)
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Audit Specials');
  await dialog.getByRole('spinbutton', { name: 'Price' }).fill('6');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category Saved!')).toBeVisible();

  // a call the server refuses: a barman renaming the bar
  const admin = await tokenOf(request, 'admin@demo.bar');
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers: { authorization: `Bearer ${admin}` } })).json()) as Array<{
    _id: string;
    name: string;
  }>;
  const milano = bars.find((b) => b.name === 'Milano Duomo')!._id;
  const barman = await tokenOf(request, 'barman@demo.bar');
  const refused = await request.put(`/api/ubar/bars/${milano}`, { headers: { authorization: `Bearer ${barman}` }, data: { name: 'Taken over' } });
  expect(refused.status()).toBe(403);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Audit', exact: true }).click();
  await expect(page).toHaveURL(/\/audit/);
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit' });
  // body rows only: the filter row above them lists the action names too
  const rows = table.locator('tbody tr');
  const created = rows.filter({ hasText: 'Create Menu Category' }).first();
  // the writer batches rows for up to 250 ms: reload until they are there (a reload and its table can
  // take more than 2 s on a busy machine: the row was on the page when 2 s per try ran out)
  await expect(async () => {
    await page.reload();
    await expect(created).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await expect(created).toContainText('admin@demo.bar');
  await expect(created).toContainText('Allowed · 201');
  await expect(created.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await shoot(page, 'audit');

  await page.getByRole('combobox', { name: 'Filter Outcome' }).selectOption('Refused');
  await expect(page).toHaveURL(/filters=.*refused/);
  const refusal = rows.filter({ hasText: 'barman@demo.bar' }).first();
  await expect(refusal).toContainText('Edit Bar');
  await expect(refusal).toContainText('Refused · 403');
  await expect(rows.filter({ hasText: 'Create Menu Category' })).toHaveCount(0);

  // narrowed to that action and person; the filters live in the URL, so a reload keeps them
  await page.getByRole('combobox', { name: 'Filter Action' }).selectOption('Edit Bar');
  await page.getByRole('textbox', { name: 'Filter Who' }).fill('barman@');
  await expect(page).toHaveURL(/barman/);
  await page.reload();
  await expect(rows.filter({ hasText: 'barman@demo.bar' }).first()).toContainText('Refused · 403');
  await expect(page.getByRole('combobox', { name: 'Filter Outcome' })).toHaveValue('refused');
  await shoot(page, 'audit-refused');

  // a day range with nothing in it
  await page.getByRole('textbox', { name: 'From' }).fill('01/01/2020');
  await page.getByRole('textbox', { name: 'To' }).fill('02/01/2020');
  await expect(table.getByText('No Results')).toBeVisible();
});
