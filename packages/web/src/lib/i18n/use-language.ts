import { useCallback, useEffect, useRef } from 'react';
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

/** The browser's own language, as the console has it ('en' for one it does not have). */
function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return toLanguage(navigator.languages?.[0] ?? navigator.language);
}

/**
 * Follows who is signed in: at a sign-in the user's remembered language applies, else the
 * browser's (not the one the previous user of the device chose). A session restored at start
 * keeps the language the page opened in unless the user has remembered one. Used once, by the
 * session provider, which lives across sign-ins.
 */
export function useUserLanguage(userId: string | null): void {
  const { i18n } = useTranslation();
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const atStart = previous.current === undefined;
    const changed = previous.current !== userId;
    previous.current = userId;
    if (!userId || !changed) return;
    const wanted = readUserLanguage(userId) ?? (atStart ? null : browserLanguage());
    if (wanted && wanted !== toLanguage(i18n.language)) void i18n.changeLanguage(wanted);
  }, [userId, i18n]);
}

/** The language in use and a setter that remembers it for the signed-in user on this device. */
export function useLanguage(): { language: Language; setLanguage(language: Language): void } {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const userId = user?.id ?? null;

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
