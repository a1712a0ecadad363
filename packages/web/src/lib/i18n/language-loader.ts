import type { BackendModule, ReadCallback } from 'i18next';
import { comesWithScreens } from './english';
import type { Language } from './languages';
import type { en, Namespace } from './resources';

/** Each language but English (the SPEC's texts and every language's fallback) is one chunk. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<typeof en>> = {
  it: () => import('./resources-it').then((module) => module.it),
};

const isLoadable = (language: string): language is keyof typeof LOADERS => Object.hasOwn(LOADERS, language);

/**
 * i18next backend for the languages that are not bundled: the first namespace asked for loads the
 * language's chunk, and i18next switches only once it is there (`changeLanguage` resolves then).
 * English has nothing to load here: `common` and `errors` are bundled, and a feature's namespace
 * is added by `loadEnglish` with the feature's screens, before any of them renders.
 */
export const languageLoader: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (language === 'en' && comesWithScreens(namespace)) {
      callback(null, {});
      return;
    }
    if (!isLoadable(language)) {
      callback(new Error(`No texts to load for ${language}`), false);
      return;
    }
    LOADERS[language]().then(
      (texts) => callback(null, texts[namespace as Namespace]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
