import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app.js';
import { loginAttempts } from '../db/schema.js';
import { createUser, startTestApp, TEST_JWT_SECRET, TEST_PASSWORD, type TestApp } from '../test/harness.js';
import { DEFAULT_THROTTLE, pairDelayMs } from './login-throttle.js';
import { reportFigure } from '../test/figure.js';
import { expectError } from '../test/error-answer.js';

const ATTACKER = '203.0.113.9';
const REAL_USER = '192.0.2.77';

function attempt(app: App, email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers });
}

/** Every 429 must say when to come back. */
function expectRetryAfter(res: LightMyRequestResponse): number {
  expectError(res, 429, 'SIGN_IN_THROTTLED');
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0, `Retry-After "${res.headers['retry-after']}"`).toBe(true);
  return seconds;
}

/** Moves the last failure of every pair of `email` back in time, as if `ms` had passed. */
async function letTimePass(t: TestApp, email: string, ms: number) {
  await t.db
    .update(loginAttempts)
    .set({ windowStart: sql`${loginAttempts.windowStart} - make_interval(secs => ${ms / 1000})` })
    .where(like(loginAttempts.key, `pair:${email}|%`));
}

describe('per address: @fastify/rate-limit on the sign-in route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is not fooled by a new X-Forwarded-For on each try while no proxy is trusted', async () => {
    const statuses: number[] = [];
    const codes: string[] = [];
    let first429: LightMyRequestResponse | undefined;
    for (let i = 0; i < DEFAULT_THROTTLE.perAddress + 5; i++) {
      const res = await attempt(t.app, `guess${i}@example.com`, 'wrong', '198.51.100.1', { 'x-forwarded-for': `10.20.${i}.1` });
      statuses.push(res.statusCode);
      codes.push(res.json().code);
      if (res.statusCode === 429) {
        first429 ??= res;
        expectRetryAfter(res);
      }
    }
    const firstRefused = statuses.indexOf(429) + 1;
    reportFigure('sign-in throttle', `rotating X-Forwarded-For without TRUST_PROXY: ${statuses.length} attempts, first 429 at attempt ${firstRefused}`);
    expect(statuses.slice(0, DEFAULT_THROTTLE.perAddress).every((s) => s === 401)).toBe(true);
    expect(codes.slice(0, DEFAULT_THROTTLE.perAddress).every((c) => c === 'UNAUTHENTICATED')).toBe(true);
    expect(statuses.slice(DEFAULT_THROTTLE.perAddress).every((s) => s === 429)).toBe(true);
    expect(first429!.json()).toMatchObject({
      statusCode: 429,
      code: 'SIGN_IN_THROTTLED',
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many sign-in attempts from this address\. Try again in \d+ (seconds?|minutes?)\.$/),
    });
  });

  it('counts each address on its own', async () => {
    const other = await attempt(t.app, 'guess@example.com', 'wrong', '198.51.100.2');
    expectError(other, 401, 'UNAUTHENTICATED');
  });

  it('counts across instances sharing the database', async () => {
    const second = await buildApp({ db: t.db, jwtSecret: TEST_JWT_SECRET, live: { recheckIntervalMs: 0 } });
    try {
      await second.ready();
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < DEFAULT_THROTTLE.perAddress + 1; i++) {
        const app = i % 2 === 0 ? t.app : second;
        answers.push(await attempt(app, `spread${i}@example.com`, 'wrong', '198.51.100.3'));
      }
      expect(answers.filter((res) => res.statusCode === 401 && res.json().code === 'UNAUTHENTICATED')).toHaveLength(DEFAULT_THROTTLE.perAddress);
      expectError(answers.at(-1)!, 429, 'SIGN_IN_THROTTLED');
    } finally {
      await second.close();
    }
  });
});

describe('per address behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it('counts the forwarded client address, not the proxy', async () => {
    for (let i = 0; i < DEFAULT_THROTTLE.perAddress; i++) {
      expectError(await attempt(t.app, `p${i}@example.com`, 'wrong', '127.0.0.1', { 'x-forwarded-for': '198.51.100.50' }), 401, 'UNAUTHENTICATED');
    }
    expectRetryAfter(await attempt(t.app, 'p@example.com', 'wrong', '127.0.0.1', { 'x-forwarded-for': '198.51.100.50' }));
    // another client behind the same proxy is still served
    expectError(await attempt(t.app, 'p@example.com', 'wrong', '127.0.0.1', { 'x-forwarded-for': '198.51.100.51' }), 401, 'UNAUTHENTICATED');
  });

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    for (let i = 0; i < DEFAULT_THROTTLE.perAddress; i++) {
      await attempt(t.app, `q${i}@example.com`, 'wrong', '198.51.100.60', { 'x-forwarded-for': `10.30.${i}.1` });
    }
    expectRetryAfter(await attempt(t.app, 'q@example.com', 'wrong', '198.51.100.60', { 'x-forwarded-for': '10.30.99.1' }));
  });
});

