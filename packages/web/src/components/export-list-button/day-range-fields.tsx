import { DayRangePickers, type DayRange } from '../day-range/day-range-pickers';
import { dayRangeProblem } from './day-range';

export { NO_DAYS, type DayRange } from '../day-range/day-range-pickers';

/** The exports' From and To: once both are set, To says what is wrong with the range (order, 3 months). */
export function DayRangeFields({ value, onChange }: { value: DayRange; onChange: (value: DayRange) => void }) {
  const touched = value.from !== null && value.to !== null;
  return <DayRangePickers value={value} onChange={onChange} problem={touched ? dayRangeProblem(value.from, value.to) : null} />;
}
