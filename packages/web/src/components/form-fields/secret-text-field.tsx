import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '../form-dialog/form-text-field';

export type SecretTextFieldProps = Omit<FormTextFieldProps, 'type'> & {
  /** Whether the server holds a value (`<name>Set` of the answer). */
  isSet: boolean;
  multiline?: boolean;
  readOnly?: boolean;
};

/**
 * A write-only secret: the stored value is never shown, only whether one is set. Typing replaces
 * it; leaving the field empty keeps it.
 */
export function SecretTextField({ isSet, label, helperText, multiline, readOnly, ...rest }: SecretTextFieldProps) {
  const { t } = useTranslation();
  return (
    <FormTextField
      {...rest}
      label={label}
      type={multiline ? undefined : 'password'}
      multiline={multiline}
      autoComplete="new-password"
      helperText={helperText ?? (isSet && !readOnly ? t('secret.keep') : undefined)}
      slotProps={{
        htmlInput: { readOnly },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Chip size="small" label={isSet ? t('secret.set') : t('secret.notSet')} color={isSet ? 'success' : 'default'} variant="outlined" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
