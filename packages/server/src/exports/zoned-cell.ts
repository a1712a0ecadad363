import { isoInZoneFormatter } from '@bar/domain';
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
