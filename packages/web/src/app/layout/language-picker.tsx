import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadLanguages } from '../../lib/i18n/i18n';
import { useLanguage } from '../../lib/i18n/use-language';

// Like the bar picker's, the menu is a chunk fetched when the pointer or the keyboard reaches the button.
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/** The console's language, remembered for the signed-in user on this device. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const label = t('language.choose');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => {
          // the other languages' texts load while the user reads the list, so the switch is immediate
          preloadLanguages();
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <TranslateIcon />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            language={language}
            onChoose={(option) => {
              setLanguage(option);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
