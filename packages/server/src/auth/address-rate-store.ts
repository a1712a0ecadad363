import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connection.js';
import { loginAttempts } from '../db/schema.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A fixed-window store for @fastify/rate-limit kept in the database (`login_attempts`, keys
 * `rate:<key>`), so every instance behind a load balancer counts the same requests.
 */
export function databaseRateLimitStore(db: Db, defaultWindowMs: number): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number = defaultWindowMs): void {
      const now = new Date();
      const expired = new Date(now.getTime() - timeWindow);
      const restart = sql`${loginAttempts.windowStart} <= ${expired}`;
      db.insert(loginAttempts)
        .values({ key: `rate:${key}`, windowStart: now, failures: 1 })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`CASE WHEN ${restart} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${restart} THEN ${now} ELSE ${loginAttempts.windowStart} END`,
          },
        })
        .returning({ current: loginAttempts.failures, windowStart: loginAttempts.windowStart })
        .then(
          ([row]) => callback(null, { current: row.current, ttl: Math.max(0, row.windowStart.getTime() + timeWindow - now.getTime()) }),
          (err: Error) => callback(err),
        );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}
