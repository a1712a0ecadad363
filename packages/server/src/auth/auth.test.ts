import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { bearer, createBar, createUser, signIn, startTestApp, TEST_JWT_SECRET, TEST_PASSWORD, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

describe('sign-in and tokens', () => {
  let t: TestApp;
  let barId: string;

  beforeAll(async () => {
    t = await startTestApp();
    barId = await createBar(t.db, { name: 'Roles Bar' });
    await createUser(t.db, 'staff@example.com', { roles: [{ barId, role: 'ADMIN' }] });
    await createUser(t.db, 'disabled@example.com', { disabled: true });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('answers the user, their roles and an access token for the right password', async () => {
    const res = await login('Staff@Example.com', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email: 'staff@example.com', superadmin: false, id: body._id });
    expect(body.roles).toEqual([expect.objectContaining({ barId, barName: 'Roles Bar', role: 'ADMIN' })]);
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const res = await login('staff@example.com', 'not the password');
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED', error: 'Unauthorized', message: 'Wrong email or password.' });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await login('nobody@example.com', 'whatever');
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.json().message).toBe('Wrong email or password.');
  });

  it('refuses a disabled account even with the right password', async () => {
    expectError(await login('disabled@example.com', TEST_PASSWORD), 401, 'UNAUTHENTICATED');
  });

  it('rejects a malformed email with 400 and the field named', async () => {
    const res = await login('not-an-email', 'x');
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().details).toEqual([{ path: 'email', message: 'Invalid Email Format' }]);
  });

  it('rejects a missing password and a malformed JSON body with 400', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co' } }), 400, 'VALIDATION_FAILED');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectError(bad, 400, 'VALIDATION_FAILED');
  });

  it('whoami answers the caller with roles', async () => {
    const token = await signIn(t.app, 'staff@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/whoami', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'staff@example.com', roles: [{ barName: 'Roles Bar', role: 'ADMIN' }] });
  });

  it('whoami without a token, with a forged or expired token, is 401', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const token = await signIn(t.app, 'staff@example.com');
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), email: 'x@y.z' })).toString('base64url');
    const otherKey = await new SignJWT({ typ: 'access', email: 'staff@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(JSON.parse(Buffer.from(payload, 'base64url').toString()).sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ typ: 'access', email: 'staff@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(JSON.parse(Buffer.from(payload, 'base64url').toString()).sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;

    const call = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/whoami', headers });
    expectError(await call({}), 401, 'UNAUTHENTICATED');
    expectError(await call({ authorization: 'Basic abc' }), 401, 'UNAUTHENTICATED');
    expectError(await call(bearer(`${header}.${forgedPayload}.${token.split('.')[2]}`)), 401, 'UNAUTHENTICATED');
    expectError(await call(bearer(otherKey)), 401, 'UNAUTHENTICATED');
    expectError(await call(bearer(unsigned)), 401, 'UNAUTHENTICATED');
    const res = await call(bearer(expired));
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(res.json().message).toBe('Your session has expired. Sign in again.');
  });

  it('a bar token is not an access token', async () => {
    const token = await signIn(t.app, 'staff@example.com');
    const superToken = await (async () => {
      await createUser(t.db, 'root@example.com', { superadmin: true });
      return signIn(t.app, 'root@example.com');
    })();
    const barJwt = await t.app.inject({ method: 'POST', url: `/api/auth/bar-jwt/${barId}`, headers: bearer(superToken) });
    expect(barJwt.statusCode).toBe(200);
    expect(barJwt.json()).toMatchObject({ barId });
    const misuse = await t.app.inject({ method: 'POST', url: '/api/auth/whoami', headers: bearer(barJwt.json().token) });
    expectError(misuse, 401, 'UNAUTHENTICATED');
    // an ADMIN is below MSADMIN: no bar token
    const denied = await t.app.inject({ method: 'POST', url: `/api/auth/bar-jwt/${barId}`, headers: bearer(token) });
    expectError(denied, 403, 'FORBIDDEN');
  });

  it('a disabled account loses access at once, token or not', async () => {
    const id = await createUser(t.db, 'soon-disabled@example.com');
    const token = await signIn(t.app, 'soon-disabled@example.com');
    const { users } = await import('../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/whoami', headers: bearer(token) });
    expectError(res, 401, 'UNAUTHENTICATED');
  });
});
