import { TZDate } from '@date-fns/tz';

/** A bar's opening: from `opensAt` to `closesAt`; `openNow` when the instant asked about lies inside it. */
export interface BarSession {
  opensAt: Date;
  closesAt: Date;
  openNow: boolean;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an 'HH:mm' time, or null when it is not one. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const m = TIME.exec(time?.trim() ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The instant of `minutes` after midnight on the bar's local day `dayOffset` days from the day of `atMs`. */
function localTime(atMs: number, zone: string, dayOffset: number, minutes: number): Date {
  const local = new TZDate(atMs, zone);
  const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + dayOffset, Math.floor(minutes / 60), minutes % 60, zone);
  return new Date(at.getTime());
}

/**
 * The bar's current opening when it is open at `now` (by its opening and closing times in its
 * zone), else its next one. A closing time at or before the opening time closes the next day
 * (10:00–02:00); missing times count as open all day (00:00–00:00).
 * @example barSession(now, '18:00', '02:00', 'Europe/Rome') // tonight 18:00 to 02:00 tomorrow
 */
export function barSession(now: Date, openingTime: string | null | undefined, closingTime: string | null | undefined, zone: string): BarSession {
  const open = minutesOfDay(openingTime) ?? 0;
  const close = minutesOfDay(closingTime) ?? open;
  const length = (close - open + 1440) % 1440 || 1440;
  const t = now.getTime();
  // the opening that started yesterday may still run; else today's, else tomorrow's
  for (const day of [-1, 0, 1]) {
    const opensAt = localTime(t, zone, day, open);
    const closesAt = localTime(t, zone, day, open + length);
    if (t < closesAt.getTime()) return { opensAt, closesAt, openNow: t >= opensAt.getTime() };
  }
  const opensAt = localTime(t, zone, 2, open);
  return { opensAt, closesAt: localTime(t, zone, 2, open + length), openNow: false };
}
