import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connection.js';
import { countInWindow } from './login-attempts-repository.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A fixed-window store for @fastify/rate-limit kept in the database (`login_attempts`, keys
 * `rate:<key>`), so every instance behind a load balancer counts the same requests.
 */
export function databaseRateLimitStore(db: Db, defaultWindowMs: number): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number = defaultWindowMs): void {
      const now = new Date();
      countInWindow(db, `rate:${key}`, now, new Date(now.getTime() - timeWindow)).then(
        (row) => callback(null, { current: row.current, ttl: Math.max(0, row.windowStart.getTime() + timeWindow - now.getTime()) }),
        (err: Error) => callback(err),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}
