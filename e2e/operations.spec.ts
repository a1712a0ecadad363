import { expect, test, type Page } from '@playwright/test';
import { dismissPromoUpFront, signInWithForm } from './helpers';

/** A real 1×1 PNG: the server checks images by their content. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signInAsSuperadmin(page: Page, path: string): Promise<void> {
  await dismissPromoUpFront(page);
  await page.goto(path);
  await signInWithForm(page, 'superadmin@demo.bar');
  await expect(page).toHaveURL(new RegExp(path.replace(/[/?]/g, '\\$&')));
}

async function openBar(page: Page, name: string): Promise<void> {
  await signInAsSuperadmin(page, '/bars?pageSize=10');
  await page.locator('tbody tr', { hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

async function fillGeneralInfo(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Create New Bar' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Location').fill('Piazza Garibaldi, Napoli');
  await dialog.getByLabel('Latitude').fill('40.85296');
  await dialog.getByLabel('Longitude').fill('14.27245');
  await dialog.getByRole('button', { name: 'Next' }).click();
}

test.describe('bar creation wizard', () => {
  test('veloce goes from Bar Type straight to the recap, back returns to Bar Type, and the bar is created', async ({ page }) => {
    await signInAsSuperadmin(page, '/bars');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Bar' });
    await fillGeneralInfo(page, 'Napoli Veloce');

    await dialog.getByRole('radio', { name: 'Toni Veloce' }).click();
    const recap = dialog.getByLabel('Recap');
    await expect(recap).toContainText('Napoli Veloce');
    await expect(recap).toContainText('Toni Veloce');
    await expect(dialog.getByText('Bar Features')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('radio', { name: 'Toni Veloce' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(recap).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Bar Saved')).toBeVisible();
    await expect(page).toHaveURL(/\/bars\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Napoli Veloce' })).toBeVisible();
    await expect(page.getByText('Toni Veloce')).toBeVisible();
  });

  test('other versions set their features on Bar Type and the new bar keeps them', async ({ page }) => {
    await signInAsSuperadmin(page, '/bars');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Bar' });
    await fillGeneralInfo(page, 'Napoli Compatto');
    await dialog.getByRole('radio', { name: 'Toni Compatto' }).check();
    await expect(dialog.getByLabel('Recap')).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Coffee' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Recap')).toContainText('Bottles, Coffee');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Napoli Compatto' })).toBeVisible();
    await tab(page, 'Bar Features').click();
    await expect(page.getByRole('checkbox', { name: 'Coffee' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Ice' })).not.toBeChecked();
  });

  test("a refused creation says 'Bar creation Error!' and stays on the recap", async ({ page }) => {
    await signInAsSuperadmin(page, '/bars');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Bar' });
    // The server refuses it: make the request fail on the way out.
    await page.route('**/api/ubar/bars/create', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Refused by the test' }),
      }),
    );
    await fillGeneralInfo(page, 'Napoli Refused');
    await dialog.getByRole('radio', { name: 'Toni Veloce' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bar creation Error!')).toBeVisible();
    await expect(dialog.getByLabel('Recap')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Refused by the test');
  });
});

