import { useController, useFormContext } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export interface FormCheckboxFieldProps {
  /** Field path in the form, e.g. `features.coffee`. */
  name: string;
  label: string;
  disabled?: boolean;
}

/** A checkbox bound to a boolean field of the surrounding form. */
export function FormCheckboxField({ name, label, disabled }: FormCheckboxFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
}
