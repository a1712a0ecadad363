import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { useValidationText } from '../../lib/i18n/validation-text';

export interface DecimalFieldProps {
  name: string;
  label: string;
  /** Decimals shown once the field is left (SPEC §5: alcohol 1, prices 2). */
  decimals: number;
  min?: number;
  max?: number;
  disabled?: boolean;
}

const format = (value: unknown, decimals: number) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(decimals) : '');

/** A number input that shows its value with a fixed number of decimals; empty means undefined. */
export function DecimalField({ name, label, decimals, min, max, disabled }: DecimalFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const validationText = useValidationText();
  const [text, setText] = useState(() => format(field.value, decimals));
  // The form changed the value (reset, catalogue prefill): show it formatted.
  useEffect(() => {
    setText((current) => (current.trim() !== '' && Number(current) === field.value ? current : format(field.value, decimals)));
  }, [field.value, decimals]);
  return (
    <TextField
      type="number"
      label={label}
      fullWidth
      disabled={disabled}
      name={field.name}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const value = event.target.value.trim() === '' ? undefined : Number(event.target.value);
        field.onChange(value !== undefined && Number.isFinite(value) ? value : undefined);
      }}
      onBlur={() => {
        setText(format(field.value, decimals));
        field.onBlur();
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={validationText(fieldState.error?.message)}
      slotProps={{ htmlInput: { step: 1 / 10 ** decimals, min, max } }}
    />
  );
}
