import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_STORAGE_KEY } from './languages';

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language to start in: this device's last one (localStorage `barConsole.language`), then the
 * browser's, most preferred first; i18next keeps the first it supports. Each change is remembered
 * on the device. (What i18next-browser-languagedetector does with this console's settings, in the
 * few lines they need.)
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const found: string[] = [];
    const last = stored();
    if (last) found.push(last);
    if (typeof navigator !== 'undefined') found.push(...(navigator.languages ?? []), navigator.language);
    return found.filter(Boolean);
  },
  cacheUserLanguage(language: string) {
    if (language === 'cimode') return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage full or blocked: the language still holds for this visit
    }
  },
};
