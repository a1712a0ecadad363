/** When a failed delivery is tried again (docs/webhooks.md, "Retries"). */
export interface RetrySchedule {
  /** Wait before the second attempt; each later wait doubles (30 s, 1 min, 2, 4, 8, 16, 32 min). */
  firstRetryMs: number;
  /** Time after the first attempt when the delivery is given up; the last attempt is made at that moment. */
  giveUpAfterMs: number;
}

export const DEFAULT_SCHEDULE: RetrySchedule = { firstRetryMs: 30_000, giveUpAfterMs: 3_600_000 };

/** How far a wait may be stretched at random (0.2: up to 20% longer), so receivers back from an outage are not hit all at once. */
export const RETRY_JITTER = 0.2;

/**
 * The time of the next attempt after `attemptsDone` failed ones, or null when the delivery is given
 * up: the first attempt was `giveUpAfterMs` ago or more. A wait that would pass that moment is cut
 * to it, so the last attempt falls exactly an hour (by default) after the first.
 *
 * @example nextAttemptAt(1, t0, t0 + 1 s, DEFAULT_SCHEDULE, () => 0) // t0 + 31 s
 */
export function nextAttemptAt(attemptsDone: number, firstAttemptAt: Date, now: Date, schedule: RetrySchedule, random: () => number = Math.random): Date | null {
  const deadline = firstAttemptAt.getTime() + schedule.giveUpAfterMs;
  if (now.getTime() >= deadline) return null;
  const wait = schedule.firstRetryMs * 2 ** Math.max(0, attemptsDone - 1) * (1 + RETRY_JITTER * random());
  return new Date(Math.min(now.getTime() + wait, deadline));
}
