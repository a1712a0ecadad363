import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@bar/domain';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import type { FilterValue } from '../list/list-query-reducer';

export interface FilterOption {
  value: string | number | boolean;
  label: string;
}

export interface ColumnFilterConfig {
  type: 'text' | 'number' | 'select';
  /** Choices of a select filter; an 'All' choice that removes the filter comes first. */
  options?: readonly FilterOption[];
  /** Search key when it differs from the column field. */
  field?: string;
}

export interface ColumnFilterProps {
  config: ColumnFilterConfig;
  /** Accessible name, e.g. 'Filter Name'. */
  label: string;
  /** Current value from the list state (the URL). */
  value: FilterValue | undefined;
  /** Receives the new value; `undefined` removes the filter. */
  onChange: (value: FilterValue | undefined) => void;
  debounceMs?: number;
}

/** Text typed in a number filter → the number to send; `null` when it is not a number. */
export function parseNumberFilter(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

function toText(value: FilterValue | undefined): string {
  return value === undefined ? '' : String(value);
}

const inputSx = { minWidth: 64, width: '100%' } as const;

/** One input of the filter row: text and number filters are debounced, a select applies at once. */
export function ColumnFilter(props: ColumnFilterProps) {
  return props.config.type === 'select' ? <SelectFilter {...props} /> : <TypedFilter {...props} />;
}

function TypedFilter({ config, label, value, onChange, debounceMs = FILTER_DEBOUNCE_MS }: ColumnFilterProps) {
  const { t } = useTranslation();
  const numeric = config.type === 'number';
  const parse = (text: string): FilterValue | undefined | null => {
    if (numeric) return parseNumberFilter(text);
    const trimmed = text.trim();
    return trimmed === '' ? undefined : trimmed;
  };

  const [text, setText] = useState(() => toText(value));
  const textRef = useRef(text);
  const commit = useDebouncedCallback((next: FilterValue | undefined) => onChange(next), debounceMs);

  const update = (next: string) => {
    textRef.current = next;
    setText(next);
  };

  // The URL changed under us (back/forward, reset): show its value unless it is what we typed.
  useEffect(() => {
    const typed = parse(textRef.current);
    if (typed === value || (typed === null && value === undefined)) return;
    commit.cancel();
    update(toText(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const parsed = parse(text);
  const invalid = parsed === null;

  const handleChange = (next: string) => {
    update(next);
    const nextValue = parse(next);
    if (nextValue === null) commit.cancel();
    else commit(nextValue);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit.flush();
    if (event.key === 'Escape' && textRef.current !== '') {
      event.stopPropagation();
      update('');
      commit.cancel();
      onChange(undefined);
    }
  };

  return (
    <TextField
      variant="standard"
      size="small"
      placeholder={t('table.filter')}
      value={text}
      error={invalid}
      onChange={(event) => handleChange(event.target.value)}
      onKeyDown={handleKeyDown}
      sx={inputSx}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          'aria-invalid': invalid || undefined,
          inputMode: numeric ? 'decimal' : undefined,
          title: invalid ? t('table.enterNumber') : undefined,
        },
      }}
    />
  );
}

function SelectFilter({ config, label, value, onChange }: ColumnFilterProps) {
  const { t } = useTranslation();
  const options = config.options ?? [];
  return (
    <TextField
      select
      variant="standard"
      size="small"
      value={toText(value)}
      onChange={(event) => {
        const option = options.find((o) => String(o.value) === event.target.value);
        onChange(option?.value);
      }}
      sx={inputSx}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
    >
      <option value="">{t('table.all')}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
