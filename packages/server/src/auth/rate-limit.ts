import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Db } from '../db/connection.js';
import { tooManyRequests } from '../http/errors.js';
import { databaseRateLimitStore } from './address-rate-store.js';
import { DEFAULT_THROTTLE } from './login-throttle.js';
import { waitText } from './service.js';

/**
 * @fastify/rate-limit for the routes that ask for it (`config.rateLimit`, the sign-in route):
 * counted in the database, keyed by the client address (which honours TRUST_PROXY only),
 * answered with our error shape and `Retry-After`. Not global: the console, the simulator and
 * the journeys make many calls from one address.
 */
export function rateLimitOptions(db: Db): RateLimitPluginOptions {
  return {
    global: false,
    store: databaseRateLimitStore(db, DEFAULT_THROTTLE.addressWindowMs),
    addHeaders: { 'retry-after': true, 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many sign-in attempts from this address. Try again in ${waitText(Math.max(1, Math.ceil(context.ttl / 1000)))}.`,
        'SIGN_IN_THROTTLED',
      ),
  };
}
