import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { useTranslation } from 'react-i18next';
import { LookupInput } from '../lookup/lookup-input';
import { useLookupQuery } from '../lookup/use-lookup-query';

/** A suggestion from the server, or the offer to use the typed text as a new value. */
export type Suggestion<T> = { type: 'found'; item: T; label: string } | { type: 'new'; label: string };

export interface SuggestFieldProps<T> {
  label: string;
  /** The name held by the form. */
  text: string;
  /** Typing writes the name at once when new values are allowed. */
  onTextChange?: (text: string) => void;
  /** A suggestion, or (allowNew) the typed text, was chosen. */
  onPick: (suggestion: Suggestion<T>) => void;
  fetchOptions: (text: string, signal: AbortSignal) => Promise<T[]>;
  getLabel: (item: T) => string;
  queryKey: readonly unknown[];
  /** Offer 'Add "{text}"' for a name not among the suggestions (SPEC §5). */
  allowNew: boolean;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  inputRef?: React.Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** A name typed with suggestions from the server (debounced 300 ms, max wait 1 s). */
export function SuggestField<T>({
  label,
  text,
  onTextChange,
  onPick,
  fetchOptions,
  getLabel,
  queryKey,
  allowNew,
  error,
  helperText,
  required,
  disabled,
  autoFocus,
  size,
  inputRef,
  onBlur,
}: SuggestFieldProps<T>) {
  const { t } = useTranslation();
  const [input, setInput] = useState(text);
  // The form changed the name (reset, prefill): show it.
  useEffect(() => {
    setInput((current) => (current.trim() === text.trim() ? current : text));
  }, [text]);
  const typed = input.trim();
  const lookup = useLookupQuery(input, {
    queryKey,
    fetchOptions,
    // field error of a failed lookup without a message (SPEC §8)
    fallbackError: t('lookup.ingredientError'),
    shouldSearch: (text) => text !== '' && !disabled,
  });
  const found: Suggestion<T>[] = (lookup.options ?? []).map((item) => ({ type: 'found', item, label: getLabel(item) }));
  const exact = found.some((option) => option.label.toLowerCase() === typed.toLowerCase());
  const options: Suggestion<T>[] = allowNew && typed !== '' && !exact ? [...found, { type: 'new', label: typed }] : found;

  return (
    <Autocomplete<Suggestion<T>, false, false, false>
      value={null}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={() => false}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {option.type === 'new' ? t('lookup.addNew', { name: option.label }) : option.label}
          </li>
        );
      }}
      onChange={(_, option) => {
        if (!option) return;
        setInput(option.label);
        onPick(option);
      }}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        setInput(next);
        if (allowNew) onTextChange?.(next);
      }}
      onBlur={() => {
        // Without new values the field keeps the last name chosen.
        if (!allowNew) setInput(text);
        onBlur?.();
      }}
      loading={lookup.searching}
      noOptionsText={typed ? t('noResults') : t('typeName')}
      disabled={disabled}
      size={size}
      fullWidth
      forcePopupIcon={false}
      renderInput={(params) => (
        <LookupInput
          params={params}
          label={label}
          searching={lookup.searching}
          error={error}
          lookupError={lookup.error}
          helperText={helperText}
          required={required}
          autoFocus={autoFocus}
          inputRef={inputRef}
        />
      )}
    />
  );
}
