import { format, isValid } from 'date-fns';
import { exportDayRangeProblem, parseDayText, zonedDayEnd, zonedDayStart } from '@bar/domain';
import type { CreatedRange } from './export-request';

/** A picked day (the picker's Date, null when empty) as the form's dd/MM/yyyy text; 'invalid' while half typed. */
export function dayText(day: Date | null): string {
  if (day === null) return '';
  return isValid(day) ? format(day, 'dd/MM/yyyy') : 'invalid';
}

/** Why the picked days cannot be applied or exported (the domain's form rule), or null. */
export function dayRangeProblem(from: Date | null, to: Date | null): string | null {
  return exportDayRangeProblem(dayText(from), dayText(to));
}

/** Whole days of the bar's zone from two dd/MM/yyyy texts, as instants (start of From, end of To). */
export function rangeOf(fromText: string, toText: string, timeZone: string): CreatedRange | null {
  const from = parseDayText(fromText);
  const to = parseDayText(toText);
  if (!from || !to) return null;
  return { from: zonedDayStart(from, timeZone).toISOString(), to: zonedDayEnd(to, timeZone).toISOString() };
}

/** The picked days as the bar's whole days, or null while they break the rule. */
export function pickedRange(from: Date | null, to: Date | null, timeZone: string): CreatedRange | null {
  return dayRangeProblem(from, to) ? null : rangeOf(dayText(from), dayText(to), timeZone);
}
