import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session-context';
import { isLanguage, toLanguage, userLanguageKey, type Language } from './languages';

function readUserLanguage(userId: string): Language | null {
  try {
    const stored = localStorage.getItem(userLanguageKey(userId));
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The language in use and a setter that remembers it for the signed-in user on this device.
 * At sign-in the user's remembered language wins over the browser's.
 */
export function useLanguage(): { language: Language; setLanguage(language: Language): void } {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    const remembered = readUserLanguage(userId);
    if (remembered && remembered !== toLanguage(i18n.language)) void i18n.changeLanguage(remembered);
  }, [userId, i18n]);

  const setLanguage = useCallback(
    (language: Language) => {
      void i18n.changeLanguage(language);
      if (!userId) return;
      try {
        localStorage.setItem(userLanguageKey(userId), language);
      } catch {
        // storage full or blocked: the choice still holds for this visit
      }
    },
    [i18n, userId],
  );

  return { language: toLanguage(i18n.resolvedLanguage ?? i18n.language), setLanguage };
}
