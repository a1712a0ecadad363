import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/languages';
import { useNow } from '../use-now';
import { LOCALES } from './format';
import { relativeAgeText } from './relative-age-text';

/** '5 minutes ago' for an instant, in the language in use, kept current every `periodMs`. */
export function useAgeText(periodMs = 30_000): (instant: string) => string {
  const { i18n } = useTranslation();
  const locale = LOCALES[toLanguage(i18n.resolvedLanguage ?? i18n.language)];
  const now = useNow(periodMs);
  return useCallback((instant: string) => relativeAgeText(instant, now, locale), [now, locale]);
}
