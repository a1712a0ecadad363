/** A bar whose last live check is older than this is OFFLINE. */
export const OFFLINE_THRESHOLD_MS = 3 * 60_000;

/** Online when the last live check is at most 3 minutes old. */
export function isOnline(liveCheck: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (!liveCheck) return false;
  const at = new Date(liveCheck).getTime();
  if (Number.isNaN(at)) return false;
  return now.getTime() - at <= OFFLINE_THRESHOLD_MS;
}

/** The status line of a bar: its status when online, else 'OFFLINE - previous status: X'. */
export function barStatusText(bar: { status?: string | null; liveCheck?: Date | string | null }, now = new Date()): string {
  const status = bar.status ?? 'UNKNOWN';
  return isOnline(bar.liveCheck, now) ? status : `OFFLINE - previous status: ${status}`;
}
