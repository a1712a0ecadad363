import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, pickBar, signInWithForm } from './helpers';

/** Comforts at sign-in: the bar picked for the user, and the promotion once per browser session. */

async function superadminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: 'superadmin@demo.bar', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** A BARMAN on Torino Lingotto only, made through the API as the super administrator would. */
async function createOneBarUser(request: APIRequestContext, email: string): Promise<void> {
  const headers = { authorization: `Bearer ${await superadminToken(request)}` };
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers })).json()) as Array<{ _id: string; name: string }>;
  const torino = bars.find((bar) => bar.name === 'Torino Lingotto')!;
  const created = await request.post('/api/uuser/members/create', { headers, data: { firstName: 'Olga', lastName: 'Onebar', email, password: DEMO_PASSWORD } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;
  const granted = await request.patch(`/api/uuser/members/${id}`, {
    headers,
    data: { firstName: 'Olga', lastName: 'Onebar', roles: [{ barId: torino._id, role: 'BARMAN' }] },
  });
  expect(granted.status(), await granted.text()).toBe(200);
}

const barButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });
const promo = (page: Page) => page.getByRole('dialog', { name: 'Try the new web portal preview' });

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test.describe('signing in', () => {
  test('a user who holds exactly one bar is on it at once', async ({ page, request }) => {
    await createOneBarUser(request, 'olga.onebar@demo.bar');
    await page.goto('/login');
    await signInWithForm(page, 'olga.onebar@demo.bar');
    await promo(page).getByRole('button', { name: 'Got it' }).click();
    await expect(barButton(page, 'Torino Lingotto')).toBeVisible();
    await expect(page.getByText('Please select a bar to start.')).toBeHidden();
  });

  test('a user who holds several bars gets back the one used last on this device, and only they do', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, 'admin@demo.bar');
    await promo(page).getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByText('Please select a bar to start.')).toBeVisible();
    await pickBar(page, 'Roma Termini');
    await logout(page);

    await signInWithForm(page, 'maint@demo.bar');
    await expect(barButton(page, 'Select a bar')).toBeVisible();
    await logout(page);

    await signInWithForm(page, 'admin@demo.bar');
    await expect(barButton(page, 'Roma Termini')).toBeVisible();
    await page.reload();
    await expect(barButton(page, 'Roma Termini')).toBeVisible();
  });

  test('the promotion shows once per browser session, not on every sign-in', async ({ page, context }) => {
    await page.goto('/login');
    await signInWithForm(page, 'barman@demo.bar');
    await expect(promo(page)).toContainText('support@');
    await promo(page).getByRole('button', { name: 'Close' }).click();
    await expect(promo(page)).toBeHidden();

    await page.reload();
    await expect(page.getByText('barman@demo.bar')).toBeVisible();
    await expect(promo(page)).toBeHidden();
    await logout(page);
    await signInWithForm(page, 'maint@demo.bar');
    await expect(page.getByText('maint@demo.bar')).toBeVisible();
    await expect(promo(page)).toBeHidden();

    // a new tab is a new browser session: the (still signed-in) user is greeted again
    const tab = await context.newPage();
    await tab.goto('/');
    await expect(promo(tab)).toBeVisible();
  });
});
