import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

describe('bars API and the paging contract', () => {
  let t: TestApp;
  let root: string;
  let staff: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    ids.alpha = await createBar(t.db, { name: 'Alpha Lounge', version: 'ms1', placeName: 'Milano', lat: 45.1, lng: 9.1 });
    ids.bravo = await createBar(t.db, { name: 'Bravo 100% Bar', version: 'veloce', placeName: 'Roma', lat: 41.9, lng: 12.5 });
    ids.charlie = await createBar(t.db, { name: 'charlie_pub', version: 'compatto', placeName: 'Torino', lat: 45.07, lng: 7.68 });
    await createUser(t.db, 'root@example.com', { superadmin: true });
    await createUser(t.db, 'staff@example.com', { roles: [{ barId: ids.bravo, role: 'MAINT' }] });
    root = await signIn(t.app, 'root@example.com');
    staff = await signIn(t.app, 'staff@example.com');
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string | number>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/ubar/bars/',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: bearer(root),
    });

  it('pages with the bars default of 2 per page and the total count', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, page: 0, perPage: 2 });
    expect(body.data.map((b: { name: string }) => b.name)).toEqual(['Alpha Lounge', 'Bravo 100% Bar']);
    const next = (await list({ page: 1 })).json();
    expect(next.data.map((b: { name: string }) => b.name)).toEqual(['charlie_pub']);
  });

  it('sorts by a whitelisted field in either direction', async () => {
    const asc = (await list({ perPage: 10, sort: JSON.stringify({ latitude: 1 }) })).json();
    expect(asc.data.map((b: { name: string }) => b.name)).toEqual(['Bravo 100% Bar', 'charlie_pub', 'Alpha Lounge']);
    const desc = (await list({ perPage: 10, sort: JSON.stringify({ latitude: -1 }) })).json();
    expect(desc.data.map((b: { name: string }) => b.name)).toEqual(['Alpha Lounge', 'charlie_pub', 'Bravo 100% Bar']);
  });

  it('searches text case-insensitively by contains, treating % and _ literally', async () => {
    expect((await list({ search: JSON.stringify({ name: 'LOUNGE' }) })).json()).toMatchObject({ count: 1, data: [{ name: 'Alpha Lounge' }] });
    expect((await list({ search: JSON.stringify({ name: '100%' }) })).json().count).toBe(1);
    expect((await list({ search: JSON.stringify({ name: 'e_p' }) })).json()).toMatchObject({ count: 1, data: [{ name: 'charlie_pub' }] });
    expect((await list({ search: JSON.stringify({ name: '%' }) })).json().count).toBe(1);
  });

  it('searches enums and numbers by equality, and combines filters', async () => {
    expect((await list({ search: JSON.stringify({ version: 'veloce' }) })).json()).toMatchObject({ count: 1, data: [{ name: 'Bravo 100% Bar' }] });
    expect((await list({ search: JSON.stringify({ latitude: 45.1 }) })).json()).toMatchObject({ count: 1, data: [{ name: 'Alpha Lounge' }] });
    expect((await list({ search: JSON.stringify({ latitude: '45.1', placeName: 'roma' }) })).json().count).toBe(0);
  });

  it('refuses fields outside the whitelist, naming them', async () => {
    const sort = await list({ sort: JSON.stringify({ password: 1 }) });
    expectError(sort, 400, 'UNKNOWN_QUERY_FIELD');
    expect(sort.json().message).toContain('"password"');
    const search = await list({ search: JSON.stringify({ paymentSettings: 'x' }) });
    expectError(search, 400, 'UNKNOWN_QUERY_FIELD');
    expect(search.json().message).toContain('"paymentSettings"');
  });

  it('refuses bad JSON, bad directions, bad values and out-of-range paging with 400', async () => {
    for (const query of <Array<Record<string, string | number>>>[
      { sort: '{name:1' },
      { sort: '[1]' },
      { search: 'nope' },
      { sort: JSON.stringify({ name: 2 }) },
      { search: JSON.stringify({ version: 'ms9' }) },
      { search: JSON.stringify({ latitude: 'north' }) },
      { page: -1 },
      { page: 'x' },
      { perPage: 0 },
      { perPage: 101 },
    ]) {
      const res = await list(query);
      expectError(res, 400, 'VALIDATION_FAILED', JSON.stringify(query));
      expect(res.json().message, JSON.stringify(query)).toEqual(expect.any(String));
    }
  });

  it('caps perPage at 100', async () => {
    expect((await list({ perPage: 100 })).statusCode).toBe(200);
    expectError(await list({ perPage: 1000 }), 400, 'VALIDATION_FAILED');
  });

  it('lists selectable bars: all for a super administrator, role bars for staff', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/avail', headers: bearer(root) });
    expect(all.json()).toHaveLength(3);
    const mine = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/avail', headers: bearer(staff) });
    expect(mine.json().map((b: { _id: string }) => b._id)).toEqual([ids.bravo]);
  });

  it('answers one bar with its robots and settings, or 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ubar/bars/${ids.alpha}`, headers: bearer(root) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: ids.alpha, version: 'ms1', conveyors: 3, geoPosition: { lat: 45.1, lng: 9.1 }, robots: [] });
    const missing = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/00000000-0000-4000-8000-000000000000', headers: bearer(root) });
    expectError(missing, 404, 'NOT_FOUND');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/123', headers: bearer(root) });
    expectError(malformed, 400, 'VALIDATION_FAILED');
  });

  it('creates a bar from valid input and refuses invalid input untouched', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ubar/bars/create',
      headers: bearer(root),
      payload: { name: 'Delta', version: 'ms3.1', instanceInfos: { placeName: 'Napoli' }, geoPosition: { lat: 40.85, lng: 14.27 } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Delta', placeName: 'Napoli', latitude: 40.85 });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/ubar/bars/create',
      headers: bearer(root),
      payload: { name: '', version: 'ms9', geoPosition: { lat: 200 } },
    });
    expectError(invalid, 400, 'VALIDATION_FAILED');
    const paths = invalid.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'version', 'instanceInfos', 'geoPosition.lat', 'geoPosition.lng']));
    expect((await list({ perPage: 10 })).json().count).toBe(4);

    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/ubar/bars/create',
      headers: { ...bearer(staff), 'x-bar': ids.bravo },
      payload: { name: 'Sneaky', version: 'ms3.1', instanceInfos: { placeName: 'X' }, geoPosition: { lat: 1, lng: 1 } },
    });
    expectError(denied, 403, 'FORBIDDEN');
    expect((await list({ perPage: 10 })).json().count).toBe(4);
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/ubar/bars', '/api/ubar/bars/{id}']));
  });
});
