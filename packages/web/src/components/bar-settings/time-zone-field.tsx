import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { timeZoneNames } from '@bar/domain';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/i18n/validation-text';

/** The bar's IANA time zone, picked from the zones the browser knows (exports write dates in it). */
export function TimeZoneField({ name = 'timeZone', disabled }: { name?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const zones = useMemo(() => timeZoneNames(), []);
  return (
    <Autocomplete
      options={zones}
      value={(field.value as string | undefined) ?? null}
      onChange={(_, value) => field.onChange(value ?? undefined)}
      onBlur={field.onBlur}
      disabled={disabled}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('barSettings.info.timeZone')}
          required
          error={Boolean(fieldState.error)}
          helperText={validationText(fieldState.error?.message) ?? t('barSettings.info.timeZoneHelp')}
        />
      )}
    />
  );
}
