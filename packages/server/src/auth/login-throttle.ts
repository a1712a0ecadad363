import type { Db } from '../db/connection.js';
import { deleteLoginAttempt, findLoginAttempt, recordLoginFailure } from './login-attempts-repository.js';

export interface ThrottleLimits {
  /** Sign-in requests (any outcome) accepted from one client address per address window. */
  perAddress: number;
  addressWindowMs: number;
  /** Failed attempts on one account from one address before each further try has to wait. */
  freeFailures: number;
  /** The first wait; it doubles with every further failure of the pair, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A pair's failures are forgotten once it has not failed for this long. */
  forgetAfterMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAddress: 20,
  addressWindowMs: 60_000,
  freeFailures: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3600_000,
};

/** How long a pair with `failures` consecutive failures waits after its last one; 0 while still free. */
export function pairDelayMs(failures: number, limits: ThrottleLimits): number {
  if (failures < limits.freeFailures) return 0;
  return Math.min(limits.baseDelayMs * 2 ** (failures - limits.freeFailures), limits.maxDelayMs);
}

const pairKey = (email: string, address: string) => `pair:${email.toLowerCase()}|${address}`;

/**
 * Progressive delay per (account, address) pair: an attacker guessing one account's password from
 * one address is slowed down exponentially, while the real user signing in from anywhere else is
 * never refused. Counters live in the database (`login_attempts`; `windowStart` holds the pair's
 * last failure), so every instance behind a load balancer sees the same counts.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  /** Seconds until this address may try this account again, or 0 when it may try now. */
  async retryAfterSeconds(email: string, address: string): Promise<number> {
    const row = await findLoginAttempt(this.db, pairKey(email, address));
    if (!row) return 0;
    const lastFailure = row.windowStart.getTime();
    const now = Date.now();
    if (lastFailure + this.limits.forgetAfterMs <= now) return 0;
    const waitMs = lastFailure + pairDelayMs(row.failures, this.limits) - now;
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const now = new Date();
    await recordLoginFailure(this.db, pairKey(email, address), now, new Date(now.getTime() - this.limits.forgetAfterMs));
  }

  /** A successful sign-in clears the pair it came from. */
  async recordSuccess(email: string, address: string): Promise<void> {
    await deleteLoginAttempt(this.db, pairKey(email, address));
  }
}
