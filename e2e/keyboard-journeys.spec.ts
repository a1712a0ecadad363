import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront } from './helpers';
import { expectVisibleFocus, tabAndEnter, tabTo } from './keyboard';
import { menuRecipe } from './menu-api';

/**
 * The main journeys with the keyboard alone: Tab / Shift+Tab to move, Enter / Space / arrows to act.
 * No mouse and no element.click(); every control reached shows its focus.
 */

const BAR = 'Milano Duomo';

async function apiSession(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers })).json()) as Array<{ _id: string; name: string }>;
  const barId = bars.find((b) => b.name === BAR)!._id;
  return { token: accessToken, barId, headers: { ...headers, 'x-bar': barId } };
}

/** Signs in through the form with the keyboard. */
async function signIn(page: Page, email: string): Promise<void> {
  await dismissPromoUpFront(page);
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await tabAndEnter(page, page.getByRole('button', { name: 'Sign in' }));
  await expect(page.getByText('Please select a bar to start.')).toBeVisible();
}

/** Opens the bar picker in the top bar with Enter and chooses the bar with the arrow keys. */
async function pickBar(page: Page, name: string): Promise<void> {
  await tabAndEnter(page, page.getByRole('banner').getByRole('button', { name: 'Select a bar' }));
  const item = page.getByRole('menuitem', { name: new RegExp(name) });
  await expect(page.getByRole('menu')).toBeVisible();
  for (let presses = 0; presses < 10 && !(await item.evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
}

/** Moves to a screen through the main menu. */
async function goTo(page: Page, screen: string): Promise<void> {
  await tabAndEnter(page, page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: screen, exact: true }), { max: 120 });
}

test('signing in and picking a bar', async ({ page }) => {
  await signIn(page, 'admin@demo.bar');
  await pickBar(page, BAR);
  await expect(page.getByTestId('bar-status')).toBeVisible();
});

test('stopping a robot, and a command that asks first', async ({ page }) => {
  await signIn(page, 'maint@demo.bar');
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
  await pickBar(page, BAR);
  const card = page.getByTestId('robot-card-MI-R1');
  await expect(card.getByTestId('robot-status')).not.toHaveText('STOP');
  await tabAndEnter(page, card.getByRole('button', { name: 'Stop Toni Left' }));
  await expect(page.getByText('Robot stopped!')).toBeVisible();
  await expect(card.getByTestId('robot-status')).toHaveText('STOP');

  // General Start asks first: the dialog takes the focus, Enter confirms
  const strip = page.getByRole('region', { name: 'Bar status strip' });
  await tabAndEnter(page, strip.getByRole('button', { name: 'General Start' }), { backwards: true });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Start every robot of ${BAR}?`);
  await expect(dialog.getByRole('button', { name: 'Start' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Started!')).toBeVisible();
  await expect(card.getByTestId('robot-status')).not.toHaveText('STOP');
});

test('ordering a drink from the menu', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin@demo.bar');
  const margarita = await menuRecipe(request, admin, 'Margarita');
  const category = (await (await request.get(`/api/udrink/categories/${margarita.categoryId}`, { headers: admin.headers })).json()) as { name: string };

  await signIn(page, 'admin@demo.bar');
  await pickBar(page, BAR);
  await goTo(page, 'Menu');
  await tabAndEnter(page, page.getByRole('row').filter({ has: page.getByRole('cell', { name: category.name, exact: true }) }));
  const row = page.getByRole('table', { name: 'Recipes' }).getByRole('row', { name: /Margarita/ });
  await tabAndEnter(page, row.getByRole('button', { name: 'Order it!' }));
  const dialog = page.getByRole('dialog', { name: 'Order Drink' });
  const guest = `Keyboard guest ${Date.now().toString(36).slice(-5)}`;
  await tabTo(page, dialog.getByRole('textbox', { name: 'Name for the Margarita (optional)' }));
  await page.keyboard.type(guest);
  await tabAndEnter(page, dialog.getByRole('button', { name: 'Order it!' }));
  await expect(page.getByText('Drink Ordered Successfully')).toBeVisible();

  const active = (await (await request.get('/api/uorder/drink/active', { headers: admin.headers })).json()) as Array<{
    name: string;
    recipe: { name: string };
  }>;
  expect(active.find((d) => d.name === guest)?.recipe.name).toBe('Margarita');
});

test('refunding a paid app order', async ({ page, request }) => {
  await signIn(page, 'admin@demo.bar');
  await pickBar(page, BAR);
  await goTo(page, 'App Orders');
  const table = page.getByRole('table', { name: 'App Orders' });
  const refundable = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Refund order/ }) })
    .first();
  await tabAndEnter(page, refundable, { max: 150 });
  await expect(page).toHaveURL(/\/app-orders\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await tabAndEnter(page, page.getByRole('main').getByRole('button', { name: 'Refund', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Refund Order' });
  await expect(dialog.getByRole('button', { name: 'Refund' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order Refund', { exact: true })).toBeVisible();

  const admin = await apiSession(request, 'admin@demo.bar');
  const order = (await (await request.get(`/api/uorder/apporders/${id}`, { headers: admin.headers, params: { barId: admin.barId } })).json()) as {
    status: string;
  };
  expect(order.status).toBe('refunded');
});

test('creating an export for a range of days', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin@demo.bar');
  const count = async () =>
    (
      (await (await request.get('/api/uexport/export-request/', { headers: admin.headers, params: { bar: admin.barId, perPage: 1 } })).json()) as {
        count: number;
      }
    ).count;
  const before = await count();

  await signIn(page, 'admin@demo.bar');
  await pickBar(page, BAR);
  await goTo(page, 'Exports');
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  await tabTo(page, page.getByRole('textbox', { name: 'From' }));
  await page.keyboard.type(day.replaceAll('/', ''));
  await tabTo(page, page.getByRole('textbox', { name: 'To' }));
  await page.keyboard.type(day.replaceAll('/', ''));
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(day);
  await tabAndEnter(page, page.getByRole('button', { name: 'Apply' }));
  await tabAndEnter(page, page.getByRole('button', { name: 'Export drinks' }));
  await expect(page.getByText('Export created, it will be available shortly')).toBeVisible();
  await expect.poll(count).toBe(before + 1);
  const newest = page.getByRole('table', { name: 'Exports' }).getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(2)).toHaveText(`${day} – ${day}`);
});
