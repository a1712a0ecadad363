import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

describe('permission guard and x-bar', () => {
  let t: TestApp;
  let ownBar: string;
  let foreignBar: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    ownBar = await createBar(t.db, { name: 'Own' });
    foreignBar = await createBar(t.db, { name: 'Foreign' });
    await createUser(t.db, 'root@example.com', { superadmin: true });
    await createUser(t.db, 'barman@example.com', { roles: [{ barId: ownBar, role: 'BARMAN' }] });
    await createUser(t.db, 'guest@example.com');
    for (const who of ['root', 'barman', 'guest']) tokens[who] = await signIn(t.app, `${who}@example.com`);
  });
  afterAll(() => t.close());

  const current = (token: string | null, bar?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/ubar/bars/current',
      headers: { ...(token ? bearer(token) : {}), ...(bar !== undefined ? { 'x-bar': bar } : {}) },
    });

  it('lets a role holder act on their bar', async () => {
    const res = await current(tokens.barman, ownBar);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: ownBar, name: 'Own' });
  });

  it('answers 400 when a bar-scoped call names no bar', async () => {
    const res = await current(tokens.barman);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().message).toMatch(/x-bar/);
  });

  it('answers 400 for an x-bar that is not an id', async () => {
    expectError(await current(tokens.barman, 'not-a-bar'), 400, 'VALIDATION_FAILED');
  });

  it('answers 403 for a bar the caller holds no role on', async () => {
    const res = await current(tokens.barman, foreignBar);
    expectError(res, 403, 'FORBIDDEN');
    expect(res.json()).toMatchObject({ error: 'Forbidden' });
    expectError(await current(tokens.guest, ownBar), 403, 'FORBIDDEN');
  });

  it('lets a super administrator act on any bar, and 404s one that does not exist', async () => {
    expect((await current(tokens.root, foreignBar)).statusCode).toBe(200);
    expectError(await current(tokens.root, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
  });

  it('answers 401 before anything else for an anonymous caller', async () => {
    expectError(await current(null, ownBar), 401, 'UNAUTHENTICATED');
    expectError(await current(null), 401, 'UNAUTHENTICATED');
  });

  it('keeps super-administrator routes to super administrators', async () => {
    const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/ubar/bars/', headers: { ...bearer(token), 'x-bar': ownBar } });
    expect((await list(tokens.root)).statusCode).toBe(200);
    expectError(await list(tokens.barman), 403, 'FORBIDDEN');
    expectError(await list(tokens.guest), 403, 'FORBIDDEN');
  });

  it('routes case-insensitively and with or without the trailing slash', async () => {
    for (const url of ['/api/uBar/Bars/avail', '/api/ubar/bars/avail/']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(tokens.barman) })).statusCode).toBe(200);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: bearer(tokens.root) });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });

  it('refuses to start with an API route that declares no access level', async () => {
    const { guardPlugin } = await import('./guard.js');
    const { default: fp } = await import('fastify-plugin');
    const app = Fastify();
    await app.register(
      fp(
        async (a) => {
          a.decorate('authenticate', async () => Promise.reject(new Error('unused')));
        },
        { name: 'auth-core' },
      ),
    );
    const boot = async () => {
      await app.register(async (inner) => {
        await inner.register(guardPlugin);
        inner.get('/api/unguarded', async () => 'x');
      });
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(/declares no access level/);
    await app.close().catch(() => {});
  });

  it('refuses a guard mutant outside the test runner', async () => {
    const { buildApp } = await import('../app.js');
    const runner = process.env.VITEST;
    delete process.env.VITEST;
    try {
      const mutant = { method: 'GET', url: '/api/ubar/bars/current', access: 'public' as const };
      await expect(buildApp({ db: t.db, jwtSecret: 'x'.repeat(32), guardMutant: mutant })).rejects.toThrow(/only in tests/);
    } finally {
      process.env.VITEST = runner;
    }
  });
});
