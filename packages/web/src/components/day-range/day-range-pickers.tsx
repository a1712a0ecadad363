import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEnUS, itIT as pickersItIT } from '@mui/x-date-pickers/locales';
import { enGB } from 'date-fns/locale/en-GB';
import { it } from 'date-fns/locale/it';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../lib/i18n/languages';

export interface DayRange {
  from: Date | null;
  to: Date | null;
}

export const NO_DAYS: DayRange = { from: null, to: null };

/** The calendar's month and day names and first day of the week; the typed format stays dd/MM/yyyy. */
const CALENDAR_LOCALES = { en: enGB, it };

/** The pickers' own texts (toolbar, buttons, field placeholders) in each language. */
const PICKER_TEXTS = {
  en: pickersEnUS.components.MuiLocalizationProvider.defaultProps.localeText,
  it: pickersItIT.components.MuiLocalizationProvider.defaultProps.localeText,
};

export interface DayRangePickersProps {
  value: DayRange;
  onChange: (value: DayRange) => void;
  /** What is wrong with the range, shown under To; null when nothing is. */
  problem?: string | null;
  /** An × in each field empties it (for ranges where either end may be left open). */
  clearable?: boolean;
}

/** From and To date pickers (dd/MM/yyyy, typed or picked from the calendar). */
export function DayRangePickers({ value, onChange, problem = null, clearable = false }: DayRangePickersProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={CALENDAR_LOCALES[language]} localeText={PICKER_TEXTS[language]}>
      <DatePicker
        label={t('dayRange.from')}
        format="dd/MM/yyyy"
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        // a plain text input: typed and pasted dd/MM/yyyy text is read as a whole
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ field: { clearable }, textField: { size: 'small', helperText: ' ', sx: { width: clearable ? 185 : 165 } } }}
      />
      <DatePicker
        label={t('dayRange.to')}
        format="dd/MM/yyyy"
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          field: { clearable },
          textField: { size: 'small', error: Boolean(problem), helperText: problem ?? ' ', sx: { width: clearable ? 210 : 190 } },
        }}
      />
    </LocalizationProvider>
  );
}
