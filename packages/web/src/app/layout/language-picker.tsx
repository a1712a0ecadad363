import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadLanguages } from '../../lib/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n/languages';
import { useLanguage } from '../../lib/i18n/use-language';

/** The console's language, remembered for the signed-in user on this device. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('language.choose');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          // the other languages' texts load while the user reads the list, so the switch is immediate
          preloadLanguages();
          setAnchor(event.currentTarget);
        }}
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === language}
            onClick={() => {
              setLanguage(option);
              setAnchor(null);
            }}
          >
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
