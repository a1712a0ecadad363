import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import { dayRangeProblem } from '../day-range';

export interface DayRange {
  from: Date | null;
  to: Date | null;
}

export const NO_DAYS: DayRange = { from: null, to: null };

/**
 * From and To date pickers (dd/MM/yyyy, typed or picked from the calendar); once both are set, To
 * says what is wrong with the range (order, 3 months).
 */
export function DayRangeFields({ value, onChange }: { value: DayRange; onChange: (value: DayRange) => void }) {
  const problem = dayRangeProblem(value.from, value.to);
  const touched = value.from !== null && value.to !== null;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <DatePicker
        label="From"
        format="dd/MM/yyyy"
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        // a plain text input: typed and pasted dd/MM/yyyy text is read as a whole
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', helperText: ' ', sx: { width: 165 } } }}
      />
      <DatePicker
        label="To"
        format="dd/MM/yyyy"
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', error: touched && Boolean(problem), helperText: touched ? (problem ?? ' ') : ' ', sx: { width: 190 } } }}
      />
    </LocalizationProvider>
  );
}
