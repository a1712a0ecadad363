import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../lib/format/format';
import { toLanguage } from '../../lib/i18n/languages';
import { useNow } from '../../lib/use-now';
import { relativeAgeText } from './relative-age-text';

/** '5 minutes ago' for an instant, in the language in use, kept current every 30 s. */
export function useAlarmAges(): (instant: string) => string {
  const { i18n } = useTranslation();
  const locale = LOCALES[toLanguage(i18n.resolvedLanguage ?? i18n.language)];
  const now = useNow(30_000);
  return useCallback((instant: string) => relativeAgeText(instant, now, locale), [now, locale]);
}
