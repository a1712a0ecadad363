import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

async function apiAs(request: APIRequestContext, email: string, barName: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as Array<{
    _id: string;
    name: string;
  }>;
  const barId = bars.find((b) => b.name === barName)!._id;
  return { headers: { Authorization: `Bearer ${accessToken}`, 'x-bar': barId }, barId };
}

const BAR = 'Milano Duomo';

type ApiSession = Awaited<ReturnType<typeof apiAs>>;

/** A fault the simulated bar can raise at random (cup error, fences) would hold the drinks: clear it. */
async function ensureBarProduces(request: APIRequestContext, api: ApiSession): Promise<void> {
  const bar = (await (await request.get('/api/ubar/bars/current', { headers: api.headers })).json()) as {
    open: boolean;
    roboticSystem?: { cupError?: boolean; fencesOpen?: boolean; emergency?: boolean; maintenanceMode?: boolean };
    robots: Array<{ status: string; enabled: boolean }>;
  };
  expect(bar.open).toBe(true);
  const post = (path: string) => request.post(`/api/ubar/bars/${path}`, { headers: api.headers, data: { barId: api.barId } });
  if (bar.roboticSystem?.cupError) await post('restoreCupError');
  if (bar.roboticSystem?.fencesOpen) await post('restoreFences');
  if (bar.robots.some((r) => r.enabled && r.status !== 'RUNNING')) await post('generalStart');
}

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
    const map = page.getByRole('group', { name: 'Bottle dispensers map' });
    await expect(map).toBeVisible();
    expect(await map.locator('g[data-state]').count()).toBeGreaterThan(100);
    // placeholders are drawn but not clickable
    expect(await map.locator('g[data-state="fake"][role="button"]').count()).toBe(0);
    expect(await map.locator('g[data-state="fake"]').count()).toBeGreaterThan(0);
    const legend = page.getByLabel('Legend');
    for (const state of ['Fake', 'Disabled', 'Danger', 'Warning', 'Normal']) await expect(legend.getByText(state, { exact: true })).toBeVisible();

    // an empty or low cell (the simulated bar refills empty ones after a while)
    const empty = map.locator('g[data-state="danger"][role="button"], g[data-state="warning"][role="button"]').first();
    const testId = await empty.getAttribute('data-testid');
    // the map opens zoomed to readable text, so this cell may sit outside the panned view: reach it by keyboard
    await empty.focus();
    await page.keyboard.press('Enter');
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
    // a wrong value is shown on its field, and the corrected one is sent
    await dialog.getByLabel('Quantity').fill('0');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Quantity must be 1 or more')).toBeVisible();
    await dialog.getByLabel('Quantity').fill('');
    await expect(dialog.getByLabel('Quantity')).toHaveValue('');
    await dialog.getByLabel('Quantity').pressSequentially('2');
    await expect(dialog.getByLabel('Quantity')).toHaveValue('2');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Manual command sent!')).toBeVisible();
  });

  test('a bottle emptied elsewhere turns danger on the open map and in the status strip without a reload', async ({ page, request }) => {
    await openDispensers(page, 'bottles');
    const map = page.getByRole('group', { name: 'Bottle dispensers map' });
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
      data: {
        dispenserCapacity: { id: target.dispenserCapacity.id },
        doserType: target.doserType,
        alarmLevel: target.alarmLevel,
        actualLevel: 0,
        ingredientId: target.ingredientId,
      },
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

  test('a bottle drained by the simulated bar turns warning then danger on the open map and moves the strip counters', async ({ page, request }) => {
    // the bar makes each drink in 18–40 s once a robot is free
    test.setTimeout(300_000);
    const admin = await apiAs(request, 'admin@demo.bar', BAR);
    const maint = await apiAs(request, 'maint@demo.bar', BAR);

    // an operator loads a bottle of a new product in a cell: 700 ml (25 parts), 8 parts left, alarm at 2
    const product = `Drain Gin ${Date.now().toString(36).slice(-5)}`;
    const created = await request.post('/api/uingredient/bottles/create', {
      headers: admin.headers,
      data: { barId: admin.barId, name: product, category: 'Spirits', subCategory: 'Gin', color: '#6A8CAF', alcoholPerc: 40, price: 0 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const ingredientId = ((await created.json()) as { _id: string })._id;
    const cells = (await (await request.get('/api/udispenser/bottles/', { headers: maint.headers })).json()) as Array<{
      _id: string;
      fake: boolean;
      enabled: boolean;
      ingredientId: string | null;
      actualLevel: number;
      dispenserCapacity: { capacity: number };
    }>;
    const target = cells.find((c) => !c.fake && c.enabled && c.ingredientId && c.actualLevel >= c.dispenserCapacity.capacity * 0.5)!;
    const loaded = await request.patch(`/api/udispenser/bottles/${target._id}`, {
      headers: maint.headers,
      data: { dispenserCapacity: { id: '700ml' }, doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 8, ingredientId, enabled: true },
    });
    expect(loaded.status(), await loaded.text()).toBe(200);

    await openDispensers(page, 'bottles');
    const map = page.getByRole('group', { name: 'Bottle dispensers map' });
    const cell = map.getByTestId(`bottle-cell-${target._id}`);
    await expect(cell).toHaveAttribute('data-state', 'normal');
    await expect(cell).toContainText('8/25');
    await ensureBarProduces(request, admin);

    const low = page.getByRole('button', { name: /^Less than 30%: \d+$/ });
    const empty = page.getByRole('button', { name: /^Empty: \d+$/ });
    // orders name a menu recipe: one that pours 3 parts of the new product, in a category hidden
    // from customers so only these orders drain the bottle
    const category = await request.post('/api/udrink/categories/create', {
      headers: admin.headers,
      data: { barId: admin.barId, name: product, color: '#6A8CAF', price: 0, enabled: false },
    });
    expect(category.status(), await category.text()).toBe(201);
    const drain = await request.post('/api/udrink/recipes/create', {
      headers: admin.headers,
      data: {
        barId: admin.barId,
        categoryId: ((await category.json()) as { _id: string })._id,
        name: product,
        ingredients: [{ ingredientType: 'Bottle', ingredientId, ingredientName: product, quantity: 3 }],
      },
    });
    expect(drain.status(), await drain.text()).toBe(201);
    const recipe = (await drain.json()) as { _id: string };
    const order = async (n: number) => {
      const ordered = await request.post('/api/ubar/bars/orderDrink', {
        headers: admin.headers,
        data: { barId: admin.barId, recipe, orderName: `Drain ${n}`, priority: true },
      });
      expect(ordered.status(), await ordered.text()).toBe(200);
    };
    // each counter shows exactly the map's cells in its state, so it moved with ours
    const stripMatchesMap = async (button: typeof low, state: string) =>
      expect
        .poll(async () => Number(/(\d+)\s*$/.exec((await button.textContent()) ?? '')?.[1]) === (await map.locator(`g[data-state="${state}"]`).count()), {
          timeout: 30_000,
        })
        .toBe(true);

    // the first pour leaves 5 of 25 parts: under 30%
    await order(1);
    await expect(cell).toHaveAttribute('data-state', 'warning', { timeout: 150_000 });
    await expect(cell).toContainText('5/25');
    await expect(low).toBeEnabled();
    await stripMatchesMap(low, 'warning');

    // the second leaves 2, the alarm level: empty
    await order(2);
    await expect(cell).toHaveAttribute('data-state', 'danger', { timeout: 150_000 });
    await expect(cell).toContainText('2/25');
    await expect(empty).toBeEnabled();
    await stripMatchesMap(empty, 'danger');
  });
});
