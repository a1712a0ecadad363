import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../lib/i18n/languages';

interface Props {
  anchor: HTMLElement | null;
  language: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The languages, each named in itself (its own chunk: loaded on the way to the picker's first opening). */
export function LanguageMenu({ anchor, language, onChoose, onClose }: Props) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((option) => (
        <MenuItem key={option} lang={option} selected={option === language} onClick={() => onChoose(option)}>
          {LANGUAGE_NAMES[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