test.describe('bar detail', () => {
  test('saving with an error on another tab shows that tab', async ({ page }) => {
    await openBar(page, 'Milano Duomo');
    await page.getByLabel('Website').fill('');
    await tab(page, 'Security').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tab(page, 'Bar Info')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Website is required')).toBeVisible();
    await page.getByLabel('Website').fill('ftp://duomo.demo.bar');
    await tab(page, 'Payment').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tab(page, 'Bar Info')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Website must be a valid http(s) URL')).toBeVisible();
  });

  test('an image is uploaded with the save, and a file that is not an image is refused', async ({ page }) => {
    await openBar(page, 'Milano Duomo');
    const logo = page.locator('input[type=file][aria-label="Logo"]');

    await logo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Only image files are accepted')).toBeVisible();

    // Claims to be a PNG; the server reads the bytes and refuses it.
    await logo.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image either') });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(/Logo: only PNG, JPEG, GIF or WebP images are accepted/);
    await expect(page.getByText('Bar Saved')).toHaveCount(0);

    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bar Saved')).toBeVisible();

    await page.reload();
    const stored = page.getByRole('img', { name: 'Logo preview' });
    await expect(stored).toHaveAttribute('src', /\/api\/ubar\/bars\/[0-9a-f-]{36}\/images\//);
    expect(await stored.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bar Saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Logo', exact: true }).getByText('No image')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);
  });

  test('a Shift4 access token is obtained through the sandbox, then shown read-only without the button', async ({ page }) => {
    await openBar(page, 'Milano Duomo');
    await tab(page, 'Payment').click();
    const shift4 = page.getByRole('region', { name: 'Shift4' });

    await shift4.getByLabel('Auth Token').fill('invalid-token');
    await shift4.getByRole('button', { name: 'Obtain Access Token' }).click();
    await expect(page.getByText('Get Access Token Failed!')).toBeVisible();

    await shift4.getByLabel('Auth Token').fill('sandbox-auth-token');
    await shift4.getByRole('button', { name: 'Obtain Access Token' }).click();
    const accessToken = shift4.getByRole('textbox', { name: 'Access Token' });
    await expect(accessToken).toHaveValue(/^[0-9A-F-]{36}$/);
    await expect(shift4.getByRole('button', { name: 'Obtain Access Token' })).toHaveCount(0);
    await expect(shift4.getByRole('textbox', { name: 'UTG Base URL' })).toHaveAttribute('readonly', '');
    const token = await accessToken.inputValue();

    await page.reload();
    await tab(page, 'Payment').click();
    await expect(page.getByRole('region', { name: 'Shift4' }).getByRole('textbox', { name: 'Access Token' })).toHaveValue(token);
    await expect(page.getByRole('region', { name: 'Shift4' }).getByRole('button', { name: 'Obtain Access Token' })).toHaveCount(0);
    // The auth token stays write-only: shown as set, never as its value.
    await expect(page.getByRole('region', { name: 'Shift4' }).getByLabel('Auth Token')).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Shift4' }).getByText('Set', { exact: true })).toBeVisible();
  });

  test('an integration token is generated and can be copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBar(page, 'Torino Lingotto');
    await tab(page, 'Security').click();
    await page.getByRole('button', { name: 'Generate Token' }).click();
    const token = page.getByRole('textbox', { name: 'Integration Token' });
    await expect(token).toHaveValue(/^ey/);
    await page.getByRole('button', { name: 'Copy token' }).click();
    await expect(page.getByRole('tooltip')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await token.inputValue());
  });
});

test.describe('users', () => {
  test('a new user is given two roles on two bars and can then pick both bars', async ({ page }) => {
    await signInAsSuperadmin(page, '/user-management');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New User' });
    await dialog.getByLabel('First Name').fill('Paola');
    await dialog.getByLabel('Last Name').fill('Twobars');
    await dialog.getByLabel('Email').fill('paola.twobars@demo');
    await dialog.getByLabel('Password').fill('paola-password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Email is invalid')).toBeVisible();
    await dialog.getByLabel('Email').fill('paola.twobars@demo.bar');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('User Created!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'paola.twobars@demo.bar' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Role' }).click();
    const first = page.getByRole('group', { name: 'Role 1' });
    await expect(first.getByRole('combobox', { name: 'Role' })).toHaveText('ADMIN');
    await first.getByRole('combobox', { name: 'Role' }).click();
    await expect(page.getByRole('option', { name: 'SUPERADMIN' })).toHaveCount(0);
    await page.getByRole('option', { name: 'MSMAINT' }).click();
    await first.getByRole('combobox', { name: /Bar/ }).fill('milano');
    await page.getByRole('option', { name: 'Milano Duomo' }).click();

    await page.getByRole('button', { name: 'Add Role' }).click();
    const second = page.getByRole('group', { name: 'Role 2' });
    await second.getByRole('combobox', { name: /Bar/ }).fill('roma');
    await page.getByRole('option', { name: 'Roma Termini' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User saved!')).toBeVisible();

    await page.getByRole('link', { name: 'Users' }).first().click();
    const row = page.locator('tbody tr', { hasText: 'paola.twobars@demo.bar' });
    await expect(row.getByText('MSMAINT@Milano Duomo')).toBeVisible();
    await expect(row.getByText('ADMIN@Roma Termini')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await signInWithForm(page, 'paola.twobars@demo.bar', 'paola-password');
    await page.getByRole('banner').getByRole('button', { name: 'Select a bar' }).click();
    await expect(page.getByRole('menuitem', { name: /Milano Duomo/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Roma Termini/ })).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(2);
  });

  test('a user page that cannot be loaded returns to the list', async ({ page }) => {
    await signInAsSuperadmin(page, '/user-management');
    await page.goto('/user-management/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/user-management$/);
  });
});

test.describe('robots', () => {
  test('the list starts at page 1 of the API, and a new robot opens its page', async ({ page }) => {
    await dismissPromoUpFront(page);
    await page.goto('/robots');
    const listCall = page.waitForRequest((request) => request.url().includes('/api/uBar/robots/?'));
    await signInWithForm(page, 'superadmin@demo.bar');
    const url = new URL((await listCall).url());
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('perPage')).toBe('2');
    await expect(page.locator('tbody tr')).toHaveCount(2);

    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Robot' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('NA-R1');
    await dialog.getByLabel('Display Name').fill('Napoli One');
    await dialog.getByRole('combobox', { name: 'Bar' }).fill('torino');
    await page.getByRole('option', { name: 'Torino Lingotto' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Napoli One' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Bar' })).toHaveValue('Torino Lingotto');
    await expect(page.getByRole('button', { name: 'Raw Data' })).toBeVisible();

    await page.goto('/robots/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/robots$/);
  });
});

test.describe('MyBar', () => {
  test('an ADMIN edits the info and state of the selected bar, without the super-admin flags', async ({ page }) => {
    await dismissPromoUpFront(page);
    await page.goto('/login');
    await signInWithForm(page, 'admin@demo.bar');
    await page.getByRole('banner').getByRole('button', { name: 'Select a bar' }).click();
    await page.getByRole('menuitem', { name: /Torino Lingotto/ }).click();
    await page.goto('/mybar');
    await expect(page.getByRole('tab')).toHaveText(['Bar Info', 'Bar State']);
    await page.getByLabel('VAT Number').fill('IT09876543210');
    await tab(page, 'Bar State').click();
    await expect(page.getByRole('checkbox', { name: 'Hidden from app' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bar Saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('VAT Number')).toHaveValue('IT09876543210');
  });

  test('an MSADMIN also gets payment and security', async ({ page }) => {
    await dismissPromoUpFront(page);
    await page.goto('/login');
    await signInWithForm(page, 'msadmin@demo.bar');
    await page.getByRole('banner').getByRole('button', { name: 'Select a bar' }).click();
    await page.getByRole('menuitem', { name: /Roma Termini/ }).click();
    await page.goto('/mybar');
    await expect(page.getByRole('tab')).toHaveText(['Bar Info', 'Bar State', 'Robotic Settings', 'Payment', 'Security']);
    await tab(page, 'Payment').click();
    await expect(page.getByRole('region', { name: 'Shift4' }).getByRole('textbox', { name: 'Access Token' })).toHaveValue(/^[0-9A-F-]{36}$/);
  });

  test('an MSMAINT also gets the robotic settings and saves a new cup', async ({ page }) => {
    await dismissPromoUpFront(page);
    await page.goto('/login');
    await signInWithForm(page, 'msmaint@demo.bar');
    await page.getByRole('banner').getByRole('button', { name: 'Select a bar' }).click();
    await page.getByRole('menuitem', { name: /Milano Duomo/ }).click();
    await page.goto('/mybar');
    await expect(page.getByRole('tab')).toHaveText(['Bar Info', 'Bar State', 'Robotic Settings']);
    await tab(page, 'Robotic Settings').click();
    await page.getByRole('button', { name: 'Add Cup' }).click();
    await page
      .getByRole('group', { name: /^Cup \d+$/ })
      .last()
      .getByLabel('Cup Name')
      .fill('Test Cup');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bar Saved')).toBeVisible();
  });
});
