import { expect, test, type Page, type Response } from '@playwright/test';
import { dismissPromoUpFront, pickBar, signInWithForm } from './helpers';
import { axeCheck } from './sweep/axe-check';
import { runChecks, sweepChecks } from './sweep/checks';
import { settle } from './sweep/navigation';
import { SWEEP_THEMES } from './sweep/routes';
import type { SweepSize } from './sweep/types';

/**
 * Sales analytics (issue 21): the demo admin opens Analytics for Milano Duomo, reads the charts and
 * their table view, and finds in both the figures the API answered; at 1280×800 and 1024×768, in the
 * light and dark themes, with the route sweep's layout checks and axe.
 */
const SIZES: SweepSize[] = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x768', width: 1024, height: 768 },
];

interface Figures {
  drinks: number;
  revenue: number;
}
interface AnalyticsAnswer {
  totals: { current: Figures; previous: Figures };
  days: Array<{ day: string; drinks: number }>;
  recipes: Array<{ name: string; drinks: number }>;
}

const count = (n: number) => new Intl.NumberFormat('en-GB').format(n);
const euros = (n: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' }).format(n);
const isAnalytics = (res: Response) => /\/api\/analytics\/sales\?/.test(res.url()) && res.request().method() === 'GET';

async function openAnalytics(page: Page, size: SweepSize): Promise<AnalyticsAnswer> {
  await dismissPromoUpFront(page);
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto('/login');
  await signInWithForm(page, 'admin@demo.bar');
  await expect(page).toHaveURL(/\/$/);
  await pickBar(page, 'Milano Duomo');
  // below 1280 px the menu slides over from the top bar's button
  if (size.width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
  const answered = page.waitForResponse(isAnalytics);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  const res = await answered;
  expect(res.status()).toBe(200);
  return (await res.json()) as AnalyticsAnswer;
}

async function judge(page: Page, size: SweepSize, name: string, shot: string): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of SWEEP_THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await settle(page);
    await page.screenshot({ path: test.info().outputPath(`${shot}-${theme}.png`), fullPage: true });
    const checks = size.width === 1280 ? [...sweepChecks, axeCheck] : sweepChecks;
    problems.push(...(await runChecks(page, checks, { route: { name, path: '/analytics' }, size, theme })));
  }
  return problems;
}

for (const size of SIZES) {
  test(`an admin reads the analytics charts and their table view at ${size.name}, light and dark`, async ({ page }) => {
    test.setTimeout(120_000);
    const answer = await openAnalytics(page, size);
    expect(answer.totals.current.drinks, 'the demo history has delivered drinks in the last 7 days').toBeGreaterThan(0);

    // the headline figures are the API's
    const drinksCard = page.locator('[data-figure="drinks"]');
    await expect(drinksCard.getByText(count(answer.totals.current.drinks), { exact: true })).toBeVisible();
    await expect(drinksCard).toContainText(`Previous period: ${count(answer.totals.previous.drinks)}`);
    await expect(page.locator('[data-figure="revenue"]').getByText(euros(answer.totals.current.revenue), { exact: true })).toBeVisible();

    // the charts are drawn (their chunk loads lazily) beside the previous period
    for (const title of ['Drinks per day', 'Revenue per day', 'Drinks per hour of the day', 'Drinks by sales channel', 'Best recipes'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('main svg.MuiChartsSurface-root').first()).toBeVisible();
    expect(await page.locator('main svg.MuiChartsSurface-root').count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByText('This period').first()).toBeVisible();
    const problems = await judge(page, size, 'analytics-charts', `analytics-${size.name}-charts`);

    // the table view holds the same figures
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const byChannel = page.getByRole('table', { name: 'Figures by sales channel' });
    const drinksRow = byChannel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Drinks', exact: true }) });
    await expect(drinksRow.getByRole('cell').nth(0)).toHaveText(count(answer.totals.current.drinks));
    await expect(drinksRow.getByRole('cell').nth(1)).toHaveText(count(answer.totals.previous.drinks));
    const perDay = page.getByRole('table', { name: 'Per day' });
    await expect(perDay.getByRole('row')).toHaveCount(answer.days.length + 1);
    const dayDrinks = await perDay.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(dayDrinks.map((text) => Number(text.replace(/,/g, ''))).reduce((a, b) => a + b, 0)).toBe(answer.totals.current.drinks);
    const best = answer.recipes[0];
    const recipes = page.getByRole('table', { name: 'Recipes' });
    await expect(recipes.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(best.name);
    await expect(recipes.getByRole('row').nth(1).getByRole('cell').nth(0)).toHaveText(count(best.drinks));
    problems.push(...(await judge(page, size, 'analytics-table', `analytics-${size.name}-table`)));

    // all the bars the admin manages, each in its own zone
    const all = page.waitForResponse((res) => /\/api\/analytics\/sales\/all\?/.test(res.url()));
    await page.getByRole('button', { name: 'All my bars' }).click();
    await page.getByRole('button', { name: 'Show' }).click();
    const everyBar = (await (await all).json()) as AnalyticsAnswer & { bars: Array<{ name: string }> };
    expect(everyBar.bars.length).toBeGreaterThan(1);
    await expect(drinksRow.getByRole('cell').nth(0)).toHaveText(count(everyBar.totals.current.drinks));
    await expect(page.getByText(`Bars: ${everyBar.bars.map((b) => b.name).join(', ')}`)).toBeVisible();

    expect(problems, problems.join('\n')).toEqual([]);
  });
}