describe('per account and address: a progressive delay, never a lock-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the per-address limit is shown above; here it stays out of the way
    t = await startTestApp({ throttle: { perAddress: 1_000 } });
    await createUser(t.db, 'victim@example.com');
    await createUser(t.db, 'colleague@example.com');
    await createUser(t.db, 'typo@example.com');
  });
  afterAll(() => t.close());

  it("slows the attacker's address down while the real user signs in from elsewhere", async () => {
    for (let i = 0; i < DEFAULT_THROTTLE.freeFailures; i++) {
      expectError(await attempt(t.app, 'victim@example.com', `guess ${i}`, ATTACKER), 401, 'UNAUTHENTICATED');
    }
    // refused before the password is looked at: even the right one waits
    const refused = await attempt(t.app, 'victim@example.com', TEST_PASSWORD, ATTACKER);
    expect(expectRetryAfter(refused)).toBe(DEFAULT_THROTTLE.baseDelayMs / 1000);
    expect(refused.json().message).toBe('Too many failed sign-in attempts. Try again in 30 seconds.');

    expect((await attempt(t.app, 'victim@example.com', TEST_PASSWORD, REAL_USER)).statusCode).toBe(200);
    // another account from the attacker's address is not held up either
    expect((await attempt(t.app, 'colleague@example.com', TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
  });

  it('doubles the wait after each further failure, up to the cap', async () => {
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      const blocked = await attempt(t.app, 'victim@example.com', 'another guess', ATTACKER);
      const wait = expectRetryAfter(blocked);
      waits.push(wait);
      await letTimePass(t, 'victim@example.com', wait * 1000);
      expectError(await attempt(t.app, 'victim@example.com', `guess after ${wait}s`, ATTACKER), 401, 'UNAUTHENTICATED');
    }
    reportFigure('sign-in throttle', `pair delay after each failure from one address: ${waits.join(', ')} s (cap ${DEFAULT_THROTTLE.maxDelayMs / 1000} s)`);
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('clears the pair on a success', async () => {
    for (let i = 0; i < DEFAULT_THROTTLE.freeFailures - 1; i++) await attempt(t.app, 'typo@example.com', 'tpyo', REAL_USER);
    expect((await attempt(t.app, 'typo@example.com', TEST_PASSWORD, REAL_USER)).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `pair:typo@example.com|${REAL_USER}`)),
    ).toEqual([]);
    for (let i = 0; i < DEFAULT_THROTTLE.freeFailures - 1; i++) {
      expectError(await attempt(t.app, 'typo@example.com', 'tpyo', REAL_USER), 401, 'UNAUTHENTICATED');
    }
    expect((await attempt(t.app, 'typo@example.com', TEST_PASSWORD, REAL_USER)).statusCode).toBe(200);
  });

  it('forgets a pair that has not failed for a day', async () => {
    for (let i = 0; i < DEFAULT_THROTTLE.freeFailures; i++) await attempt(t.app, 'typo@example.com', 'tpyo', REAL_USER);
    expectRetryAfter(await attempt(t.app, 'typo@example.com', TEST_PASSWORD, REAL_USER));
    await letTimePass(t, 'typo@example.com', DEFAULT_THROTTLE.forgetAfterMs);
    expectError(await attempt(t.app, 'typo@example.com', 'tpyo', REAL_USER), 401, 'UNAUTHENTICATED');
    expect((await attempt(t.app, 'typo@example.com', TEST_PASSWORD, REAL_USER)).statusCode).toBe(200);
  });

  it('counts an unknown email like a known one', async () => {
    for (let i = 0; i < DEFAULT_THROTTLE.freeFailures; i++) await attempt(t.app, 'ghost@example.com', 'x', ATTACKER);
    expectRetryAfter(await attempt(t.app, 'ghost@example.com', 'x', ATTACKER));
  });
});

describe('pairDelayMs', () => {
  it('is free up to the allowance, then doubles and stops at the cap', () => {
    const free = DEFAULT_THROTTLE.freeFailures;
    expect(pairDelayMs(free - 1, DEFAULT_THROTTLE)).toBe(0);
    expect(pairDelayMs(free, DEFAULT_THROTTLE)).toBe(30_000);
    expect(pairDelayMs(free + 1, DEFAULT_THROTTLE)).toBe(60_000);
    expect(pairDelayMs(free + 100, DEFAULT_THROTTLE)).toBe(DEFAULT_THROTTLE.maxDelayMs);
    expect(pairDelayMs(Number.MAX_SAFE_INTEGER, DEFAULT_THROTTLE)).toBe(DEFAULT_THROTTLE.maxDelayMs);
  });
});
