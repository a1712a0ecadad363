const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago, in the language's words (minutes under an hour, hours up to a day, then days), as the
 * console counts ages elsewhere.
 * @example relativeAgeText('2026-01-01T10:00:00Z', new Date('2026-01-01T10:05:00Z'), 'en-GB') // '5 minutes ago'
 */
export function relativeAgeText(when: string | Date, now: Date, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  const elapsed = Math.max(0, now.getTime() - new Date(when).getTime());
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed <= DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
