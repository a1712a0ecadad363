import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as coreEnUS, itIT as coreItIT } from '@mui/material/locale';
import type { Language } from '../../lib/i18n/languages';
import { theme } from './theme';

/**
 * MUI's own texts (pagination, dialogs…) in each language. The date pickers' texts stay with the
 * pickers (components/day-range), so that their code is not in the first bundle.
 */
const LOCALES = { en: coreEnUS, it: coreItIT } as const;

const themes = new Map<Language, Theme>();

/** The console's theme with MUI's texts in `language`; made once per language. */
export function themeFor(language: Language): Theme {
  let made = themes.get(language);
  if (!made) {
    made = createTheme(theme, LOCALES[language]);
    themes.set(language, made);
  }
  return made;
}
