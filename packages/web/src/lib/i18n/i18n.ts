import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, toLanguage } from './languages';
import { enBundled, NAMESPACES } from './english';
import { languageLoader } from './language-loader';

/** Called with every key that neither the language nor English holds; tests make it fail. */
export type MissingKeyListener = (language: string, namespace: string, key: string) => void;

let missingKeyListener: MissingKeyListener = (language, namespace, key) => {
  console.error(`Missing translation: ${language}/${namespace}:${key}`);
};

export function onMissingKey(listener: MissingKeyListener): void {
  missingKeyListener = listener;
}

/**
 * Settles once the language in use has its texts: at once for English (its shell texts are
 * bundled, a feature's come with its screens: english.ts), after its chunk for another language.
 * main.tsx renders after it, so the first paint is in the right language.
 */
export const i18nReady = i18next
  .use(LanguageDetector)
  .use(languageLoader)
  .use(initReactI18next)
  .init({
    // English's shell texts only; another language comes from languageLoader when first used
    resources: { en: enBundled },
    partialBundledLanguages: true,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // this device's last language, then the browser's; each change is remembered on the device
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: ['localStorage'] },
    // English is bundled: initialise synchronously so that a first render in English is already translated
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => missingKeyListener(languages.join(','), namespace, key),
  });

// screen readers and the browser's own spelling and hyphenation follow the page's language
i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language);
});
if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(i18next.language);

/** Loads every language's texts without switching (the picker opening), so that a switch is immediate. */
export function preloadLanguages(): void {
  void i18next.loadLanguages([...LANGUAGES]);
}

export { i18next };
