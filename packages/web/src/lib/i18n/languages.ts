/** The console's languages; English texts are the SPEC's, verbatim. */
export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as the picker lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italiano' };

/** localStorage key of the language in use on this device (the detector's cache). */
export const LANGUAGE_STORAGE_KEY = 'barConsole.language';

/** localStorage key of one user's chosen language on this device. */
export const userLanguageKey = (userId: string) => `barConsole.language.${userId}`;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'it-IT' → 'it'; anything unsupported → 'en'. */
export function toLanguage(tag: string | undefined | null): Language {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
}
