const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something happened, in the console's words: minutes under an hour, hours up to
 * 24, then days.
 * @example relativeAge(new Date(Date.now() - 5 * 60_000)) // '5 minutes ago'
 */
export function relativeAge(when: Date | string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(when).getTime());
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed <= DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}
