import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

const BAR = 'Roma Termini';
/** Names unique to this run, so a re-run on the same data never meets its own leftovers. */
const run = Date.now().toString(36).slice(-5);

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function barId(request: APIRequestContext, bearer: string, name: string): Promise<string> {
  const response = await request.get('/api/ubar/bars/avail', { headers: { Authorization: `Bearer ${bearer}` } });
  const bars = (await response.json()) as Array<{ _id: string; name: string }>;
  const bar = bars.find((b) => b.name === name);
  if (!bar) throw new Error(`no bar ${name}`);
  return bar._id;
}

async function openIngredients(page: Page, email: string, tab: string): Promise<void> {
  await dismissPromoUpFront(page);
  await page.goto('/login');
  await signInWithForm(page, email);
  await expect(page).toHaveURL('/');
  await pickBar(page, BAR);
  await page.goto(`/ingredients/${tab}`);
}

test.describe('bar ingredients', () => {
  const gin = { name: `Gin Catalogue ${run}`, category: 'Spirits', subCategory: 'London Dry', color: '#A1B2C3', alcoholPerc: 41.3 };
  const flavours = [`Cola ${run}`, `Cherry ${run}`, `Lime ${run}`];

  test.beforeAll(async ({ request }) => {
    const superadmin = await token(request, 'superadmin@demo.bar');
    const created = await request.post('/api/uging/bottles/create', { headers: { Authorization: `Bearer ${superadmin}` }, data: gin });
    expect(created.status()).toBe(201);
    const admin = await token(request, 'admin@demo.bar');
    const roma = await barId(request, admin, BAR);
    for (const name of flavours) {
      const flavour = await request.post('/api/uingredient/flavours/create', {
        headers: { Authorization: `Bearer ${admin}`, 'x-bar': roma },
        data: { name, category: 'Flavours', barId: roma },
      });
      expect(flavour.status()).toBe(201);
    }
  });

  test('a new bottle is prefilled from the catalogue, saved, and opens its page', async ({ page }) => {
    await openIngredients(page, 'admin@demo.bar', 'bottles');
    await page.getByRole('button', { name: 'Add Bottle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Bottle' });
    await dialog.getByLabel('Price').fill('9');
    await dialog.getByRole('combobox', { name: 'Name' }).fill(`catalogue ${run}`);
    await page.getByRole('option', { name: gin.name }).click();
    await expect(dialog.getByRole('textbox', { name: 'Color', exact: true })).toHaveValue(gin.color);
    await expect(dialog.getByLabel('Alcohol %')).toHaveValue(String(gin.alcoholPerc));
    await expect(dialog.getByLabel('Sub Category')).toHaveValue(gin.subCategory);
    await expect(dialog.getByLabel('Price')).toHaveValue('0.00');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Bottle Saved!')).toBeVisible();
    await expect(page).toHaveURL(/\/ingredients\/bottles\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: gin.name })).toBeVisible();
    const form = page.getByRole('form', { name: 'Edit Bottle' });
    await expect(form.getByRole('combobox', { name: /^Category/ })).toHaveText('Spirits');
    await expect(form.getByRole('textbox', { name: 'Color', exact: true })).toHaveValue(gin.color);
  });

  test('a beverage takes three of the bar flavours and refuses a fourth', async ({ page }) => {
    await openIngredients(page, 'admin@demo.bar', 'beverages');
    await page.getByRole('button', { name: 'Add Beverage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Beverage' });
    const name = `House Soda ${run}`;
    await dialog.getByRole('combobox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Sodas' }).click();
    const add = dialog.getByRole('button', { name: 'Add Flavour' });
    for (const [index, flavour] of flavours.entries()) {
      await add.click();
      await dialog.getByRole('combobox', { name: `Flavour ${index + 1}` }).fill(flavour.split(' ')[0]);
      await page.getByRole('option', { name: flavour }).click();
    }
    await expect(dialog.getByText('Selected Flavours: 3/3')).toBeVisible();
    await expect(add).toBeDisabled();
    await add.click({ force: true });
    await expect(dialog.getByRole('combobox', { name: 'Flavour 4' })).toHaveCount(0);
    await expect(dialog.getByText('Selected Flavours: 3/3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Beverage Saved!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const form = page.getByRole('form', { name: 'Edit Beverage' });
    for (const [index, flavour] of flavours.entries()) {
      await expect(form.getByRole('combobox', { name: `Flavour ${index + 1}` })).toHaveValue(flavour);
    }
  });

  test('a milk with a pump speed above 400 is refused until it is in range', async ({ page }) => {
    await openIngredients(page, 'admin@demo.bar', 'milk');
    await page.getByRole('button', { name: 'Add Milk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Milk' });
    const name = `Barista Oat ${run}`;
    await dialog.getByRole('combobox', { name: 'Name' }).fill(name);
    await expect(dialog.getByRole('textbox', { name: 'Color', exact: true })).toHaveValue('#E1E1E1');
    await expect(dialog.getByRole('checkbox', { name: 'Hot' })).toBeChecked();
    await dialog.getByLabel('Pump Speed').fill('401');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Pump speed must be 0-400')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Pump Speed').fill('400');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Milk Saved!')).toBeVisible();
    await expect(page).toHaveURL(/\/ingredients\/milk\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('form', { name: 'Edit Milk' }).getByLabel('Pump Speed')).toHaveValue('400');
  });

  test('a barman reads the list and a detail but cannot add or save', async ({ page }) => {
    await openIngredients(page, 'barman@demo.bar', 'beverages');
    await expect(page.getByRole('tab', { name: 'Beverages', selected: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Beverage' })).toHaveCount(0);
    await page.goto('/ingredients/flavours?pageSize=25');
    await page.getByRole('row', { name: new RegExp(flavours[0]) }).click();
    await expect(page.getByRole('form', { name: 'Edit Flavour' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});

test('the super administrator adds a coffee type to the catalogue and lands on its page', async ({ page }) => {
  await dismissPromoUpFront(page);
  await page.goto('/global-ingredients/coffeeType');
  await signInWithForm(page, 'superadmin@demo.bar');
  await expect(page.getByTestId('top-bar-title')).toHaveText('Super Admin');
  await expect(page.getByRole('tab', { name: 'Coffee Type', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Coffee Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Coffee Type' });
  const name = `Ristretto ${run}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Global CoffeeType Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/global-ingredients\/coffee-type\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
