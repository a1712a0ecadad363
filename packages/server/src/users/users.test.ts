import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { users } from '../db/schema.js';
import { findPrincipal } from '../auth/repository.js';
import { editUser } from './service.js';
import { expectError } from '../test/error-answer.js';

describe('users API (SUPERADMIN)', () => {
  let t: TestApp;
  let root: string;
  let msadmin: string;
  let barA: string;
  let barB: string;
  let msadminId: string;
  const rechecked: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const original = t.app.live.recheckUser;
    t.app.live.recheckUser = async (id: string) => {
      rechecked.push(id);
      await original(id);
    };
    barA = await createBar(t.db, { name: 'Alpha' });
    barB = await createBar(t.db, { name: 'Bravo' });
    await createUser(t.db, 'root@users.test', { superadmin: true });
    msadminId = await createUser(t.db, 'msadmin@users.test', { roles: [{ barId: barA, role: 'MSADMIN' }] });
    await createUser(t.db, 'barman@users.test', {
      roles: [
        { barId: barA, role: 'BARMAN' },
        { barId: barB, role: 'ADMIN' },
      ],
    });
    root = await signIn(t.app, 'root@users.test');
    msadmin = await signIn(t.app, 'msadmin@users.test');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = root) =>
    t.app.inject({ method, url: `/api/uuser/members${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('lists users from page 0, 10 per page, with roles and bars, never a password', async () => {
    const res = await call('GET', '/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, page: 0, perPage: 10 });
    const barman = body.data.find((u: { email: string }) => u.email === 'barman@users.test');
    expect(barman.roles.map((r: { role: string; barName: string }) => `${r.role}@${r.barName}`)).toEqual(['BARMAN@Alpha', 'ADMIN@Bravo']);
    expect(barman.bars.map((b: { name: string }) => b.name)).toEqual(['Alpha', 'Bravo']);
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('filters on first name, last name and email, and refuses other fields', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/uuser/members/', query: { search: JSON.stringify({ email: 'BARMAN' }) }, headers: bearer(root) })).json()
        .count,
    ).toBe(1);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/uuser/members/', query: { search: JSON.stringify({ lastName: 'msadmin' }) }, headers: bearer(root) })
      ).json().count,
    ).toBe(1);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/uuser/members/', query: { search: JSON.stringify({ firstName: 'nobody' }) }, headers: bearer(root) })
      ).json().count,
    ).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/uuser/members/',
      query: { search: JSON.stringify({ passwordHash: 'x' }) },
      headers: bearer(root),
    });
    expectError(bad, 400, 'UNKNOWN_QUERY_FIELD');
  });

  it('creates a user who can then sign in; the password is stored as an argon2id hash', async () => {
    const res = await call('POST', '/create', { firstName: 'Nina', lastName: 'New', email: 'Nina@Users.Test', password: 'a long password' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'nina@users.test', firstName: 'Nina', lastName: 'New', superadmin: false, roles: [], bars: [] });
    expect(res.body).not.toMatch(/password/i);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'nina@users.test'));
    expect(row.hash).toMatch(/^\$argon2id\$/);
    await expect(signIn(t.app, 'nina@users.test', 'a long password')).resolves.toEqual(expect.any(String));
  });

  it('refuses a duplicate email with 409 and invalid input with the SPEC texts', async () => {
    const dup = await call('POST', '/create', { firstName: 'X', lastName: 'Y', email: 'NINA@users.test', password: 'a long password' });
    expectError(dup, 409, 'CONFLICT');
    expect(dup.json().message).toBe('A user with this email already exists.');
    const invalid = await call('POST', '/create', { firstName: '', lastName: 'Y', email: 'nope', password: '' });
    expectError(invalid, 400, 'VALIDATION_FAILED');
    const details = Object.fromEntries(invalid.json().details.map((d: { path: string; message: string }) => [d.path, d.message]));
    expect(details).toMatchObject({ firstName: 'First name is required', email: 'Email is invalid', password: 'Password is required' });
  });

  it('reads one user without the hash, 404 for an unknown id', async () => {
    const res = await call('GET', `/${msadminId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: msadminId, email: 'msadmin@users.test', roles: [{ barId: barA, barName: 'Alpha', role: 'MSADMIN' }] });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
    expectError(await call('GET', '/00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await call('PATCH', '/00000000-0000-4000-8000-000000000000', { firstName: 'A', lastName: 'B' }), 404, 'NOT_FOUND');
  });

  it('edits names, replaces the roles (two roles on two bars) and ignores a superadmin flag', async () => {
    const nina = (await call('GET', '/')).json().data.find((u: { email: string }) => u.email === 'nina@users.test');
    rechecked.length = 0;
    const res = await call('PATCH', `/${nina._id}`, {
      id: nina._id,
      firstName: 'Nina',
      lastName: 'Renamed',
      password: '',
      confirmPassword: '',
      superadmin: true,
      roles: [
        { barId: barA, role: 'ADMIN' },
        { barId: barB, role: 'MAINT' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Renamed', superadmin: false });
    expect(res.json().roles.map((r: { role: string; barName: string }) => `${r.role}@${r.barName}`)).toEqual(['ADMIN@Alpha', 'MAINT@Bravo']);
    expect(rechecked).toEqual([nina._id]);
    // the old password still works: a blank one keeps it
    await expect(signIn(t.app, 'nina@users.test', 'a long password')).resolves.toEqual(expect.any(String));

    const fewer = await call('PATCH', `/${nina._id}`, { firstName: 'Nina', lastName: 'Renamed', roles: [{ barId: barB, role: 'BARMAN' }] });
    expect(fewer.json().roles).toEqual([expect.objectContaining({ barId: barB, role: 'BARMAN' })]);
  });

  it('changes the password only with a matching confirmation', async () => {
    const nina = (await call('GET', '/')).json().data.find((u: { email: string }) => u.email === 'nina@users.test');
    const mismatch = await call('PATCH', `/${nina._id}`, { firstName: 'Nina', lastName: 'R', password: 'brand new pass', confirmPassword: 'other' });
    expectError(mismatch, 400, 'VALIDATION_FAILED');
    expect(mismatch.json().details).toEqual([{ path: 'confirmPassword', message: 'The passwords do not match' }]);
    rechecked.length = 0;
    const ok = await call('PATCH', `/${nina._id}`, { firstName: 'Nina', lastName: 'R', password: 'brand new pass', confirmPassword: 'brand new pass' });
    expect(ok.statusCode).toBe(200);
    expect(rechecked).toEqual([nina._id]);
    await expect(signIn(t.app, 'nina@users.test', 'brand new pass')).resolves.toEqual(expect.any(String));
  });

  it('refuses SUPERADMIN as a role, unknown bars and two roles on one bar, changing nothing', async () => {
    const before = (await call('GET', `/${msadminId}`)).json();
    for (const roles of [
      [{ barId: barA, role: 'SUPERADMIN' }],
      [{ barId: '00000000-0000-4000-8000-000000000000', role: 'ADMIN' }],
      [
        { barId: barA, role: 'ADMIN' },
        { barId: barA, role: 'BARMAN' },
      ],
      [{ barId: 'not-a-bar', role: 'ADMIN' }],
    ]) {
      const res = await call('PATCH', `/${msadminId}`, { firstName: 'Changed', lastName: 'Changed', roles });
      expectError(res, 400, 'VALIDATION_FAILED', JSON.stringify(roles));
    }
    expect((await call('GET', `/${msadminId}`)).json()).toEqual(before);
  });

  it('refuses bar staff on every users call', async () => {
    const headers = { ...bearer(msadmin), 'x-bar': barA };
    for (const [method, url, payload] of [
      ['GET', '/', undefined],
      ['GET', `/${msadminId}`, undefined],
      ['POST', '/create', { firstName: 'A', lastName: 'B', email: 'sneaky@users.test', password: 'a long password' }],
      ['PATCH', `/${msadminId}`, { firstName: 'A', lastName: 'B', roles: [{ barId: barB, role: 'MSADMIN' }] }],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/uuser/members${url}`, headers, ...(payload ? { payload } : {}) });
      expectError(res, 403, 'FORBIDDEN', `${method} ${url}`);
    }
    expect((await findPrincipal(t.db, msadminId))!.roles).toEqual([{ barId: barA, role: 'MSADMIN' }]);
  });

  it('nobody climbs: an MSADMIN editor cannot grant or remove a role above their own, nor on a bar they do not hold', async () => {
    const editor = (await findPrincipal(t.db, msadminId))!;
    const deps = { db: t.db, recheckUser: async () => {}, userChanged: async () => {} };
    const target = (await call('POST', '/create', { firstName: 'T', lastName: 'T', email: 'target@users.test', password: 'a long password' })).json();
    await expect(editUser(deps, editor, target._id, { firstName: 'T', lastName: 'T', roles: [{ barId: barA, role: 'MSADMIN' }] })).resolves.toMatchObject({
      roles: [{ role: 'MSADMIN' }],
    });
    await expect(editUser(deps, editor, target._id, { firstName: 'T', lastName: 'T', roles: [{ barId: barB, role: 'BARMAN' }] })).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    const root = (await findPrincipal(t.db, (await call('GET', '/')).json().data.find((u: { email: string }) => u.email === 'root@users.test')._id))!;
    await editUser(deps, root, target._id, { firstName: 'T', lastName: 'T', roles: [{ barId: barB, role: 'MSADMIN' }] });
    // removing the MSADMIN role on Bravo is as much above this editor as granting it
    await expect(editUser(deps, editor, target._id, { firstName: 'T', lastName: 'T', roles: [] })).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    expect((await call('GET', `/${target._id}`)).json().roles).toEqual([expect.objectContaining({ barId: barB, role: 'MSADMIN' })]);
  });
});
