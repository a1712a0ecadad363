import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { loginAttempts } from '../db/schema.js';

export interface ThrottleLimits {
  /** Failed attempts allowed per account within the window. */
  perEmail: number;
  /** Failed attempts allowed per client address within the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perEmail: 10, perAddress: 50, windowMs: 15 * 60_000 };

const keys = (email: string, address: string) => ({ email: `email:${email.toLowerCase()}`, address: `ip:${address}` });

/**
 * Sign-in throttling per account and per address. Counters live in the database, so every
 * instance behind a load balancer sees the same counts.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
  ) {}

  /** Minutes until the caller may try again, or 0 when not throttled. */
  async retryAfterMinutes(email: string, address: string): Promise<number> {
    const k = keys(email, address);
    const rows = await this.db.select().from(loginAttempts).where(inArray(loginAttempts.key, [k.email, k.address]));
    const now = Date.now();
    let waitMs = 0;
    for (const row of rows) {
      const limit = row.key === k.email ? this.limits.perEmail : this.limits.perAddress;
      const ends = row.windowStart.getTime() + this.limits.windowMs;
      if (ends > now && row.failures >= limit) waitMs = Math.max(waitMs, ends - now);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 60_000) : 0;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const k = keys(email, address);
    const windowStart = new Date(Date.now() - this.limits.windowMs);
    for (const key of [k.email, k.address]) {
      await this.db
        .insert(loginAttempts)
        .values({ key, windowStart: new Date(), failures: 1 })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`CASE WHEN ${loginAttempts.windowStart} < ${windowStart} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${loginAttempts.windowStart} < ${windowStart} THEN now() ELSE ${loginAttempts.windowStart} END`,
          },
        });
    }
  }

  /** A successful sign-in clears the account's counter (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(loginAttempts).where(inArray(loginAttempts.key, [keys(email, '').email]));
  }
}
