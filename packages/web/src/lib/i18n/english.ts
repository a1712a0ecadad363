// English, the SPEC's texts and every other language's fallback. The first bundle holds what the
// shell and the shared components say (`common`) and the API's error sentences (`errors`); each
// feature's namespace is a small chunk of its own that comes with the feature's screens
// (`loadEnglish`, called by app/lazy-pages.ts beside each page's chunk). `validation` is keyed by
// its English texts, which English shows as they come: only other languages read it.
import i18next from 'i18next';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import type { en, Namespace } from './resources';

export const enBundled = { common: enCommon, errors: enErrors };

type BundledNamespace = keyof typeof enBundled;
type LoadedNamespace = Exclude<Namespace, BundledNamespace>;

/** Typed over every namespace that is not bundled, so that a new one must say where its texts come from. */
const LOADERS: Record<LoadedNamespace, () => Promise<{ default: (typeof en)[LoadedNamespace] }>> = {
  validation: () => import('./locales/en/validation.json'),
  auth: () => import('./locales/en/auth.json'),
  audit: () => import('./locales/en/audit.json'),
  alarms: () => import('./locales/en/alarms.json'),
  fleet: () => import('./locales/en/fleet.json'),
  restock: () => import('./locales/en/restock.json'),
  exports: () => import('./locales/en/exports.json'),
  analytics: () => import('./locales/en/analytics.json'),
  activity: () => import('./locales/en/activity.json'),
  'app-orders': () => import('./locales/en/app-orders.json'),
  dispensers: () => import('./locales/en/dispensers.json'),
  'drink-queue': () => import('./locales/en/drink-queue.json'),
  production: () => import('./locales/en/production.json'),
  robots: () => import('./locales/en/robots.json'),
  menu: () => import('./locales/en/menu.json'),
  bars: () => import('./locales/en/bars.json'),
  mybar: () => import('./locales/en/mybar.json'),
  users: () => import('./locales/en/users.json'),
  vouchers: () => import('./locales/en/vouchers.json'),
  ingredients: () => import('./locales/en/ingredients.json'),
  'global-ingredients': () => import('./locales/en/global-ingredients.json'),
};

export const NAMESPACES = [...Object.keys(enBundled), ...Object.keys(LOADERS)] as Namespace[];

/**
 * Adds the English texts of `namespaces` (their chunks, fetched in parallel) to i18next. Whatever
 * the language in use: a later switch to English finds them there.
 */
export async function loadEnglish(namespaces: readonly LoadedNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      const texts = (await LOADERS[namespace]()).default;
      i18next.addResourceBundle('en', namespace, texts, true, true);
    }),
  );
}

/** A namespace whose English texts are not bundled but come with its screens (`loadEnglish`). */
export function comesWithScreens(namespace: string): namespace is LoadedNamespace {
  return Object.hasOwn(LOADERS, namespace);
}

export type { LoadedNamespace };
