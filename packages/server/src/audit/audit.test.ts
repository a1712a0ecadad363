import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { auditLog } from '../db/schema.js';
import type { Db } from '../db/connection.js';
import { openTestDatabase } from '../test/database.js';
import { bearer, createBar, createUser, signIn, startTestApp, TEST_JWT_SECRET, TEST_PASSWORD, type TestApp } from '../test/harness.js';
import { redactUrl } from './logger-options.js';
import { AuditWriter } from './writer.js';
import type { AuditEntry } from './entry.js';
import { expectError } from '../test/error-answer.js';

const PAYMENT_SECRET = 'SECRET-shift4-auth-token-4242';
const NEW_PASSWORD = 'SECRET-new-password-4242';
const WRONG_PASSWORD = 'SECRET-wrong-password-4242';

/** Rows whose text, over every column, contains `needle`. */
async function rowsContaining(db: Db, needle: string): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM audit_log a WHERE a::text ILIKE ${`%${needle}%`}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>;
  return rows[0].n;
}

describe('audit log', () => {
  let t: TestApp;
  let bar: string;
  let foreign: string;
  let rootId: string;
  let adminId: string;
  let root: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    bar = await createBar(t.db, { name: 'Audited bar' });
    foreign = await createBar(t.db, { name: 'Foreign bar' });
    rootId = await createUser(t.db, 'root@audit.test', { superadmin: true });
    adminId = await createUser(t.db, 'msadmin@audit.test', { roles: [{ barId: bar, role: 'MSADMIN' }] });
    root = await signIn(t.app, 'root@audit.test');
    admin = await signIn(t.app, 'msadmin@audit.test');
  });
  afterAll(() => t.close());

  const written = async () => {
    await t.app.audit.flush();
    return t.db.select().from(auditLog).orderBy(asc(auditLog.at));
  };
  const newRows = async (action: () => Promise<unknown>) => {
    const before = new Set((await written()).map((r) => r.id));
    await action();
    return (await written()).filter((r) => !before.has(r.id));
  };

  it('records a successful sign-in with the user it resolved to', async () => {
    const rows = await newRows(() => signIn(t.app, 'msadmin@audit.test'));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: adminId,
        email: 'msadmin@audit.test',
        method: 'POST',
        route: '/api/auth/login',
        statusCode: 200,
        outcome: 'ok',
        barId: null,
      }),
    ]);
  });

  it('records a mutating call with who, when, bar, route, target and outcome', async () => {
    const started = Date.now();
    const rows = await newRows(() =>
      t.app.inject({ method: 'PUT', url: `/api/ubar/bars/${bar}?note=1`, headers: bearer(admin), payload: { name: 'Audited bar renamed' } }),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: adminId,
      email: 'msadmin@audit.test',
      barId: bar,
      method: 'PUT',
      route: '/api/ubar/bars/:id',
      targetId: bar,
      statusCode: 200,
      outcome: 'ok',
      ip: '127.0.0.1',
    });
    expect(rows[0].at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(rows[0].at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records a call refused on a foreign bar (403) with the bar it asked for', async () => {
    const rows = await newRows(() =>
      t.app.inject({ method: 'PUT', url: `/api/ubar/bars/${foreign}`, headers: bearer(admin), payload: { name: 'Taken over' } }),
    );
    expect(rows).toEqual([
      expect.objectContaining({ userId: adminId, barId: foreign, method: 'PUT', route: '/api/ubar/bars/:id', statusCode: 403, outcome: 'refused' }),
    ]);
  });

  it('records a refused read (401, bad token) without the token', async () => {
    const token = 'not-a-real-token-4242';
    const rows = await newRows(() => t.app.inject({ method: 'GET', url: '/api/uuser/members/', headers: bearer(token) }));
    expect(rows).toEqual([
      expect.objectContaining({ userId: null, email: null, method: 'GET', route: '/api/uuser/members', statusCode: 401, outcome: 'refused' }),
    ]);
    expect(await rowsContaining(t.db, token)).toBe(0);
  });

  it('records a failed sign-in with the attempted email and never the password', async () => {
    const rows = await newRows(() =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'MSAdmin@audit.test', password: WRONG_PASSWORD } }),
    );
    expect(rows).toEqual([
      expect.objectContaining({ userId: null, email: 'msadmin@audit.test', route: '/api/auth/login', statusCode: 401, outcome: 'refused' }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(WRONG_PASSWORD);
    expect(await rowsContaining(t.db, WRONG_PASSWORD)).toBe(0);
  });

  it('does not keep a malformed sign-in email, which may be a mistyped password', async () => {
    const typo = 'SECRET-pass@word';
    const rows = await newRows(() => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: typo, password: WRONG_PASSWORD } }));
    expect(rows).toEqual([expect.objectContaining({ email: null, statusCode: 400, outcome: 'invalid' })]);
    expect(await rowsContaining(t.db, 'SECRET-')).toBe(0);
  });

  it('keeps no trace of a payment secret or a new password sent in a write', async () => {
    const rows = await newRows(async () => {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/ubar/bars/${bar}`,
        headers: bearer(admin),
        payload: {
          paymentSettings: {
            currency: { currencyNameISO: 'EUR', currencySymbolLeft: false },
            taxes: { percentage: 22, included: true, showAtCheckout: true },
            tips: { percentage: 10, included: false, showAtCheckout: true },
            shift4Gateway: { authToken: PAYMENT_SECRET, utgBaseUrl: 'https://utg.audit.test' },
          },
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/uuser/members/${adminId}`,
        headers: bearer(root),
        payload: { firstName: 'Ms', lastName: 'Admin', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(patch.statusCode, patch.body).toBe(200);
    });
    expect(rows.map((r) => `${r.method} ${r.route} ${r.outcome}`)).toEqual(['PUT /api/ubar/bars/:id ok', 'PATCH /api/uuser/members/:id ok']);
    expect(rows[1]).toMatchObject({ userId: rootId, targetId: adminId });
    for (const secret of [PAYMENT_SECRET, NEW_PASSWORD, 'utg.audit.test']) expect(await rowsContaining(t.db, secret)).toBe(0);
  });

  it('records invalid (4xx) and failed writes with their outcome', async () => {
    const rows = await newRows(() => t.app.inject({ method: 'POST', url: '/api/uuser/members/create', headers: bearer(root), payload: { email: 'nope' } }));
    expect(rows).toEqual([expect.objectContaining({ userId: rootId, route: '/api/uuser/members/create', statusCode: 400, outcome: 'invalid' })]);
  });

  it('does not record reads that succeed', async () => {
    const rows = await newRows(async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/uuser/members/', headers: bearer(root) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(admin), 'x-bar': bar } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/whoami', headers: bearer(admin) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/audit/', headers: bearer(root) })).statusCode).toBe(200);
    });
    expect(rows).toEqual([]);
  });

  describe('GET /api/audit/', () => {
    const list = (query: Record<string, string>, token = root) => t.app.inject({ method: 'GET', url: '/api/audit/', query, headers: bearer(token) });

    it('refuses everyone but super administrators, and records the refusal', async () => {
      const rows = await newRows(async () => {
        expectError(await list({}, admin), 403, 'FORBIDDEN');
        expectError(await t.app.inject({ method: 'GET', url: '/api/audit/' }), 401, 'UNAUTHENTICATED');
      });
      expect(rows.map((r) => `${r.statusCode} ${r.route} ${r.userId}`)).toEqual([`403 /api/audit ${adminId}`, '401 /api/audit null']);
    });

    it('pages newest first and filters by bar, user, outcome and route', async () => {
      await t.app.audit.flush();
      const all = await list({ perPage: '100' });
      expect(all.statusCode, all.body).toBe(200);
      const body = all.json();
      expect(body.count).toBe(body.data.length);
      const times = body.data.map((r: { at: string }) => Date.parse(r.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const onForeign = (await list({ bar: foreign })).json();
      expect(onForeign.data.map((r: { statusCode: number }) => r.statusCode)).toEqual([403]);
      const byRoot = (await list({ user: rootId, perPage: '100' })).json();
      expect(byRoot.count).toBeGreaterThan(0);
      expect(byRoot.data.every((r: { userId: string }) => r.userId === rootId)).toBe(true);
      const refused = (await list({ outcome: 'refused', perPage: '100' })).json();
      expect(refused.data.every((r: { outcome: string }) => r.outcome === 'refused')).toBe(true);
      expect(refused.count).toBeGreaterThanOrEqual(4);
      const logins = (await list({ route: '/api/auth/login', perPage: '100' })).json();
      expect(logins.data.every((r: { route: string }) => r.route === '/api/auth/login')).toBe(true);
      const failedLogins = (await list({ search: JSON.stringify({ route: 'login', statusCode: 401 }) })).json();
      expect(failedLogins.data).toEqual([expect.objectContaining({ email: 'msadmin@audit.test', outcome: 'refused' })]);
      const page = (await list({ perPage: '2', page: '1' })).json();
      expect(page).toMatchObject({ page: 1, perPage: 2, count: body.count });
      expect(page.data.map((r: { _id: string }) => r._id)).toEqual(body.data.slice(2, 4).map((r: { _id: string }) => r._id));
    });

    it('answers 400 to bad filters', async () => {
      expectError(await list({ outcome: 'maybe' }), 400, 'VALIDATION_FAILED');
      expectError(await list({ bar: 'not-an-id' }), 400, 'VALIDATION_FAILED');
      expectError(await list({ sort: JSON.stringify({ ip: 1 }) }), 400, 'UNKNOWN_QUERY_FIELD');
    });
  });
});

