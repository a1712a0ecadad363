import { useController, useFormContext, useWatch } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useValidationText } from '../../lib/i18n/validation-text';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'defaultValue'> & {
  /** Field path in the form, e.g. `instanceInfos.placeName`. */
  name: string;
  label: string;
  /** Step of a number input, e.g. 0.00001 for coordinates. */
  step?: number | string;
};

/**
 * A MUI text field bound to the surrounding form by name, showing the field's error.
 * Number inputs hand the form a number, and an empty input as `undefined` so that 'required'
 * rules see an empty field rather than 0.
 */
export function FormTextField({ name, label, step, type, helperText, slotProps, ...rest }: FormTextFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const validationText = useValidationText();
  // The form's own value: `field.value` falls back to the default when the value is undefined, so a
  // cleared number field would show its default again and the next keystroke would append to it.
  const value: unknown = useWatch({ control, name });
  const numeric = type === 'number';
  return (
    <TextField
      {...rest}
      type={type}
      label={label}
      name={field.name}
      value={value ?? ''}
      onChange={(event) => field.onChange(numeric ? toNumber(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={validationText(fieldState.error?.message) ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { step, ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}

function toNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}
