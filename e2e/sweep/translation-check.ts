import type { Page } from '@playwright/test';
import type { SweepCheck } from './types';

/** The console's languages the sweep goes through: English (the SPEC's texts) and Italian. */
export const SWEEP_LANGUAGES = ['en', 'it'] as const;
export type SweepLanguage = (typeof SWEEP_LANGUAGES)[number];

/** What the console logs for a text the code asks for that no language holds (lib/i18n/i18n.ts). */
const MISSING = 'Missing translation:';

const logged = new WeakMap<Page, string[]>();

/** Starts collecting the page's "Missing translation: …" console messages; call before the first load. */
export function watchTranslations(page: Page): void {
  const found: string[] = [];
  logged.set(page, found);
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes(MISSING)) found.push(text.slice(text.indexOf(MISSING)));
  });
}

/** Every text the screen asked for since the last check exists (in its language or in English). */
export const noMissingTranslations: SweepCheck = async (page) => [...new Set((logged.get(page) ?? []).splice(0))];

/** The page says which language it is in (`<html lang>`), for screen readers, spelling and hyphenation. */
export const pageLanguageIs =
  (language: SweepLanguage): SweepCheck =>
  async (page) => {
    const lang = await page.evaluate(() => document.documentElement.lang);
    return lang === language ? [] : [`<html lang> is "${lang}", not "${language}"`];
  };

/** Puts the console in `language` on this device (what the language picker remembers) and reloads. */
export async function switchLanguage(page: Page, language: SweepLanguage): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('barConsole.language', lng), language);
  await page.reload();
}
