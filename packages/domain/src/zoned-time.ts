import { TZDate, tzOffset } from '@date-fns/tz';

// Zone arithmetic without schemas or the position lookup: the console's live screens load only this.

export const DEFAULT_TIME_ZONE = 'UTC';

let zoneNames: Set<string> | undefined;

/** IANA zones this runtime knows (Intl.supportedValuesOf), plus UTC which that list leaves out. */
export function timeZoneNames(): string[] {
  return [...knownZones()].sort();
}

function knownZones(): Set<string> {
  zoneNames ??= new Set([DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone')]);
  return zoneNames;
}

/** True for an IANA time-zone name such as Europe/Rome (or UTC). */
export function isTimeZone(name: string): boolean {
  return knownZones().has(name);
}

/** Minutes the zone is ahead of UTC at that instant (e.g. 60 for Europe/Rome in winter). */
export function timeZoneOffsetMinutes(instant: Date | number, zone: string): number {
  return tzOffset(zone, new Date(Math.floor(Number(instant) / 1000) * 1000));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '+01:00' for 60: the ISO suffix, which @date-fns/tz also takes as a fixed-offset zone. */
function offsetSuffix(offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function isoWithOffset(ms: number, offsetMinutes: number): string {
  return new TZDate(ms, offsetSuffix(offsetMinutes)).toISOString();
}

/**
 * ISO 8601 with the zone's offset, e.g. 2026-11-21T15:04:05.123+01:00 for Europe/Rome; the same
 * instant as the UTC form, so parsing it back gives the stored time exactly.
 */
export function formatIsoInZone(instant: Date, zone: string): string {
  return isoWithOffset(instant.getTime(), timeZoneOffsetMinutes(instant, zone));
}

const HOUR = 3_600_000;
const DAY = 86_400_000;
const TWO = Array.from({ length: 60 }, (_, n) => pad(n));
const THREE = Array.from({ length: 1000 }, (_, n) => pad(n, 3));

/**
 * The zone's offset (minutes) for many instants in a row (an export). Asking Intl is the slow
 * part, so the offset is asked once per UTC hour: an hour that starts and ends on the same offset
 * keeps it throughout (zones change at most once an hour); otherwise the second of the change
 * inside the hour is searched once, so every instant still gets its exact offset.
 */
export function zoneOffsetFinder(zone: string): (ms: number) => number {
  const offsets = new Map<number, number>(); // offset at the start of each UTC hour seen lately
  const offsetAt = (hour: number) => {
    let offset = offsets.get(hour);
    if (offset === undefined) {
      if (offsets.size > 64) offsets.clear();
      offset = timeZoneOffsetMinutes(hour * HOUR, zone);
      offsets.set(hour, offset);
    }
    return offset;
  };
  let slot = Number.NaN;
  let before = 0;
  let after = 0;
  let changeAt = Number.POSITIVE_INFINITY;
  return (ms) => {
    const hour = Math.floor(ms / HOUR);
    if (hour !== slot) {
      slot = hour;
      before = offsetAt(hour);
      after = offsetAt(hour + 1);
      changeAt = before === after ? Number.POSITIVE_INFINITY : firstSecondOn(after, hour * HOUR, zone);
    }
    return ms >= changeAt ? after : before;
  };
}

/**
 * formatIsoInZone for many instants in a row (an export; instants as Dates or epoch ms), the same
 * text for each, with the offsets of zoneOffsetFinder. The local day's text is reused while the
 * rows stay in that day.
 */
export function isoInZoneFormatter(zone: string): (instant: Date | number) => string {
  const offsetOf = zoneOffsetFinder(zone);
  const suffixes = new Map<number, string>();
  let localDay = Number.NaN;
  let dayText = '';
  return (instant) => {
    const ms = typeof instant === 'number' ? Math.floor(instant) : instant.getTime();
    const offset = offsetOf(ms);
    const local = ms + offset * 60_000;
    if (!(local >= 0 && local < 253_402_300_800_000)) return isoWithOffset(ms, offset); // years 0000–9999 only below
    let suffix = suffixes.get(offset);
    if (suffix === undefined) {
      suffix = offsetSuffix(offset);
      suffixes.set(offset, suffix);
    }
    const day = Math.floor(local / DAY);
    if (day !== localDay) {
      localDay = day;
      dayText = new Date(day * DAY).toISOString().slice(0, 11);
    }
    let rest = local - day * DAY;
    const h = Math.floor(rest / HOUR);
    rest -= h * HOUR;
    const m = Math.floor(rest / 60_000);
    rest -= m * 60_000;
    const sec = Math.floor(rest / 1000);
    return `${dayText}${TWO[h]}:${TWO[m]}:${TWO[sec]}.${THREE[rest - sec * 1000]}${suffix}`;
  };
}

/**
 * The first whole second of the hour starting at `start` that is on `offset`, the offset of the
 * next hour's start (3600: the change is that very start).
 */
function firstSecondOn(offset: number, start: number, zone: string): number {
  let lo = 0; // a second still on the old offset
  let hi = 3600; // a second already on the new one
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (timeZoneOffsetMinutes(start + mid * 1000, zone) === offset) hi = mid;
    else lo = mid;
  }
  return start + hi * 1000;
}

/** The first instant of a calendar day in the zone (local midnight, or the first hour after a DST gap). */
export function zonedDayStart(day: { year: number; month: number; day: number }, zone: string): Date {
  return new Date(new TZDate(day.year, day.month - 1, day.day, zone).getTime());
}

/** The last millisecond of a calendar day in the zone. */
export function zonedDayEnd(day: { year: number; month: number; day: number }, zone: string): Date {
  return new Date(new TZDate(day.year, day.month - 1, day.day + 1, zone).getTime() - 1);
}

/** The first instant of the zone's calendar day that holds `instant` (the bar's "today" since its midnight). */
export function zonedDayStartOf(instant: Date, zone: string): Date {
  const local = new TZDate(instant.getTime(), zone);
  return zonedDayStart({ year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() }, zone);
}
