import { isoInZoneFormatter, zoneOffsetFinder } from '@bar/domain';
import { pgTimestampMs } from './pg-timestamp.js';

/**
 * Writes a date cell as ISO 8601 in the bar's zone. The value is Postgres timestamptz text (how
 * the worker reads it), or an instant; text that is no timestamp (infinity) is written as it is.
 */
export function zonedCellFormatter(timeZone: string): (value: string | number | boolean | Date) => string {
  const zoned = isoInZoneFormatter(timeZone);
  return (value) => {
    if (typeof value === 'string') {
      const ms = pgTimestampMs(value);
      return Number.isNaN(ms) ? value : zoned(ms);
    }
    return value instanceof Date || typeof value === 'number' ? zoned(value) : String(value);
  };
}

const EXCEL_EPOCH_DAYS = 25_569; // 1970-01-01 as an Excel serial day

/**
 * A date cell's value for a spreadsheet: the Excel serial day (how an XLSX file stores a date) of
 * the wall clock in the bar's zone, since a cell holds no zone; text that is no timestamp
 * (infinity) is written as it is.
 */
export function zonedExcelDate(timeZone: string): (value: string | number | boolean | Date) => number | string {
  const offsetOf = zoneOffsetFinder(timeZone);
  return (value) => {
    const ms = typeof value === 'string' ? pgTimestampMs(value) : value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Number.NaN;
    if (Number.isNaN(ms)) return String(value);
    return EXCEL_EPOCH_DAYS + (ms + offsetOf(ms) * 60_000) / 86_400_000;
  };
}
