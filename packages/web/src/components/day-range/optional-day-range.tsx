import { useEffect, useState } from 'react';
import { format, isValid } from 'date-fns';
import { parseDayText } from '@bar/domain';
import { DayRangePickers, type DayRange } from './day-range-pickers';
import type { FilterValue } from '../list/list-query-reducer';

const toDate = (value: FilterValue | undefined): Date | null => {
  const day = typeof value === 'string' ? parseDayText(value) : null;
  return day ? new Date(day.year, day.month - 1, day.day) : null;
};

/** A picked day as the URL keeps it (dd/MM/yyyy); undefined when empty; null while half typed. */
const toText = (day: Date | null): string | undefined | null => (day === null ? undefined : isValid(day) ? format(day, 'dd/MM/yyyy') : null);

export interface OptionalDayRangeProps {
  /** The list filters' days (dd/MM/yyyy), as the URL keeps them. */
  from: FilterValue | undefined;
  to: FilterValue | undefined;
  onChange: (field: 'from' | 'to', day: string | undefined) => void;
  /** Shown under To when it is before From. */
  reversedText: string;
}

/** From/To filters of a list, each optional: a whole day applies at once, a half-typed one waits. */
export function OptionalDayRange({ from, to, onChange, reversedText }: OptionalDayRangeProps) {
  const [days, setDays] = useState<DayRange>(() => ({ from: toDate(from), to: toDate(to) }));
  // the URL changed under us (back/forward): show its days
  useEffect(() => setDays((current) => (toText(current.from) === from ? current : { ...current, from: toDate(from) })), [from]);
  useEffect(() => setDays((current) => (toText(current.to) === to ? current : { ...current, to: toDate(to) })), [to]);

  const change = (next: DayRange) => {
    setDays(next);
    for (const field of ['from', 'to'] as const) {
      const text = toText(next[field]);
      if (next[field] !== days[field] && text !== null) onChange(field, text);
    }
  };
  const reversed = days.from && days.to && isValid(days.from) && isValid(days.to) && days.to < days.from;
  return <DayRangePickers value={days} onChange={change} clearable problem={reversed ? reversedText : null} />;
}
