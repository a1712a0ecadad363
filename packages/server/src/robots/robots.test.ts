import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRobot, bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

describe('robots API (SUPERADMIN)', () => {
  let t: TestApp;
  let root: string;
  let msadmin: string;
  let barA: string;
  let barB: string;

  beforeAll(async () => {
    t = await startTestApp();
    barA = await createBar(t.db, { name: 'Alpha' });
    barB = await createBar(t.db, { name: 'Bravo' });
    await addRobot(t.db, barA, 'A-R1');
    await addRobot(t.db, barA, 'A-R2');
    await addRobot(t.db, barB, 'B-R1');
    await createUser(t.db, 'root@robots.test', { superadmin: true });
    await createUser(t.db, 'msadmin@robots.test', { roles: [{ barId: barA, role: 'MSADMIN' }] });
    root = await signIn(t.app, 'root@robots.test');
    msadmin = await signIn(t.app, 'msadmin@robots.test');
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/uBar/robots/', query, headers: bearer(root) });

  it('pages from page 1 with 2 robots per page by default', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 3, page: 1, perPage: 2 });
    expect(first.json().data.map((r: { tagName: string }) => r.tagName)).toEqual(['A-R1', 'A-R2']);
    expect(first.json().data[0]).toMatchObject({ barId: barA, barName: 'Alpha', displayName: 'Robot A-R1', enabled: true, status: 'STOP' });
    expect((await list({ page: '2' })).json().data.map((r: { tagName: string }) => r.tagName)).toEqual(['B-R1']);
    expectError(await list({ page: '0' }), 400, 'VALIDATION_FAILED');
  });

  it('sorts and searches on the whitelisted fields only', async () => {
    const desc = await list({ sort: JSON.stringify({ tagName: -1 }), perPage: '10' });
    expect(desc.json().data.map((r: { tagName: string }) => r.tagName)).toEqual(['B-R1', 'A-R2', 'A-R1']);
    expect((await list({ search: JSON.stringify({ barId: barB }) })).json()).toMatchObject({ count: 1, data: [{ tagName: 'B-R1' }] });
    expect((await list({ search: JSON.stringify({ displayName: 'r2' }) })).json().count).toBe(1);
    const one = (await list({ search: JSON.stringify({ tagName: 'B-R1' }) })).json().data[0];
    expect((await list({ search: JSON.stringify({ _id: one._id }) })).json().count).toBe(1);
    expect((await list({ search: JSON.stringify({ id: one._id }) })).json().count).toBe(1);
    expectError(await list({ sort: JSON.stringify({ status: 1 }) }), 400, 'UNKNOWN_QUERY_FIELD');
    expectError(await list({ search: JSON.stringify({ barId: 'not-an-id' }) }), 400, 'VALIDATION_FAILED');
  });

  it('creates a robot, then reads and edits it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/uBar/robots/create',
      headers: bearer(root),
      payload: { tagName: 'B-R2', displayName: 'Bravo two', barId: barB },
    });
    expect(created.statusCode, created.body).toBe(201);
    const robot = created.json();
    expect(robot).toMatchObject({ tagName: 'B-R2', displayName: 'Bravo two', barId: barB, barName: 'Bravo', enabled: true, position: 1 });

    const read = await t.app.inject({ method: 'GET', url: `/api/ubar/robots/${robot._id}`, headers: bearer(root) });
    expect(read.json()).toEqual(robot);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/uBar/robots/${robot._id}`,
      headers: bearer(root),
      payload: { displayName: 'Bravo 2', enabled: false, barId: barA },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ tagName: 'B-R2', displayName: 'Bravo 2', enabled: false, barId: barA, barName: 'Alpha', position: 2 });
  });

  it('refuses invalid input, duplicate names and unknown bars', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/api/uBar/robots/create', headers: bearer(root), payload: { tagName: '', displayName: '' } });
    expectError(invalid, 400, 'VALIDATION_FAILED');
    expect(invalid.json().details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['tagName', 'displayName']));
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/uBar/robots/create',
      headers: bearer(root),
      payload: { tagName: 'A-R1', displayName: 'Again' },
    });
    expectError(duplicate, 409, 'CONFLICT');
    const unknownBar = await t.app.inject({
      method: 'POST',
      url: '/api/uBar/robots/create',
      headers: bearer(root),
      payload: { tagName: 'X-1', displayName: 'X', barId: '00000000-0000-4000-8000-000000000000' },
    });
    expectError(unknownBar, 400, 'VALIDATION_FAILED');
    const one = (await list()).json().data[0];
    const rename = await t.app.inject({ method: 'PUT', url: `/api/uBar/robots/${one._id}`, headers: bearer(root), payload: { tagName: 'B-R1' } });
    expectError(rename, 409, 'CONFLICT');
    expect((await list({ perPage: '10' })).json().count).toBe(4);
  });

  it('answers 404 for an unknown robot and 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(await t.app.inject({ method: 'GET', url: `/api/uBar/robots/${missing}`, headers: bearer(root) }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'PUT', url: `/api/uBar/robots/${missing}`, headers: bearer(root), payload: { displayName: 'x' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/uBar/robots/42', headers: bearer(root) }), 400, 'VALIDATION_FAILED');
  });

  it('refuses bar staff, even an MSADMIN on their own bar', async () => {
    const headers = { ...bearer(msadmin), 'x-bar': barA };
    expectError(await t.app.inject({ method: 'GET', url: '/api/uBar/robots/', headers }), 403, 'FORBIDDEN');
    const create = await t.app.inject({ method: 'POST', url: '/api/uBar/robots/create', headers, payload: { tagName: 'S-1', displayName: 'S', barId: barA } });
    expectError(create, 403, 'FORBIDDEN');
    expect((await list({ perPage: '10' })).json().count).toBe(4);
  });
});
