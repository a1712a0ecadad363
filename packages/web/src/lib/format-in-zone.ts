import { timeZoneOffsetMinutes } from '@bar/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of `iso` in `zone`, as UTC fields of a shifted Date (null when not a date). */
function wallClock(iso: string, zone: string): Date | null {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return null;
  return new Date(ms + timeZoneOffsetMinutes(ms, zone) * 60_000);
}

const day = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
const time = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

/** dd/MM/yyyy HH:mm in the bar's zone (a bar's records read in its own time, wherever the console is). */
export function formatDateTimeInZone(iso: string, zone: string): string {
  const d = wallClock(iso, zone);
  return d ? `${day(d)} ${time(d)}` : '';
}

const msOfDay = (d: Date) => ((d.getUTCHours() * 60 + d.getUTCMinutes()) * 60 + d.getUTCSeconds()) * 1000 + d.getUTCMilliseconds();
const LAST_MS_OF_DAY = 86_400_000 - 1;

/**
 * "From – To" of an export in the bar's zone: whole days (as the Exports form sends them) as
 * dd/MM/yyyy, any other range with its times; '' when there is none.
 */
export function formatRangeInZone(range: { from?: unknown; to?: unknown } | undefined, zone: string): string {
  if (!range || typeof range.from !== 'string' || typeof range.to !== 'string') return '';
  const from = wallClock(range.from, zone);
  const to = wallClock(range.to, zone);
  if (!from || !to) return '';
  if (msOfDay(from) === 0 && msOfDay(to) === LAST_MS_OF_DAY) return `${day(from)} – ${day(to)}`;
  return `${day(from)} ${time(from)} – ${day(to)} ${time(to)}`;
}
