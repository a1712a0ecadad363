import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LookupInput } from './lookup-input';
import { useLookupQuery } from './use-lookup-query';
import { useValidationText } from '../../lib/i18n/validation-text';

/** A choice of a lookup: the id to store and the name to show. */
export interface LookupOption {
  id: string;
  label: string;
  /** A word shown greyed after the name in the list, e.g. 'Disabled' for an ingredient switched off. */
  note?: string;
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
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [input, setInput] = useState('');
  const lookup = useLookupQuery(input, {
    queryKey,
    fetchOptions,
    fallbackError,
    shouldSearch: (text) => text !== '' && text !== value?.label && !disabled,
  });
  const options = lookup.options ?? (value ? [value] : []);

  return (
    <Autocomplete<LookupOption>
      value={value}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.note ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
              {option.label}
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'caption', color: 'text.secondary' }}>
                <BlockIcon fontSize="inherit" aria-hidden />
                {option.note}
              </Box>
            </Box>
          ) : (
            option.label
          )}
        </li>
      )}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      loading={lookup.searching}
      noOptionsText={input.trim() ? t('noResults') : t('typeName')}
      disabled={disabled}
      size={size}
      onBlur={onBlur}
      renderInput={(params) => (
        <LookupInput
          params={params}
          label={label}
          searching={lookup.searching}
          error={validationText(error)}
          lookupError={lookup.error}
          helperText={helperText}
          required={required}
          inputRef={inputRef}
        />
      )}
    />
  );
}
