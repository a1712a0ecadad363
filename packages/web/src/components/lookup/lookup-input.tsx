import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface LookupInputProps {
  params: AutocompleteRenderInputParams;
  label: string;
  searching: boolean;
  /** The form's validation error wins over the lookup's. */
  error?: string;
  lookupError?: string;
  helperText?: string;
  required?: boolean;
  autoFocus?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** The text field of a lookup autocomplete, with a spinner while the server is asked. */
export function LookupInput({ params, label, searching, error, lookupError, helperText, required, autoFocus, inputRef }: LookupInputProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...params}
      label={label}
      required={required}
      autoFocus={autoFocus}
      inputRef={inputRef}
      error={Boolean(error ?? lookupError)}
      helperText={error ?? lookupError ?? helperText}
      slotProps={{
        input: {
          ...params.InputProps,
          endAdornment: (
            <>
              {searching ? <CircularProgress color="inherit" size={16} aria-label={t('searching')} /> : null}
              {params.InputProps.endAdornment}
            </>
          ),
        },
      }}
    />
  );
}
