import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_MAX_WAIT_MS, FILTER_DEBOUNCE_MS } from '@bar/domain';
import { ApiError } from '../../lib/api-error';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** A choice of a lookup: the id to store and the name to show. */
export interface LookupOption {
  id: string;
  label: string;
}

export interface LookupFieldProps {
  label: string;
  value: LookupOption | null;
  onChange: (value: LookupOption | null) => void;
  onBlur?: () => void;
  /** Suggestions for typed text (debounced 300 ms, max wait 1 s, SPEC §9). */
  fetchOptions: (text: string, signal: AbortSignal) => Promise<LookupOption[]>;
  /** Cache key root, e.g. ['bars', 'byName']. */
  queryKey: readonly unknown[];
  /** Field error when the lookup fails without a message (SPEC §8), e.g. 'General Error - Bar lookup'. */
  fallbackError: string;
  /** Validation error of the surrounding form. */
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
}

/** The message a failed lookup shows on its field: the server's, else the error's, else the fallback. */
export function lookupErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** An autocomplete whose suggestions come from the server as the user types. */
export function LookupField({
  label,
  value,
  onChange,
  onBlur,
  fetchOptions,
  queryKey,
  fallbackError,
  error,
  helperText,
  required,
  disabled,
  inputRef,
  size,
}: LookupFieldProps) {
  const [input, setInput] = useState('');
  const text = useDebouncedValue(input.trim(), FILTER_DEBOUNCE_MS, AUTOCOMPLETE_MAX_WAIT_MS);
  const searching = text !== '' && text !== value?.label;
  const query = useQuery({
    queryKey: [...queryKey, text],
    queryFn: ({ signal }) => fetchOptions(text, signal),
    enabled: searching && !disabled,
    retry: false,
    staleTime: 30_000,
    meta: { notifyError: false },
  });
  const lookupError = query.isError ? lookupErrorText(query.error, fallbackError) : undefined;
  const options = query.data ?? (value ? [value] : []);

  return (
    <Autocomplete<LookupOption>
      value={value}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      loading={query.isFetching}
      noOptionsText={input.trim() ? 'No Results' : 'Type a name'}
      disabled={disabled}
      size={size}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          inputRef={inputRef}
          error={Boolean(error ?? lookupError)}
          helperText={error ?? lookupError ?? helperText}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {query.isFetching ? <CircularProgress color="inherit" size={16} aria-label="Searching" /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
