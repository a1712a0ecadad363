import { useController, useFormContext } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useValidationText } from '../../lib/i18n/validation-text';

export interface SelectOption {
  value: string;
  label: string;
}

export type FormSelectFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select' | 'children' | 'defaultValue'> & {
  name: string;
  label: string;
  options: readonly SelectOption[];
};

/** A MUI select bound to the surrounding form by name, showing the field's error. */
export function FormSelectField({ name, label, options, helperText, ...rest }: FormSelectFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const validationText = useValidationText();
  return (
    <TextField
      {...rest}
      select
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={validationText(fieldState.error?.message) ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
