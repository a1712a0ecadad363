import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_INGREDIENT_KINDS, GLOBAL_LOOKUP_KINDS, type GlobalIngredientKind } from '@bar/domain';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { colorKinds, PATCHES, VALID_BODIES } from '../ingredients/test-fixtures.js';
import { addGlobalIngredient } from './service.js';
import { expectError } from '../test/error-answer.js';

describe('global ingredient catalogue (/api/uging)', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let barman: string;
  let guest: string;
  let bar: string;

  beforeAll(async () => {
    t = await startTestApp();
    bar = await createBar(t.db, { name: 'Catalogue bar' });
    await createUser(t.db, 'root@uging.test', { superadmin: true });
    await createUser(t.db, 'msadmin@uging.test', { roles: [{ barId: bar, role: 'MSADMIN' }] });
    await createUser(t.db, 'barman@uging.test', { roles: [{ barId: bar, role: 'BARMAN' }] });
    await createUser(t.db, 'guest@uging.test');
    root = await signIn(t.app, 'root@uging.test');
    admin = await signIn(t.app, 'msadmin@uging.test');
    barman = await signIn(t.app, 'barman@uging.test');
    guest = await signIn(t.app, 'guest@uging.test');
  });
  afterAll(() => t.close());

  const create = (kind: string, payload: Record<string, unknown>, token = root) =>
    t.app.inject({ method: 'POST', url: `/api/uging/${kind}/create`, headers: bearer(token), payload });

  describe.each(GLOBAL_INGREDIENT_KINDS.map((kind) => ({ kind })))('$kind', ({ kind }: { kind: GlobalIngredientKind }) => {
    it('is created, read, listed, edited and looked up by a super administrator', async () => {
      const created = await create(kind, VALID_BODIES[kind]);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json();
      expect(item).toMatchObject({ ...VALID_BODIES[kind], _id: expect.any(String) });
      expect(item).not.toHaveProperty('barId');

      const read = await t.app.inject({ method: 'GET', url: `/api/uging/${kind}/${item._id}`, headers: bearer(root) });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(item);

      const list = await t.app.inject({
        method: 'GET',
        url: `/api/uging/${kind}/`,
        headers: bearer(root),
        query: { search: JSON.stringify({ name: 'test' }) },
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toMatchObject({ count: 1, page: 0, perPage: 2, data: [{ _id: item._id }] });

      const patched = await t.app.inject({ method: 'PATCH', url: `/api/uging/${kind}/${item._id}`, headers: bearer(root), payload: PATCHES[kind] });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({ ...VALID_BODIES[kind], ...PATCHES[kind], _id: item._id });

      if ((GLOBAL_LOOKUP_KINDS as readonly string[]).includes(kind)) {
        const found = await t.app.inject({
          method: 'GET',
          url: `/api/uging/${kind}/byName`,
          headers: { ...bearer(barman), 'x-bar': bar },
          query: { name: 'TEST' },
        });
        expect(found.statusCode, found.body).toBe(200);
        expect(found.json()).toEqual([expect.objectContaining({ _id: item._id })]);
      }
    });

    it('refuses a missing name, names the field, and a second item of the same name', async () => {
      const { name: _name, ...rest } = VALID_BODIES[kind];
      const res = await create(kind, rest);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.json().details).toContainEqual({ path: 'name', message: 'Name is required' });
      const twice = await create(kind, { ...VALID_BODIES[kind], name: 'Twin' });
      expect(twice.statusCode).toBe(201);
      const again = await create(kind, { ...VALID_BODIES[kind], name: 'TWIN' });
      expectError(again, 409, 'CONFLICT');
      expect(again.json().message).toMatch(/already exists/);
    });

    it('is only for super administrators', async () => {
      for (const token of [admin, barman, guest]) {
        expectError(await create(kind, { ...VALID_BODIES[kind], name: 'Refused' }, token), 403, 'FORBIDDEN');
        expectError(await t.app.inject({ method: 'GET', url: `/api/uging/${kind}/`, headers: { ...bearer(token), 'x-bar': bar } }), 403, 'FORBIDDEN');
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await t.app.inject({ method: 'GET', url: `/api/uging/${kind}/${bar}`, headers: bearer(root) });
      expectError(missing, 404, 'NOT_FOUND');
      expectError(await t.app.inject({ method: 'PATCH', url: `/api/uging/${kind}/nope`, headers: bearer(root), payload: {} }), 400, 'VALIDATION_FAILED');
    });
  });

  it.each(colorKinds.filter((k) => k !== 'solubles' && k !== 'milk'))('refuses a colour with alpha or without # for %s', async (kind) => {
    for (const color of ['#11223344', '112233', 'red']) {
      const res = await create(kind, { ...VALID_BODIES[kind], name: `Bad ${color}`, color });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.json().details).toContainEqual({ path: 'color', message: 'Color must be a hex colour like #A1B2C3' });
    }
  });

  it('needs a subCategory to create a bottle, an infusion time for coffee, a category from the kind list', async () => {
    const { subCategory: _s, ...bottle } = VALID_BODIES.bottles;
    expect((await create('bottles', bottle)).json().details).toContainEqual({ path: 'subCategory', message: 'Sub category is required' });
    const { infusionTime: _i, ...coffee } = VALID_BODIES.coffee;
    expect((await create('coffee', coffee)).json().details).toContainEqual({ path: 'infusionTime', message: 'Infusion time is required' });
    const wrong = await create('beverages', { ...VALID_BODIES.beverages, name: 'Spirit soda', category: 'Spirits' });
    expectError(wrong, 400, 'VALIDATION_FAILED');
    expect(wrong.json().details[0]).toMatchObject({ path: 'category', message: expect.stringContaining('Beers, Juices, Sodas, Wines, Water') });
  });

  it('keeps at most 3 flavours on a beverage, each named, new ones dispensing 0', async () => {
    const flavours = [{ name: 'Cherry' }, { name: 'Lime', dispensingTime: 120 }, { name: 'Vanilla' }];
    const ok = await create('beverages', { ...VALID_BODIES.beverages, name: 'Flavoured cola', flavours });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().flavours).toEqual([
      { id: expect.any(String), globalId: null, name: 'Cherry', dispensingTime: 0 },
      { id: expect.any(String), globalId: null, name: 'Lime', dispensingTime: 120 },
      { id: expect.any(String), globalId: null, name: 'Vanilla', dispensingTime: 0 },
    ]);
    const four = await create('beverages', { ...VALID_BODIES.beverages, name: 'Too many', flavours: [...flavours, { name: 'Mango' }] });
    expectError(four, 400, 'VALIDATION_FAILED');
    expect(four.json().details).toContainEqual({ path: 'flavours', message: 'At most 3 flavours' });
    const unnamed = await create('beverages', { ...VALID_BODIES.beverages, name: 'Unnamed flavour', flavours: [{ name: ' ' }] });
    expect(unnamed.json().details).toContainEqual({ path: 'flavours.0.name', message: 'Flavour name is required' });
    // a patch keeps the flavour ids and replaces the list whole
    const id = ok.json()._id;
    const kept = ok.json().flavours.slice(0, 2);
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/uging/beverages/${id}`, headers: bearer(root), payload: { flavours: kept } });
    expect(patched.json().flavours).toEqual(kept);
  });

  it('turns empty alcohol and price into 0 and keeps prices exact', async () => {
    const res = await create('coffee', { ...VALID_BODIES.coffee, name: 'Free coffee', price: '' });
    expect(res.json().price).toBe(0);
    const bottle = await create('bottles', { ...VALID_BODIES.bottles, name: 'No alcohol', alcoholPerc: null });
    expect(bottle.json().alcoholPerc).toBe(0);
    const priced = await create('coffee', { ...VALID_BODIES.coffee, name: 'Priced', price: 2.35 });
    expect(priced.json().price).toBe(2.35);
    expectError(await create('coffee', { ...VALID_BODIES.coffee, name: 'Odd price', price: 2.355 }), 400, 'VALIDATION_FAILED');
  });

  it('pages, sorts and searches on the whitelisted fields', async () => {
    for (const [name, alcoholPerc] of [
      ['Sort A', 10],
      ['Sort B', 30],
      ['Sort C', 20],
    ] as const) {
      await create('bottles', { ...VALID_BODIES.bottles, name, alcoholPerc });
    }
    const get = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/uging/bottles/', headers: bearer(root), query });
    const sorted = await get({ search: JSON.stringify({ name: 'sort' }), sort: JSON.stringify({ alcoholPerc: -1 }), perPage: '5' });
    expect(sorted.json().data.map((b: { name: string }) => b.name)).toEqual(['Sort B', 'Sort C', 'Sort A']);
    const second = await get({ search: JSON.stringify({ name: 'sort' }), page: '1' });
    expect(second.json()).toMatchObject({ count: 3, page: 1, perPage: 2, data: [{ name: 'Sort C' }] });
    expect((await get({ search: JSON.stringify({ alcoholPerc: 30, category: 'spirit' }) })).json().count).toBe(1);
    expectError(await get({ sort: JSON.stringify({ flavours: 1 }) }), 400, 'UNKNOWN_QUERY_FIELD');
    expectError(await get({ search: JSON.stringify({ infusionTime: 3 }) }), 400, 'UNKNOWN_QUERY_FIELD');
    const coffee = (search: Record<string, unknown>) =>
      t.app.inject({ method: 'GET', url: '/api/uging/coffee/', headers: bearer(root), query: { search: JSON.stringify(search) } });
    expect((await coffee({ infusionTime: 25 })).json().count).toBeGreaterThanOrEqual(1);
    for (const infusionTime of [2.5, 1e20, 'abc']) expectError(await coffee({ infusionTime }), 400, 'VALIDATION_FAILED');
    expect((await coffee({ price: 1e300 })).statusCode).toBe(200);
  });

  describe('name lookup', () => {
    it.each(GLOBAL_LOOKUP_KINDS.map((kind) => ({ kind })))('finds $kind by part of the name, starting matches first', async ({ kind }) => {
      for (const name of ['Zeta Quince Blend', 'Quince Zest']) await addGlobalIngredient(t.db, kind, { ...VALID_BODIES[kind], name });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/uging/${kind}/byName`,
        headers: { ...bearer(barman), 'x-bar': bar },
        query: { name: 'quince' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((i: { name: string }) => i.name)).toEqual(['Quince Zest', 'Zeta Quince Blend']);
    });

    it('serves solubles and milk with their kind fields for prefill', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/uging/milk/byName', headers: { ...bearer(barman), 'x-bar': bar }, query: { name: 'zest' } });
      expect(res.json()[0]).toMatchObject({ name: 'Quince Zest', isHot: true, color: '#E1E1E1', foamAirSpeed: 200, pumpSpeed: 400, flavours: [] });
    });

    it('needs a name, a selected bar and a role on it', async () => {
      const url = '/api/uging/bottles/byName';
      expectError(await t.app.inject({ method: 'GET', url, headers: { ...bearer(barman), 'x-bar': bar } }), 400, 'VALIDATION_FAILED');
      expectError(await t.app.inject({ method: 'GET', url, headers: bearer(barman), query: { name: 'gin' } }), 400, 'VALIDATION_FAILED');
      expectError(await t.app.inject({ method: 'GET', url, headers: { ...bearer(guest), 'x-bar': bar }, query: { name: 'gin' } }), 403, 'FORBIDDEN');
      expect((await t.app.inject({ method: 'GET', url, headers: { ...bearer(root), 'x-bar': bar }, query: { name: 'gin' } })).statusCode).toBe(200);
    });

    it('has no catalogue screens for solubles and milk', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/uging/milk/', headers: bearer(root) }), 404, 'NOT_FOUND');
      expectError(await create('solubles', VALID_BODIES.solubles), 404, 'NOT_FOUND');
    });
  });
});
