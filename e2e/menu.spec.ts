import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

const SHOTS = process.env.MENU_SHOTS_DIR;

async function openMenu(page: Page): Promise<void> {
  await dismissPromoUpFront(page);
  await page.goto('/');
  await signInWithForm(page, 'admin@demo.bar');
  await pickBar(page, 'Milano Duomo');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Recipe categories' })).toBeVisible();
}

const categoryNames = (page: Page) => page.getByRole('table', { name: 'Recipe categories' }).locator('tbody tr td:nth-child(2)').allTextContents();
const recipeNames = (page: Page) => page.getByRole('table', { name: 'Recipes' }).locator('tbody tr td:nth-child(2)').allTextContents();

/** Drags a row by its handle onto another row with the mouse, in small steps so dnd-kit's pointer sensor starts and follows. */
async function dragRow(page: Page, handleName: string, onto: Locator): Promise<void> {
  const from = (await page.getByRole('button', { name: handleName }).boundingBox())!;
  const to = (await onto.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 - 2, { steps: 2 });
  await page.mouse.up();
}

test('menu: categories, reordering, a 14-part recipe and ordering it', async ({ page, request }) => {
  await openMenu(page);
  await expect(page.getByRole('cell', { name: 'Long Drinks', exact: true })).toBeVisible();
  // the seeded menu: Long Drinks holds the simulator's long drinks
  await expect(page.getByRole('row', { name: /Long Drinks/ })).toContainText(/[1-9]\d*$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/categories-1280.png` });
  await page.getByRole('cell', { name: 'Long Drinks', exact: true }).click();
  await expect(page.getByRole('row', { name: /Gin Tonic/ })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/recipes-seeded-1280.png` });
  await page.getByRole('link', { name: 'Menu' }).first().click();
  // the recipes page has an Add button too: press the categories' one only once their table is back
  await expect(page.getByRole('table', { name: 'Recipe categories' })).toBeVisible();

  // create a category
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Specials');
  await dialog.getByRole('spinbutton', { name: 'Price' }).fill('7.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category Saved!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'E2E Specials', exact: true })).toBeVisible();
  const names = await categoryNames(page);
  expect(names.at(-1)).toBe('E2E Specials');

  // reorder by pointer drag: the new last row onto the row two above it
  const last = names.length - 1;
  await dragRow(page, 'Drag E2E Specials', page.getByRole('row', { name: new RegExp(names[last - 2]) }));
  await expect.poll(async () => (await categoryNames(page)).indexOf('E2E Specials')).toBe(last - 2);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect.poll(async () => (await categoryNames(page)).indexOf('E2E Specials')).toBe(last - 2);

  // by keyboard: Alt+Arrow on the row, Space / Arrow / Space on the drag handle, then the button
  await page.getByRole('row', { name: /E2E Specials/ }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(async () => (await categoryNames(page)).indexOf('E2E Specials')).toBe(last - 1);
  // the screen reader announcements say when each key took effect
  const announced = page.getByRole('status').filter({ hasText: /E2E Specials/ });
  await page.getByRole('button', { name: 'Drag E2E Specials' }).focus();
  await page.keyboard.press('Space');
  await expect(announced).toContainText(`position ${last} of`);
  await page.keyboard.press('ArrowUp');
  await expect(announced).toContainText(`moved to position ${last - 1} of`);
  await page.keyboard.press('ArrowUp');
  await expect(announced).toContainText(`moved to position ${last - 2} of`);
  await page.keyboard.press('Space');
  await expect(announced).toContainText('dropped at position');
  await expect.poll(async () => (await categoryNames(page)).indexOf('E2E Specials')).toBe(last - 3);
  await page.getByRole('button', { name: 'Move E2E Specials down' }).click();
  await expect.poll(async () => (await categoryNames(page)).indexOf('E2E Specials')).toBe(last - 2);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect.poll(async () => (await categoryNames(page)).indexOf('E2E Specials')).toBe(last - 2);

  // a recipe that hits the 14-part cap
  await page.getByRole('cell', { name: 'E2E Specials', exact: true }).click();
  await expect(page.getByText('Click on the "Add" button below to add your first recipe')).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  const recipe = page.getByRole('dialog', { name: 'Create New Recipe' });
  await recipe.getByRole('textbox', { name: 'Name' }).fill('Big Gin');
  await recipe.getByRole('button', { name: 'Add Ingredient' }).click();
  const first = recipe.getByRole('group', { name: 'Ingredient 1' });
  await first.getByRole('combobox', { name: 'Ingredient' }).fill('Gin');
  await page.getByRole('option', { name: 'Gin', exact: true }).click();
  await first.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await recipe.getByRole('button', { name: 'Add Ingredient' }).click();
  const second = recipe.getByRole('group', { name: 'Ingredient 2' });
  await second.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Ice' }).click();
  await expect(second.getByText('max 4')).toBeVisible();
  await second.getByRole('spinbutton', { name: 'Quantity' }).fill('8');
  await expect(second.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('4');
  await expect(recipe.getByLabel('Parts counter')).toContainText('Parts: 14/14');
  await expect(recipe.getByLabel('Parts counter')).toContainText('Average alcohol: 28.6%');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/recipe-dialog-1280.png` });
  await recipe.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recipe Created!')).toBeVisible();
  const row = page.getByRole('row', { name: /Big Gin/ });
  await expect(row).toContainText('14/14');
  await expect(row.getByLabel('Available')).toBeVisible();

  // a second recipe, then drag it above the first; the order survives a reload
  await page.getByRole('button', { name: 'Add' }).click();
  await recipe.getByRole('textbox', { name: 'Name' }).fill('Small Gin');
  await recipe.getByRole('button', { name: 'Add Ingredient' }).click();
  await first.getByRole('combobox', { name: 'Ingredient' }).fill('Gin');
  await page.getByRole('option', { name: 'Gin', exact: true }).click();
  await recipe.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recipe Created!').first()).toBeVisible();
  await expect.poll(() => recipeNames(page)).toEqual(['Big Gin', 'Small Gin']);
  await dragRow(page, 'Drag Small Gin', row);
  await expect.poll(() => recipeNames(page)).toEqual(['Small Gin', 'Big Gin']);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect.poll(() => recipeNames(page)).toEqual(['Small Gin', 'Big Gin']);

  // order one (the small one: a 10-part pour may find the demo bottles too low and fail at once)
  await page
    .getByRole('row', { name: /Small Gin/ })
    .getByRole('button', { name: 'Order it!' })
    .click();
  const order = page.getByRole('dialog', { name: 'Order Drink' });
  await order.getByRole('textbox').fill('E2E Guest');
  await order.getByRole('button', { name: 'Order it!' }).click();
  await expect(page.getByText('Drink Ordered Successfully')).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 768 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/recipes-1024.png` });
  if (SHOTS) {
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.screenshot({ path: `${SHOTS}/recipes-1024-dark.png` });
  }

  // and in the drink queue, where it arrives over the live link
  // below 1280 px the menu slides over from its button
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Drink Queue', exact: true }).click();
  await expect(page.getByRole('row', { name: /E2E Guest/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /E2E Guest/ }).first()).toContainText('Small Gin');

  const login = await request.post('/api/auth/login', { data: { email: 'admin@demo.bar', password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers: { authorization: `Bearer ${accessToken}` } })).json()) as Array<{
    _id: string;
    name: string;
  }>;
  const barId = bars.find((b) => b.name === 'Milano Duomo')!._id;
  const drinks = await request.get('/api/uorder/drink/', {
    headers: { authorization: `Bearer ${accessToken}` },
    params: { barId, status: 'open,producing,ready,delivering,delivered,error,canceled', search: JSON.stringify({ name: 'E2E Guest' }) },
  });
  expect(drinks.status(), await drinks.text()).toBe(200);
  expect(((await drinks.json()) as { data: Array<{ recipe: { name: string } }> }).data[0]?.recipe.name).toBe('Small Gin');
});
