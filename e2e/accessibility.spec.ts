import { expect, test } from '@playwright/test';
import { dismissPromoUpFront } from './helpers';
import { axeCheck, axeFindings } from './sweep/axe-check';
import { settle } from './sweep/navigation';
import { SWEEP_SIZES, SWEEP_THEMES } from './sweep/routes';

const SIZE = SWEEP_SIZES[0]!;

/**
 * The sign-in page, light and dark, has no serious or critical axe finding. Every screen behind it
 * is scanned by the route sweep (`route-sweep.spec.ts`), in English at 1280×800 and in Italian at
 * 768×1024, both themes.
 */
test('the sign-in page, light and dark, has no serious or critical axe finding', async ({ page }) => {
  await page.setViewportSize(SIZE);
  await dismissPromoUpFront(page);
  const problems: string[] = [];
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  for (const theme of SWEEP_THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await settle(page);
    const route = { name: 'sign-in', path: '/login' };
    problems.push(...(await axeCheck(page, { route, size: SIZE, theme })).map((p) => `sign-in ${theme}: ${p}`));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the scan finds what it is there to find: faint text and a button without a name', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><body><main><h1>Planted</h1><p style="color:#bbb;background:#fff">Faint text</p><button><svg width="10" height="10"></svg></button></main></body></html>',
  );
  const rules = (await axeFindings(page)).map((finding) => finding.rule);
  expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'button-name']));
});
