import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { loginAttempts } from '../db/schema.js';

// Sign-in counters (`login_attempts`), one row per key: `rate:<address>` for the per-address
// window of @fastify/rate-limit, `pair:<email>|<address>` for the per-pair delay.

export type LoginAttemptRow = typeof loginAttempts.$inferSelect;

export async function findLoginAttempt(db: Db, key: string): Promise<LoginAttemptRow | undefined> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
  return row;
}

/**
 * Counts one request in the key's fixed window, which starts again at `now` when it began at or
 * before `expired`. Answers the count and the start of the window it is in.
 */
export async function countInWindow(db: Db, key: string, now: Date, expired: Date): Promise<{ current: number; windowStart: Date }> {
  const restart = sql`${loginAttempts.windowStart} <= ${expired}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, windowStart: now, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`CASE WHEN ${restart} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${restart} THEN ${now} ELSE ${loginAttempts.windowStart} END`,
      },
    })
    .returning({ current: loginAttempts.failures, windowStart: loginAttempts.windowStart });
  return row;
}

/** Counts one more failure of the key at `now` (`windowStart` holds the last one); failures up to `forgotten` no longer count. */
export async function recordLoginFailure(db: Db, key: string, now: Date, forgotten: Date): Promise<void> {
  await db
    .insert(loginAttempts)
    .values({ key, windowStart: now, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`CASE WHEN ${loginAttempts.windowStart} <= ${forgotten} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
        windowStart: now,
      },
    });
}

export async function deleteLoginAttempt(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
