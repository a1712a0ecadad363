import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

/** Signs the demo admin in on Milano Duomo and opens the Exports screen from the menu. */
async function openExports(page: Page): Promise<void> {
  await dismissPromoUpFront(page);
  await page.goto('/');
  await signInWithForm(page, 'admin@demo.bar');
  await pickBar(page, 'Milano Duomo');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Exports', exact: true }).click();
  await expect(page).toHaveURL(/\/export-requests/);
}

/** dd/MM/yyyy of the day in Milano Duomo's time zone: the screen's days are the bar's, not the machine's. */
const dayText = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

test('an admin exports a day of drinks as CSV and downloads it; its rows match the API', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openExports(page);
  await expect(page.getByRole('heading', { name: 'Exports' })).toBeVisible();
  // the demo's queued exports are made by the worker and offered within a refresh or two
  await expect(page.getByRole('button', { name: 'Download now' }).first()).toBeVisible({ timeout: 30_000 });

  const today = new Date();
  const yesterday = new Date(today.getTime() - 24 * 3600 * 1000);
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByRole('textbox', { name: 'From' }).fill(dayText(yesterday));
  await expect(apply).toBeDisabled();
  await page.getByRole('textbox', { name: 'To' }).fill(dayText(today));
  await expect(apply).toBeEnabled();
  await apply.click();
  await page.getByRole('button', { name: 'Export drinks' }).click();
  await expect(page.getByText('Export created, it will be available shortly')).toBeVisible();
  // the new request shows its type and the days it covers
  const newest = page.getByRole('table', { name: 'Exports' }).getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('CSV');
  await expect(newest.getByRole('cell').nth(2)).toHaveText(`${dayText(yesterday)} – ${dayText(today)}`);

  const login = await request.post('/api/auth/login', { data: { email: 'admin@demo.bar', password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers })).json()) as Array<{ _id: string; name: string }>;
  const barId = bars.find((b) => b.name === 'Milano Duomo')!._id;
  const list = async () =>
    (
      (await (await request.get('/api/uexport/export-request/', { headers, params: { bar: barId, perPage: 1 } })).json()) as {
        data: Array<{ _id: string; filepath: string | null; rows: number; search: { createdAt: { from: string; to: string } } }>;
      }
    ).data[0];
  await expect.poll(async () => (await list()).filepath, { timeout: 30_000 }).not.toBeNull();
  const created = await list();

  await page.reload();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download now' }).first().click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^drink-export-.*\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^Id,Created At,Updated At,Status/);

  const drinks = (await (
    await request.get('/api/uorder/drink/', {
      headers,
      params: {
        barId,
        status: 'delivered,error,error_ack,canceled,open,ready,producing,delivering',
        perPage: 1,
        search: JSON.stringify({ createdAt: created.search.createdAt }),
      },
    })
  ).json()) as { count: number };
  // every drink of the day, whatever its status (no status filter was given); drinks may still be arriving
  expect(lines.length - 1).toBe(created.rows);
  expect(created.rows).toBeGreaterThan(0);
  expect(created.rows).toBeLessThanOrEqual(drinks.count);
});

interface ListedExport {
  _id: string;
  collectionName: string;
  type: string;
  filepath: string | null;
  rows: number;
  search: { createdAt: { from: string; to: string } };
}

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@demo.bar', password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers })).json()) as Array<{ _id: string; name: string }>;
  const barId = bars.find((b) => b.name === 'Milano Duomo')!._id;
  const newest = async () =>
    ((await (await request.get('/api/uexport/export-request/', { headers, params: { bar: barId, perPage: 1 } })).json()) as { data: ListedExport[] }).data[0];
  return { headers, barId, newest };
}

test('an admin exports a day of demo history as Excel; the workbook opens and its rows match the API', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openExports(page);
  // the demo bar's days are Rome's
  await expect(page.getByText("Days in the bar's time zone (Europe/Rome).")).toBeVisible();

  const yesterday = dayText(new Date(Date.now() - 24 * 3600 * 1000));
  await page.getByRole('textbox', { name: 'From' }).fill(yesterday);
  await page.getByRole('textbox', { name: 'To' }).fill(yesterday);
  await page.getByRole('button', { name: 'Excel' }).click();
  await page.getByRole('button', { name: 'Export drinks' }).click();
  await expect(page.getByText('Export created, it will be available shortly')).toBeVisible();

  const { headers, barId, newest } = await adminApi(request);
  await expect.poll(async () => (await newest()).filepath, { timeout: 30_000 }).not.toBeNull();
  const created = await newest();
  expect(created.type).toBe('excel');
  expect(created.rows).toBeGreaterThan(0);

  await page.reload();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download now' }).first().click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^drink-export-.*\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('Drinks');
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Id',
    'Created At',
    'Updated At',
    'Status',
    'Type',
    'Recipe',
    'Category',
    'Price',
    'Name',
    'Priority',
    'Robot',
    'Delivery Position',
    'App Order',
    'Error',
  ]);
  expect(sheet.actualRowCount - 1).toBe(created.rows);
  // dates in Rome's zone with the offset, inside the chosen day; money as numbers
  const first = sheet.getRow(2);
  // a real date cell holding the bar's wall time (Europe/Rome, 1–2 h ahead of UTC), which exceljs reads back as UTC
  const cell = first.getCell(2).value;
  expect(cell).toBeInstanceOf(Date);
  const at = (cell as Date).getTime();
  expect(at).toBeGreaterThanOrEqual(new Date(created.search.createdAt.from).getTime());
  expect(at).toBeLessThanOrEqual(new Date(created.search.createdAt.to).getTime() + 2 * 3_600_000);
  expect(typeof first.getCell(8).value).toBe('number');

  const drinks = (await (
    await request.get('/api/uorder/drink/', {
      headers,
      params: {
        barId,
        status: 'delivered,error,error_ack,canceled,open,ready,producing,delivering',
        perPage: 1,
        search: JSON.stringify({ createdAt: created.search.createdAt }),
      },
    })
  ).json()) as { count: number };
  // a whole past day: nothing arrives any more, so the file has every drink of it
  expect(created.rows).toBe(drinks.count);
});

test('App Orders offers CSV or Excel, asks for the days and opens the exports list', async ({ page, request }) => {
  test.setTimeout(90_000);
  await dismissPromoUpFront(page);
  await page.goto('/');
  await signInWithForm(page, 'admin@demo.bar');
  await pickBar(page, 'Milano Duomo');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'App Orders', exact: true }).click();
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Export CSV' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Export Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Excel' });
  const send = dialog.getByRole('button', { name: 'Export' });
  await expect(send).toBeDisabled();
  const yesterday = dayText(new Date(Date.now() - 24 * 3600 * 1000));
  await dialog.getByRole('textbox', { name: 'From' }).fill(yesterday);
  await dialog.getByRole('textbox', { name: 'To' }).fill(yesterday);
  await send.click();
  await expect(page.getByText('Export created, it will be available shortly')).toBeVisible();
  await expect(page).toHaveURL(/\/export-requests/);

  const { newest } = await adminApi(request);
  const created = await newest();
  expect(created).toMatchObject({ collectionName: 'AppOrder', type: 'excel' });
  expect(created.search.createdAt.from < created.search.createdAt.to).toBe(true);
  await expect(page.getByRole('button', { name: 'Download now' }).first()).toBeVisible({ timeout: 30_000 });
});
