import { expect, test } from '@playwright/test';
import { dismissPromoUpFront, pickBar, signInWithForm } from './helpers';
import { axeCheck } from './sweep/axe-check';
import { runChecks, sweepChecks } from './sweep/checks';
import { navigateInApp, openRoute, settle } from './sweep/navigation';
import { SWEEP_ROUTES, SWEEP_SIZES, SWEEP_THEMES } from './sweep/routes';
import { noMissingTranslations, pageLanguageIs, SWEEP_LANGUAGES, switchLanguage, watchTranslations } from './sweep/translation-check';

/**
 * Every screen at the three tablet and desktop sizes, light and dark, English and Italian: a
 * screenshot of each, and none may cut an action, scroll sideways, cover a control with the
 * floating button, overflow with a dialog, miss a translation or have a serious accessibility
 * finding. Axe runs in both themes of every screen in English at 1280×800 and in Italian at
 * 768×1024 (the sign-in page in the accessibility journey); at the other sizes the layout checks
 * do the work, as colours and names do not change with the width.
 */
for (const language of SWEEP_LANGUAGES) {
  for (const size of SWEEP_SIZES) {
    test(`${language} ${size.name}: every route, light and dark, fits and reads`, async ({ page }, testInfo) => {
      test.setTimeout(600_000);
      watchTranslations(page);
      await dismissPromoUpFront(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/login');
      await signInWithForm(page, 'superadmin@demo.bar');
      await expect(page).toHaveURL(/\/$/);
      await pickBar(page, 'Milano Duomo');
      await switchLanguage(page, language);

      const withAxe = (language === 'en' && size === SWEEP_SIZES[0]) || (language === 'it' && size === SWEEP_SIZES[2]);
      const problems: string[] = [];
      for (const route of SWEEP_ROUTES) {
        await openRoute(page, route, navigateInApp);
        for (const theme of SWEEP_THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          await settle(page);
          await page.screenshot({ path: testInfo.outputPath(`${route.name}-${theme}.png`) });
          const checks = [...sweepChecks, ...(route.checks ?? []), noMissingTranslations, pageLanguageIs(language), ...(withAxe ? [axeCheck] : [])];
          problems.push(...(await runChecks(page, checks, { route, size, theme })).map((problem) => `${language} ${problem}`));
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
