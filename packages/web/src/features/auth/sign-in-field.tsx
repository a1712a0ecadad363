import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  field: UseFormRegisterReturn;
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  /** What is wrong with the value, in the language in use; nothing when it is fine. */
  problem?: string;
}

/**
 * An outlined field exactly as TextField draws it (label, notched outline, helper text), built from
 * its parts: TextField also carries its select mode (menu, popover, modal), which the sign-in page,
 * the first one painted, does not need.
 */
export function SignInField({ field: { ref, ...field }, id, label, type, autoComplete, autoFocus = false, problem }: Props) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(problem)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...field}
        inputRef={ref}
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={problem ? helperId : undefined}
      />
      {problem ? <FormHelperText id={helperId}>{problem}</FormHelperText> : null}
    </FormControl>
  );
}