describe('audit writer', () => {
  const entry = (n: number): AuditEntry => ({
    at: new Date(),
    userId: null,
    email: null,
    barId: null,
    method: 'POST',
    route: `/api/test/${n}`,
    targetId: null,
    statusCode: 200,
    outcome: 'ok',
    ip: null,
    signIn: false,
  });

  it('writes what is queued when the app closes', async () => {
    const database = await openTestDatabase();
    try {
      const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
      await app.ready();
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@audit.test', password: TEST_PASSWORD } });
      expectError(res, 401, 'UNAUTHENTICATED');
      await app.close();
      const rows = await database.db.select().from(auditLog);
      expect(rows).toEqual([expect.objectContaining({ email: 'nobody@audit.test', outcome: 'refused' })]);
    } finally {
      await database.close();
    }
  });

  it('logs and drops a batch the database refuses, without the values', async () => {
    const lines: unknown[] = [];
    const failing = {
      insert: () => ({ values: () => Promise.reject(Object.assign(new Error('insert failed: params nobody@audit.test'), { code: '42P01' })) }),
    } as unknown as Db;
    const log = { error: (...args: unknown[]) => lines.push(args) } as never;
    const writer = new AuditWriter(failing, log, { batchSize: 2 });
    for (const n of [1, 2, 3]) writer.add({ ...entry(n), email: 'nobody@audit.test' });
    await expect(writer.flush()).resolves.toBeUndefined();
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain('nobody@audit.test');
    expect(JSON.stringify(lines)).toContain('42P01');
  });

  it('writes a full batch without waiting for the interval', async () => {
    const batches: number[] = [];
    const db = { insert: () => ({ values: async (rows: unknown[]) => void batches.push(rows.length) }) } as unknown as Db;
    const writer = new AuditWriter(db, { error: () => {} } as never, { batchSize: 3, intervalMs: 60_000 });
    for (const n of [1, 2, 3]) writer.add(entry(n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([3]);
    writer.add(entry(4));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([3]);
    await writer.flush();
    expect(batches).toEqual([3, 1]);
  });
});

describe('request logging', () => {
  it('keeps tokens out of logged URLs and headers', async () => {
    const database = await openTestDatabase();
    let text = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        text += chunk.toString();
        done();
      },
    });
    try {
      const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, logger: { level: 'info', stream }, logRequests: true });
      await app.ready();
      await app.inject({ method: 'GET', url: '/api/health?access_token=SECRET-query-token&page=2', headers: { authorization: 'Bearer SECRET-header-token' } });
      app.log.info({ headers: { authorization: 'Bearer SECRET-header-token', cookie: 'sid=SECRET-cookie' } }, 'by hand');
      await app.close();
    } finally {
      await database.close();
    }
    expect(text).toContain('/api/health?access_token=%5BRedacted%5D&page=2');
    expect(text).not.toContain('SECRET-');
  });

  it('redacts credential-like query values only', () => {
    expect(redactUrl('/api/x')).toBe('/api/x');
    expect(redactUrl('/api/x?page=1&token=abc&apiKey=k&search=%7B%7D')).toBe('/api/x?page=1&token=%5BRedacted%5D&apiKey=%5BRedacted%5D&search=%7B%7D');
  });
});
