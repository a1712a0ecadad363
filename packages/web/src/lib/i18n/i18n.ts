import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, toLanguage } from './languages';
import { en, it, NAMESPACES } from './resources';

/** Called with every key that neither the language nor English holds; tests make it fail. */
export type MissingKeyListener = (language: string, namespace: string, key: string) => void;

let missingKeyListener: MissingKeyListener = (language, namespace, key) => {
  console.error(`Missing translation: ${language}/${namespace}:${key}`);
};

export function onMissingKey(listener: MissingKeyListener): void {
  missingKeyListener = listener;
}

void i18next
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en, it },
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // resources are bundled: initialise synchronously so the first render is already translated
    initAsync: false,
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: ['localStorage'] },
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

export { i18next };
