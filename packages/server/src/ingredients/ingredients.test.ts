import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BAR_FEATURES, BAR_INGREDIENT_KINDS, INGREDIENT_KIND_INFO, type BarIngredientKind } from '@bar/domain';
import { bars } from '../db/schema.js';
import { addGlobalIngredient } from '../global-ingredients/service.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { PATCHES, VALID_BODIES } from './test-fixtures.js';
import { findBarIngredientByName, listBarIngredientRefs } from './repository.js';
import { expectError } from '../test/error-answer.js';

describe('bar ingredients (/api/uingredient)', () => {
  let t: TestApp;
  let bar: string;
  let otherBar: string;
  let bareBar: string;
  let root: string;
  let admin: string;
  let maint: string;
  let barman: string;

  beforeAll(async () => {
    t = await startTestApp();
    bar = await createBar(t.db, { name: 'Everything bar' });
    otherBar = await createBar(t.db, { name: 'Other bar' });
    bareBar = await createBar(t.db, { name: 'Bare bar' });
    const all = Object.fromEntries(BAR_FEATURES.map((f) => [f, true]));
    const none = Object.fromEntries(BAR_FEATURES.map((f) => [f, false]));
    await t.db.update(bars).set({ features: all }).where(eq(bars.id, bar));
    await t.db.update(bars).set({ features: all }).where(eq(bars.id, otherBar));
    await t.db.update(bars).set({ features: none }).where(eq(bars.id, bareBar));
    await createUser(t.db, 'root@uingredient.test', { superadmin: true });
    await createUser(t.db, 'admin@uingredient.test', {
      roles: [
        { barId: bar, role: 'ADMIN' },
        { barId: bareBar, role: 'ADMIN' },
      ],
    });
    await createUser(t.db, 'maint@uingredient.test', { roles: [{ barId: bar, role: 'MAINT' }] });
    await createUser(t.db, 'barman@uingredient.test', { roles: [{ barId: bar, role: 'BARMAN' }] });
    root = await signIn(t.app, 'root@uingredient.test');
    admin = await signIn(t.app, 'admin@uingredient.test');
    maint = await signIn(t.app, 'maint@uingredient.test');
    barman = await signIn(t.app, 'barman@uingredient.test');
  });
  afterAll(() => t.close());

  const as = (token: string, barId = bar) => ({ ...bearer(token), 'x-bar': barId });
  const create = (kind: string, payload: Record<string, unknown>, token = admin, barId = bar) =>
    t.app.inject({ method: 'POST', url: `/api/uingredient/${kind}/create`, headers: bearer(token), payload: { ...payload, barId } });
  const patch = (kind: string, id: string, payload: Record<string, unknown>, token = admin, barId = bar) =>
    t.app.inject({ method: 'PATCH', url: `/api/uingredient/${kind}/${id}`, headers: as(token, barId), payload });

  describe.each(BAR_INGREDIENT_KINDS.map((kind) => ({ kind })))('$kind', ({ kind }: { kind: BarIngredientKind }) => {
    let id: string;

    it('is added by an ADMIN with the bar defaults, then read, listed and looked up by a BARMAN', async () => {
      const created = await create(kind, VALID_BODIES[kind]);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json();
      id = item._id;
      const { flavours: _f, ...plain } = VALID_BODIES[kind];
      expect(item).toMatchObject({ ...plain, barId: bar, disabled: false, visible: true, globalId: null });
      expect(item.price).toBe(VALID_BODIES[kind].price ?? 0);

      const read = await t.app.inject({ method: 'GET', url: `/api/uingredient/${kind}/${id}`, headers: as(barman) });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(item);

      await create(kind, { ...VALID_BODIES[kind], name: `${VALID_BODIES[kind].name} Two` });
      await create(kind, { ...VALID_BODIES[kind], name: 'Another' });
      const list = await t.app.inject({ method: 'GET', url: `/api/uingredient/${kind}/`, headers: bearer(barman), query: { barId: bar } });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toMatchObject({ count: 3, page: 0, perPage: 2 });
      expect(list.json().data.map((i: { name: string }) => i.name)).toEqual(['Another', VALID_BODIES[kind].name]);
      const searched = await t.app.inject({
        method: 'GET',
        url: `/api/uingredient/${kind}/`,
        headers: as(barman),
        query: { search: JSON.stringify({ name: 'two' }) },
      });
      expect(searched.json().count).toBe(1);
      const filtered = await t.app.inject({
        method: 'GET',
        url: `/api/uingredient/${kind}/`,
        headers: as(barman),
        query: {
          search: JSON.stringify({ price: item.price, disabled: false, category: String(item.category).slice(1, 4) }),
          sort: JSON.stringify({ createdAt: -1 }),
        },
      });
      expect(filtered.statusCode, filtered.body).toBe(200);
      expect(filtered.json().data[0].name).toBe('Another');
      expect(filtered.json().count).toBe(3);

      const found = await t.app.inject({ method: 'GET', url: `/api/uingredient/${kind}/byName`, headers: bearer(barman), query: { name: 'test', barId: bar } });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().map((i: { name: string }) => i.name)).toEqual([VALID_BODIES[kind].name, `${VALID_BODIES[kind].name} Two`]);
    });

    it('is edited by an ADMIN: only the fields sent change', async () => {
      const res = await patch(kind, id, { ...PATCHES[kind], disabled: true, price: 4.2 });
      expect(res.statusCode, res.body).toBe(200);
      const { flavours: _f, ...plain } = VALID_BODIES[kind];
      expect(res.json()).toMatchObject({ ...plain, ...PATCHES[kind], disabled: true, visible: true, price: 4.2, _id: id });
    });

    it('cannot be changed by a BARMAN or a MAINT, nor seen from a foreign bar', async () => {
      for (const token of [barman, maint]) {
        expectError(await create(kind, { ...VALID_BODIES[kind], name: 'Refused' }, token), 403, 'FORBIDDEN');
        expectError(await patch(kind, id, { name: 'Refused' }, token), 403, 'FORBIDDEN');
      }
      expectError(await t.app.inject({ method: 'GET', url: `/api/uingredient/${kind}/`, headers: as(admin, otherBar) }), 403, 'FORBIDDEN');
      expectError(await create(kind, { ...VALID_BODIES[kind], name: 'Foreign' }, admin, otherBar), 403, 'FORBIDDEN');
    });

    it('is not found through another bar, even by a super administrator', async () => {
      expectError(await t.app.inject({ method: 'GET', url: `/api/uingredient/${kind}/${id}`, headers: as(root, otherBar) }), 404, 'NOT_FOUND');
      const res = await patch(kind, id, { name: 'Moved' }, root, otherBar);
      expectError(res, 404, 'NOT_FOUND');
      expect(res.json().message).toBe(`${INGREDIENT_KIND_INFO[kind].label} not found.`);
    });

    it('answers 409 on a bar without its feature', async () => {
      const list = await t.app.inject({ method: 'GET', url: `/api/uingredient/${kind}/`, headers: as(admin, bareBar) });
      expectError(list, 409, 'CONFLICT');
      expect(list.json().message).toMatch(new RegExp(`no ${INGREDIENT_KIND_INFO[kind].feature} feature`, 'i'));
      expectError(await create(kind, VALID_BODIES[kind], admin, bareBar), 409, 'CONFLICT');
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/uingredient/${kind}/byName`, headers: as(admin, bareBar), query: { name: 'x' } }),
        409,
        'CONFLICT',
      );
    });

    it('refuses a missing name and a duplicate name in the same bar', async () => {
      const { name: _n, ...rest } = VALID_BODIES[kind];
      const res = await create(kind, rest);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.json().details).toContainEqual({ path: 'name', message: 'Name is required' });
      const dup = await create(kind, { ...VALID_BODIES[kind], name: String(VALID_BODIES[kind].name).toUpperCase() });
      expectError(dup, 409, 'CONFLICT');
      const renamed = await patch(kind, id, { name: 'Another' });
      expectError(renamed, 409, 'CONFLICT');
      // the same name is fine in another bar
      expect((await create(kind, VALID_BODIES[kind], root, otherBar)).statusCode).toBe(201);
    });
  });

  it('refuses a bottle without subCategory and colours with alpha', async () => {
    const { subCategory: _s, ...bottle } = VALID_BODIES.bottles;
    const res = await create('bottles', { ...bottle, name: 'No sub' });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().details).toContainEqual({ path: 'subCategory', message: 'Sub category is required' });
    const alpha = await create('leaves', { ...VALID_BODIES.leaves, name: 'Alpha leaf', color: '#3EB489FF' });
    expect(alpha.json().details).toContainEqual({ path: 'color', message: 'Color must be a hex colour like #A1B2C3' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/uingredient/leaves/${(await create('leaves', { ...VALID_BODIES.leaves, name: 'Patch leaf' })).json()._id}`,
      headers: as(admin),
      payload: { color: 'green' },
    });
    expectError(patched, 400, 'VALIDATION_FAILED');
  });

  it('keeps milk speeds within 0-400 and applies the milk defaults', async () => {
    const over = await create('milk', { name: 'Fast milk', category: 'Milk', pumpSpeed: 401 });
    expectError(over, 400, 'VALIDATION_FAILED');
    expect(over.json().details).toContainEqual({ path: 'pumpSpeed', message: 'Pump speed must be 0-400' });
    const under = await create('milk', { name: 'Slow milk', category: 'Milk', foamAirSpeed: -1 });
    expect(under.json().details).toContainEqual({ path: 'foamAirSpeed', message: 'Foam air speed must be 0-400' });
    const plain = await create('milk', { name: 'Oat milk', category: 'Milk', isVegan: true });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ isHot: true, color: '#E1E1E1', isVegan: true, foamAirSpeed: 0, pumpSpeed: 0, alcoholPerc: 0, price: 0 });
    expectError(await patch('milk', plain.json()._id, { pumpSpeed: 401 }), 400, 'VALIDATION_FAILED');
  });

  it('takes beverage flavours only from the bar flavours, by id or by name', async () => {
    const cherry = (await create('flavours', { name: 'Cherry', category: 'Flavours' })).json();
    await create('flavours', { name: 'Lime', category: 'Flavours' });
    await create('flavours', { name: 'Peach', category: 'Flavours' });
    await create('flavours', { name: 'Mango', category: 'Flavours' });
    const res = await create('beverages', {
      ...VALID_BODIES.beverages,
      name: 'Flavoured soda',
      flavours: [{ id: cherry._id, name: 'whatever' }, { name: 'lime', dispensingTime: 90 }, { name: 'Peach' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().flavours).toEqual([
      { id: cherry._id, globalId: null, name: 'Cherry', dispensingTime: 0 },
      { id: expect.any(String), globalId: null, name: 'Lime', dispensingTime: 90 },
      { id: expect.any(String), globalId: null, name: 'Peach', dispensingTime: 0 },
    ]);

    const four = await create('beverages', {
      ...VALID_BODIES.beverages,
      name: 'Four',
      flavours: ['Cherry', 'Lime', 'Peach', 'Mango'].map((name) => ({ name })),
    });
    expectError(four, 400, 'VALIDATION_FAILED');
    expect(four.json().details).toContainEqual({ path: 'flavours', message: 'At most 3 flavours' });

    const unknown = await patch('beverages', res.json()._id, { flavours: [{ name: 'Cherry' }, { name: 'Bubblegum' }] });
    expectError(unknown, 400, 'VALIDATION_FAILED');
    expect(unknown.json().details).toEqual([{ path: 'flavours.1.name', message: '"Bubblegum" is not a flavour of this bar.' }]);
    const other = (await create('flavours', { name: 'Elsewhere', category: 'Flavours' }, root, otherBar)).json();
    expectError(await patch('beverages', res.json()._id, { flavours: [{ id: other._id, name: 'Elsewhere' }] }), 400, 'VALIDATION_FAILED');
    expectError(await patch('beverages', res.json()._id, { flavours: [{ name: 'Cherry' }, { name: 'cherry' }] }), 400, 'VALIDATION_FAILED');

    // a patch that does not send flavours keeps them as stored
    const kept = await patch('beverages', res.json()._id, { alcoholPerc: 5 });
    expect(kept.json().flavours).toEqual(res.json().flavours);
  });

  it('links an ingredient to the catalogue item it was copied from, refusing unknown or other-kind items', async () => {
    const global = await addGlobalIngredient(t.db, 'bottles', {
      name: 'Catalogue Rum',
      category: 'Spirits',
      subCategory: 'Rum',
      alcoholPerc: 37.5,
      color: '#A0522D',
    });
    const globalLeaf = await addGlobalIngredient(t.db, 'leaves', { name: 'Catalogue Basil', category: 'Leaves', color: '#228B22' });
    const copied = await create('bottles', { ...VALID_BODIES.bottles, name: 'Copied Rum', globalId: global._id });
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json().globalId).toBe(global._id);
    const wrongKind = await create('bottles', { ...VALID_BODIES.bottles, name: 'Wrong kind', globalId: globalLeaf._id });
    expectError(wrongKind, 400, 'VALIDATION_FAILED');
    expect(wrongKind.json().details).toEqual([expect.objectContaining({ path: 'globalId' })]);
  });

  it('gives later areas lookups by exact name and the list of references', async () => {
    expect(await findBarIngredientByName(t.db, bar, 'bottles', 'test gin')).toMatchObject({ name: 'Test Gin', barId: bar });
    expect(await findBarIngredientByName(t.db, otherBar, 'leaves', 'Catalogue Basil')).toBeUndefined();
    const refs = await listBarIngredientRefs(t.db, bar, 'flavours');
    expect(refs.map((r) => r.name)).toEqual(['Another', 'Cherry', 'Lime', 'Mango', 'Peach', 'Test Lemon', 'Test Lemon Two']);
  });
});
