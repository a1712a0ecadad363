import { useController, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/i18n/validation-text';

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** A colour as hex without alpha (SPEC §3): a colour picker beside the text it writes. */
export function ColorField({ name = 'color', label: given, disabled }: { name?: string; label?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const label = given ?? t('ingredientKit.color');
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={t('ingredientKit.colorPicker', { label })}
        disabled={disabled}
        value={HEX.test(value) ? value.toLowerCase() : '#ffffff'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value.toUpperCase())}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          flexShrink: 0,
        }}
      />
      <TextField
        label={label}
        required
        fullWidth
        disabled={disabled}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={validationText(fieldState.error?.message) ?? t('ingredientKit.colorHelp')}
      />
    </Box>
  );
}
