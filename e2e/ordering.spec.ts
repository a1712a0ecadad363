import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront, pickBar, signInWithForm } from './helpers';
import { menuRecipe } from './menu-api';

const BAR = 'Milano Duomo';
const RECIPE = 'Margarita';

async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers: { authorization: `Bearer ${accessToken}` } })).json()) as Array<{
    _id: string;
    name: string;
  }>;
  const barId = bars.find((b) => b.name === BAR)!._id;
  return { token: accessToken, barId, headers: { authorization: `Bearer ${accessToken}`, 'x-bar': barId } };
}

async function openRecipes(page: Page, email: string, category: string): Promise<void> {
  await dismissPromoUpFront(page);
  await page.goto('/');
  await signInWithForm(page, email);
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
  await pickBar(page, BAR);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Menu', exact: true }).click();
  await page.getByRole('cell', { name: category, exact: true }).click();
  await expect(page.getByRole('table', { name: 'Recipes' })).toBeVisible();
}

interface BottleCell {
  _id: string;
  ingredientId: string | null;
  actualLevel: number;
  [field: string]: unknown;
}

test('ordering from the menu: at the menu price, and not at all once a bottle of the recipe is empty', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin@demo.bar');
  const maint = await apiAs(request, 'maint@demo.bar');
  const margarita = await menuRecipe(request, admin, RECIPE);
  expect(margarita.valid, margarita.unavailableReasons.join('; ')).toBe(true);
  const category = (await (await request.get(`/api/udrink/categories/${margarita.categoryId}`, { headers: admin.headers })).json()) as { name: string };

  // an ADMIN orders it from its row
  await openRecipes(page, 'admin@demo.bar', category.name);
  const row = page.getByRole('row', { name: new RegExp(RECIPE) });
  await expect(row.getByLabel('Available')).toBeVisible();
  await row.getByRole('button', { name: 'Order it!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Drink' });
  const guest = `Menu guest ${Date.now().toString(36).slice(-5)}`;
  await dialog.getByRole('textbox', { name: `Name for the ${RECIPE} (optional)` }).fill(guest);
  await dialog.getByRole('button', { name: 'Order it!' }).click();
  await expect(page.getByText('Drink Ordered Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the bar took it at the menu's price, with the menu's recipe
  const active = (await (await request.get('/api/uorder/drink/active', { headers: admin.headers })).json()) as Array<{
    name: string;
    recipe: { name: string; price: number; ingredients: Array<{ name: string }> };
  }>;
  const drink = active.find((d) => d.name === guest);
  expect(drink, 'the ordered drink in the queue').toBeTruthy();
  expect(drink!.recipe.name).toBe(RECIPE);
  expect(drink!.recipe.price).toBe(margarita.effectivePrice);
  expect(drink!.recipe.ingredients.map((i) => i.name)).toEqual(margarita.ingredients.map((i) => i.ingredientName));
  // and it shows in the Drink Queue
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Drink Queue', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(guest) }).first()).toBeVisible();
  await page.goBack();
  await expect(row.getByLabel('Available')).toBeVisible();

  // a maintainer empties every bottle of its first spirit: the row says why, live
  const spirit = margarita.ingredients.find((i) => i.ingredientType === 'Bottle' && i.ingredientId)!;
  const cells = (await (await request.get('/api/udispenser/bottles/', { headers: maint.headers })).json()) as BottleCell[];
  const holding = cells.filter((c) => c.ingredientId === spirit.ingredientId);
  expect(holding.length).toBeGreaterThan(0);
  const setLevel = async (cell: BottleCell, actualLevel: number) => {
    const saved = await request.patch(`/api/udispenser/bottles/${cell._id}`, { headers: maint.headers, data: { ...cell, actualLevel } });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  try {
    for (const cell of holding) await setLevel(cell, 0);
    const reason = `${spirit.ingredientName}: bottle empty`;
    await expect(row.getByLabel('Not available')).toBeVisible();
    await expect(row).toContainText(reason);

    // the Order dialog shows the reason and cannot order it
    await row.getByRole('button', { name: 'Order it!' }).click();
    await expect(dialog).toContainText(`${RECIPE} cannot be made now.`);
    await expect(dialog).toContainText(reason);
    await expect(dialog.getByRole('button', { name: 'Order it!' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // nor can the API: 409 naming the empty bottle, and no drink
    const refused = await request.post('/api/ubar/bars/orderDrink', {
      headers: admin.headers,
      data: { barId: admin.barId, recipe: margarita, orderName: `${guest} again` },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(`${RECIPE} cannot be made now: ${reason}.`);
    const after = (await (await request.get('/api/uorder/drink/active', { headers: admin.headers })).json()) as Array<{ name: string }>;
    expect(after.some((d) => d.name === `${guest} again`)).toBe(false);
  } finally {
    for (const cell of holding) await setLevel(cell, cell.actualLevel);
  }
  await expect(row.getByLabel('Available')).toBeVisible();
});
