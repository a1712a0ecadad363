import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
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
  return (
    <FormTextField
      {...rest}
      label={label}
      type={multiline ? undefined : 'password'}
      multiline={multiline}
      autoComplete="new-password"
      helperText={helperText ?? (isSet && !readOnly ? 'Leave empty to keep it' : undefined)}
      slotProps={{
        htmlInput: { readOnly },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Chip size="small" label={isSet ? 'Set' : 'Not set'} color={isSet ? 'success' : 'default'} variant="outlined" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
