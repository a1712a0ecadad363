import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { BAR_FEATURES, type LiveMessage } from '@bar/domain';
import { barIngredients, bars, dispensers, globalIngredients } from '../db/schema.js';
import { createDeviceEventHandler } from '../devices/service.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

describe('menu (/api/udrink)', () => {
  let t: TestApp;
  let bar: string;
  let otherBar: string;
  let admin: string;
  let maint: string;
  let barman: string;
  let outsider: string;
  let gin: string;
  let ginBottle: string;

  beforeAll(async () => {
    t = await startTestApp();
    bar = await createBar(t.db, { name: 'Menu bar' });
    otherBar = await createBar(t.db, { name: 'Other menu bar' });
    const all = Object.fromEntries(BAR_FEATURES.map((f) => [f, true]));
    const cups = [{ code: 'DRINK', name: 'Highball', needsMetafork: false, position: 0 }];
    await t.db.update(bars).set({ features: all, roboticSystem: { cups } }).where(eq(bars.id, bar));
    await createUser(t.db, 'admin@udrink.test', { roles: [{ barId: bar, role: 'ADMIN' }] });
    await createUser(t.db, 'maint@udrink.test', { roles: [{ barId: bar, role: 'MAINT' }] });
    await createUser(t.db, 'barman@udrink.test', { roles: [{ barId: bar, role: 'BARMAN' }] });
    await createUser(t.db, 'outsider@udrink.test', { roles: [{ barId: otherBar, role: 'ADMIN' }] });
    admin = await signIn(t.app, 'admin@udrink.test');
    maint = await signIn(t.app, 'maint@udrink.test');
    barman = await signIn(t.app, 'barman@udrink.test');
    outsider = await signIn(t.app, 'outsider@udrink.test');
    const rows = await t.db
      .insert(barIngredients)
      .values([
        { barId: bar, kind: 'bottles', name: 'Gin', alcoholPerc: 40 },
        { barId: bar, kind: 'beverages', name: 'Tonic' },
        { barId: bar, kind: 'bottles', name: 'Campari', disabled: true },
      ])
      .returning();
    gin = rows[0].id;
    const cells = await t.db
      .insert(dispensers)
      .values([
        { barId: bar, kind: 'bottles', graphicCode: 'B1', capacityId: '700ml', doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 20, ingredientId: gin },
        { barId: bar, kind: 'bottles', graphicCode: 'B2', capacityId: '700ml', doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 20, ingredientId: rows[2].id },
        { barId: bar, kind: 'ice', graphicCode: 'ICE1', dispensingTime: 1000 },
      ])
      .returning({ id: dispensers.id });
    ginBottle = cells[0].id;
    await t.db.insert(globalIngredients).values(['Espresso', 'Cappuccino', 'Americano'].map((name) => ({ kind: 'coffee-type', name })));
  });
  afterAll(() => t.close());

  const as = (token: string, barId = bar) => ({ ...bearer(token), 'x-bar': barId });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = admin, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/udrink${url}`, headers: as(token), ...(payload ? { payload } : {}) });
  const newCategory = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/categories/create', admin, { name, color: '#C0392B', price: 9, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const ing = (ingredientType: string, quantity: number, ingredientName = ingredientType, extra: Record<string, unknown> = {}) => ({
    ingredientType,
    ingredientName,
    quantity,
    ...extra,
  });

  describe('categories', () => {
    it('an ADMIN creates categories at the end of the menu; a BARMAN lists and reads them', async () => {
      const first = await newCategory('Classics');
      const second = await newCategory('Coffee', { isCoffee: true, price: 1.5 });
      expect(first).toMatchObject({ name: 'Classics', color: '#C0392B', price: 9, isCoffee: false, enabled: true, barId: bar, recipeCount: 0 });
      expect(second.order).toBe(first.order + 1);
      const list = await call('GET', '/categories/', barman);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(['Classics', 'Coffee']);
      const one = await call('GET', `/categories/${second._id}`, barman);
      expect(one.json()).toMatchObject({ name: 'Coffee', isCoffee: true, price: 1.5 });
    });

    it('refuses a category without name, color or price (400) and a BARMAN or MAINT creating one (403)', async () => {
      const bad = await call('POST', '/categories/create', admin, { name: '', color: 'red' });
      expectError(bad, 400, 'VALIDATION_FAILED');
      for (const token of [barman, maint])
        expectError(await call('POST', '/categories/create', token, { name: 'x', color: '#000000', price: 1 }), 403, 'FORBIDDEN');
      const foreign = await t.app.inject({ method: 'GET', url: '/api/udrink/categories/', headers: as(outsider) });
      expectError(foreign, 403, 'FORBIDDEN');
    });

    it('edits and deletes a category; unknown ids are 404 and other bars cannot touch it', async () => {
      const cat = await newCategory('Temporary');
      const edited = await call('PATCH', `/categories/${cat._id}`, admin, { name: 'Renamed', price: 4.5 });
      expect(edited.json()).toMatchObject({ name: 'Renamed', price: 4.5, color: '#C0392B' });
      expectError(await call('PATCH', `/categories/${cat._id}`, admin, { color: 'blue' }), 400, 'VALIDATION_FAILED');
      expectError(await call('PATCH', `/categories/${cat._id}`, barman, { name: 'No' }), 403, 'FORBIDDEN');
      const otherBarPatch = await t.app.inject({
        method: 'PATCH',
        url: `/api/udrink/categories/${cat._id}`,
        headers: as(outsider, otherBar),
        payload: { name: 'Stolen' },
      });
      expectError(otherBarPatch, 404, 'NOT_FOUND');
      expectError(await call('DELETE', `/categories/${cat._id}`, barman, { barId: bar }), 403, 'FORBIDDEN');
      const del = await t.app.inject({ method: 'DELETE', url: `/api/udrink/categories/${cat._id}`, headers: bearer(admin), payload: { barId: bar } });
      expect(del.statusCode).toBe(200);
      expectError(await call('GET', `/categories/${cat._id}`), 404, 'NOT_FOUND');
      expectError(await call('DELETE', `/categories/${cat._id}`), 404, 'NOT_FOUND');
      expectError(await call('GET', '/categories/not-an-id'), 400, 'VALIDATION_FAILED');
    });

    it('sorting sets the order numbers of the rows sent and no others', async () => {
      const cats = (await call('GET', '/categories/')).json().data as Array<{ _id: string; order: number; name: string }>;
      const [a, b] = cats;
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/udrink/categories/sorting',
        headers: bearer(admin),
        payload: {
          barId: bar,
          recipeCategories: [
            { _id: a._id, order: b.order },
            { _id: b._id, order: a.order },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ updated: 2 });
      const after = (await call('GET', '/categories/')).json().data as Array<{ _id: string }>;
      expect(after.slice(0, 2).map((c) => c._id)).toEqual([b._id, a._id]);
      expectError(await call('PATCH', '/categories/sorting', barman, { recipeCategories: [{ _id: a._id, order: 0 }] }), 403, 'FORBIDDEN');
      expectError(await call('PATCH', '/categories/sorting', admin, { recipeCategories: [] }), 400, 'VALIDATION_FAILED');
      const foreign = await newCategoryIn(otherBar);
      expectError(await call('PATCH', '/categories/sorting', admin, { recipeCategories: [{ _id: foreign, order: 0 }] }), 400, 'VALIDATION_FAILED');
    });

    async function newCategoryIn(barId: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/udrink/categories/create',
        headers: bearer(outsider),
        payload: { barId, name: 'Theirs', color: '#000000', price: 1 },
      });
      expect(res.statusCode).toBe(201);
      return res.json()._id as string;
    }
  });

  describe('recipes', () => {
    let classics: { _id: string; price: number };
    let coffee: { _id: string };

    beforeAll(async () => {
      classics = await newCategory('Recipes Classics');
      coffee = await newCategory('Recipes Coffee', { isCoffee: true });
    });

    it('creates a recipe with the category price and computes valid and parts', async () => {
      const res = await call('POST', '/recipes/create', admin, {
        categoryId: classics._id,
        name: 'Gin Tonic',
        cup: 'Highball',
        ingredients: [
          ing('Bottle', 2, 'Gin', { ingredientId: gin, action: 'STIR', alcoholPerc: 40 }),
          ing('Beverage', 4, 'tonic'),
          ing('Ice', 4, 'whatever'),
          ing('Garnish', 1, 'Lime'),
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      const recipe = res.json();
      expect(recipe).toMatchObject({ name: 'Gin Tonic', price: null, effectivePrice: 9, parts: 10, cup: 'Highball', coffeeType: null });
      // Lime is not one of the bar's garnishes
      expect(recipe.valid).toBe(false);
      expect(recipe.ingredients[2]).toMatchObject({ ingredientType: 'Ice', ingredientName: 'Ice' });
      expect(recipe.ingredients[0]._id).toMatch(/^[0-9a-f-]{36}$/);

      const fixed = await call('PATCH', `/recipes/${recipe._id}`, admin, { price: 8.5, ingredients: recipe.ingredients.slice(0, 3) });
      expect(fixed.json()).toMatchObject({ price: 8.5, effectivePrice: 8.5, valid: true, parts: 10, name: 'Gin Tonic' });
      const read = await call('GET', `/recipes/${recipe._id}`, barman);
      expect(read.json()).toMatchObject({ valid: true, price: 8.5 });
      const keepPrice = await call('PATCH', `/recipes/${recipe._id}`, admin, { name: 'G&T' });
      expect(keepPrice.json()).toMatchObject({ name: 'G&T', price: 8.5 });
    });

    it('is not valid when an ingredient is disabled or missing, and becomes valid when it is enabled', async () => {
      const res = await call('POST', '/recipes/create', admin, {
        categoryId: classics._id,
        name: 'Negroni-ish',
        ingredients: [ing('Bottle', 1, 'Gin'), ing('Bottle', 1, 'Campari')],
      });
      expect(res.json().valid).toBe(false);
      await t.db.update(barIngredients).set({ disabled: false }).where(eq(barIngredients.name, 'Campari'));
      expect((await call('GET', `/recipes/${res.json()._id}`)).json().valid).toBe(true);
      await t.db.update(barIngredients).set({ disabled: true }).where(eq(barIngredients.name, 'Campari'));
    });

    it('refuses a 15-part recipe, a too-large type quantity, a quantity 0 and a foreign ingredient id (400)', async () => {
      const base = { categoryId: classics._id, name: 'Too big' };
      const fifteen = await call('POST', '/recipes/create', admin, { ...base, ingredients: [ing('Bottle', 7, 'Gin'), ing('Ice', 8)] });
      expectError(fifteen, 400, 'VALIDATION_FAILED');
      expect(fifteen.body).toContain('at most 14 parts');
      expectError(await call('POST', '/recipes/create', admin, { ...base, ingredients: [ing('Garnish', 3, 'Lime')] }), 400, 'VALIDATION_FAILED');
      expectError(await call('POST', '/recipes/create', admin, { ...base, ingredients: [ing('Bottle', 0, 'Gin')] }), 400, 'VALIDATION_FAILED');
      expectError(await call('POST', '/recipes/create', admin, { ...base, name: '' }), 400, 'VALIDATION_FAILED');
      expectError(
        await call('POST', '/recipes/create', admin, {
          ...base,
          ingredients: [ing('Bottle', 1, 'Gin', { ingredientId: '8f2a7a7e-7c1b-4a3e-9d1e-2b6f0c1d2e3f' })],
        }),
        400,
        'VALIDATION_FAILED',
      );
      // 14 counted parts plus garnishes is fine
      expect(
        (
          await call('POST', '/recipes/create', admin, {
            ...base,
            name: 'Full',
            ingredients: [ing('Bottle', 6, 'Gin'), ing('Ice', 8), ing('Garnish', 2, 'Lime')],
          })
        ).statusCode,
      ).toBe(201);
      const some = (await call('GET', `/recipes/?categoryId=${classics._id}`)).json().data[0];
      expectError(await call('PATCH', `/recipes/${some._id}`, admin, { ingredients: [ing('Beverage', 15, 'Tonic')] }), 400, 'VALIDATION_FAILED');
    });

    it('needs a coffee recipe group in a coffee category', async () => {
      const without = await call('POST', '/recipes/create', admin, { categoryId: coffee._id, name: 'Espresso', ingredients: [ing('Coffee', 1, 'Arabica')] });
      expectError(without, 400, 'VALIDATION_FAILED');
      const withGroup = await call('POST', '/recipes/create', admin, {
        categoryId: coffee._id,
        name: 'Espresso',
        coffeeType: 'Espresso',
        ingredients: [ing('Coffee', 1, 'Arabica')],
      });
      expect(withGroup.statusCode).toBe(201);
      expect(withGroup.json()).toMatchObject({ coffeeType: 'Espresso', effectivePrice: 9 });
      const list = await t.app.inject({ method: 'GET', url: `/api/udrink/recipes/?categoryId=${coffee._id}&page=0&perPage=10000`, headers: as(barman) });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ count: 1, page: 0, perPage: 10000 });
    });

    it('takes the coffee recipe group only from the groups list (page 0, perPage 10000), which any staff may read', async () => {
      const groups = await t.app.inject({ method: 'GET', url: '/api/udrink/coffee-groups/?page=0&perPage=10000', headers: as(barman) });
      expect(groups.statusCode, groups.body).toBe(200);
      expect(groups.json()).toMatchObject({ count: 3, page: 0, perPage: 10000 });
      expect(groups.json().data.map((g: { name: string }) => g.name)).toEqual(['Americano', 'Cappuccino', 'Espresso']);
      expect(groups.json().data[0]._id).toMatch(/^[0-9a-f-]{36}$/);
      const second = await t.app.inject({ method: 'GET', url: '/api/udrink/coffee-groups/?page=1&perPage=2', headers: as(barman) });
      expect(second.json().data.map((g: { name: string }) => g.name)).toEqual(['Espresso']);
      expectError(await t.app.inject({ method: 'GET', url: '/api/udrink/coffee-groups/?perPage=10001', headers: as(barman) }), 400, 'VALIDATION_FAILED');
      expectError(await t.app.inject({ method: 'GET', url: '/api/udrink/coffee-groups/', headers: as(outsider) }), 403, 'FORBIDDEN');
      expectError(await t.app.inject({ method: 'GET', url: '/api/udrink/coffee-groups/' }), 401, 'UNAUTHENTICATED');

      const unknown = await call('POST', '/recipes/create', admin, { categoryId: coffee._id, name: 'Tea', coffeeType: 'Green tea', ingredients: [] });
      expectError(unknown, 400, 'VALIDATION_FAILED');
      expect(unknown.json().details).toEqual([expect.objectContaining({ path: 'coffeeType' })]);
      const lower = await call('POST', '/recipes/create', admin, { categoryId: coffee._id, name: 'Latte', coffeeType: 'cappuccino', ingredients: [] });
      expect(lower.statusCode, lower.body).toBe(201);
      expect(lower.json().coffeeType).toBe('Cappuccino');
      expectError(await call('PATCH', `/recipes/${lower.json()._id}`, admin, { coffeeType: 'Green tea' }), 400, 'VALIDATION_FAILED');
      expect((await call('PATCH', `/recipes/${lower.json()._id}`, admin, { coffeeType: 'Americano' })).json().coffeeType).toBe('Americano');
      // a non-coffee category keeps no group
      const plain = await call('POST', '/recipes/create', admin, { categoryId: classics._id, name: 'Plain', coffeeType: 'Green tea', ingredients: [] });
      expect(plain.statusCode).toBe(201);
      expect(plain.json().coffeeType).toBeNull();
      await call('DELETE', `/recipes/${lower.json()._id}`);
      await call('DELETE', `/recipes/${plain.json()._id}`);
    });

    it('lists by category in order; permission and bad-input cases', async () => {
      const categories = (await call('GET', '/categories/', barman)).json().data as Array<{ _id: string; recipeCount: number }>;
      expect(categories.find((c) => c._id === coffee._id)!.recipeCount).toBe(1);
      const list = await call('GET', `/recipes/?categoryId=${classics._id}`, barman);
      expect(list.statusCode).toBe(200);
      const orders = list.json().data.map((r: { order: number }) => r.order);
      expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
      expectError(await call('GET', '/recipes/', barman), 400, 'VALIDATION_FAILED');
      expectError(await call('GET', `/recipes/?categoryId=8f2a7a7e-7c1b-4a3e-9d1e-2b6f0c1d2e3f`, barman), 404, 'NOT_FOUND');
      expectError(await call('POST', '/recipes/create', barman, { categoryId: classics._id, name: 'x' }), 403, 'FORBIDDEN');
      expectError(await call('POST', '/recipes/create', maint, { categoryId: classics._id, name: 'x' }), 403, 'FORBIDDEN');
      const foreignCategory = await t.app.inject({
        method: 'POST',
        url: '/api/udrink/recipes/create',
        headers: as(outsider, otherBar),
        payload: { categoryId: classics._id, name: 'x' },
      });
      expectError(foreignCategory, 400, 'VALIDATION_FAILED');
    });

    it('sorting moves only the rows sent', async () => {
      const before = (await call('GET', `/recipes/?categoryId=${classics._id}`)).json().data as Array<{ _id: string; order: number }>;
      expect(before.length).toBeGreaterThanOrEqual(3);
      // move the last row to the top: [last, first, second, ...]; the client sends only the moved rows
      const last = before[before.length - 1];
      const moved = [{ _id: last._id, order: before[0].order }, ...before.slice(0, -1).map((r, i) => ({ _id: r._id, order: before[i + 1].order }))];
      const res = await call('PATCH', '/recipes/sorting', admin, { recipes: moved.slice(0, 2) });
      expect(res.json()).toEqual({ updated: 2 });
      const after = (await call('GET', `/recipes/?categoryId=${classics._id}`)).json().data as Array<{ _id: string; order: number }>;
      // rows not sent keep their number
      for (const row of before.slice(2, -1)) expect(after.find((a) => a._id === row._id)!.order).toBe(row.order);
      expect(after.find((a) => a._id === last._id)!.order).toBe(before[0].order);
      expectError(await call('PATCH', '/recipes/sorting', barman, { recipes: moved.slice(0, 1) }), 403, 'FORBIDDEN');
      expectError(await call('PATCH', '/recipes/sorting', admin, { recipes: [{ _id: 'x', order: 1 }] }), 400, 'VALIDATION_FAILED');
    });

    it('is not valid when its bottle is emptied or disabled, and valid again after Set Full; consoles are told', async () => {
      const recipe = (
        await call('POST', '/recipes/create', admin, {
          categoryId: classics._id,
          name: 'Gin on ice',
          ingredients: [ing('Bottle', 2, 'Gin', { ingredientId: gin }), ing('Ice', 2)],
        })
      ).json();
      expect(recipe.valid).toBe(true);
      const published = vi.spyOn(t.app.live, 'publishToConsoles');
      const cell = (body: Record<string, unknown>) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/udispenser/bottles/${ginBottle}`,
          headers: as(maint),
          payload: { dispenserCapacity: { id: '700ml' }, doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 20, ...body },
        });
      const menuMessages = () =>
        published.mock.calls.map(([, m]) => m as LiveMessage).filter((m) => m.type === 'bar' && (m.payload as { menu?: unknown }).menu) as Array<{
          payload: { _id: string; menu: { recipes: Array<{ _id: string; valid: boolean }> } };
        }>;

      expect((await cell({ actualLevel: 0 })).statusCode).toBe(200);
      expect((await call('GET', `/recipes/${recipe._id}`, barman)).json().valid).toBe(false);
      expect(menuMessages()).toHaveLength(1);
      expect(menuMessages()[0].payload._id).toBe(bar);
      expect(menuMessages()[0].payload.menu.recipes).toContainEqual({ _id: recipe._id, valid: false });

      // Set Full: the level back to the bottle's capacity
      expect((await cell({ actualLevel: 25 })).statusCode).toBe(200);
      expect((await call('GET', `/recipes/${recipe._id}`, barman)).json().valid).toBe(true);
      expect(menuMessages()[1].payload.menu.recipes).toContainEqual({ _id: recipe._id, valid: true });

      // a level change that leaves every recipe as it was says nothing
      expect((await cell({ actualLevel: 10 })).statusCode).toBe(200);
      expect(menuMessages()).toHaveLength(2);

      expect((await cell({ actualLevel: 10, enabled: false })).statusCode).toBe(200);
      expect((await call('GET', `/recipes/${recipe._id}`, barman)).json().valid).toBe(false);
      expect((await cell({ actualLevel: 10, enabled: true })).statusCode).toBe(200);
      expect(menuMessages()).toHaveLength(4);
      published.mockRestore();
      await call('DELETE', `/recipes/${recipe._id}`);
    });

    it('follows the levels the bar reports: an empty bottle makes the recipe invalid until it is refilled', async () => {
      const recipe = (
        await call('POST', '/recipes/create', admin, { categoryId: classics._id, name: 'Neat gin', ingredients: [ing('Bottle', 1, 'Gin')] })
      ).json();
      expect(recipe.valid).toBe(true);
      const messages: LiveMessage[] = [];
      const handle = createDeviceEventHandler({
        db: t.db,
        live: { publishToConsoles: async (_b, m) => void messages.push(m) },
        bars: t.app.barRecords,
        log: t.app.log,
      });
      const level = (value: number) => ({
        type: 'bottles',
        levels: [{ dispenserId: ginBottle, ingredientId: gin, enabled: true, capacity: 25, alarmLevel: 2, level: value }],
      });
      await handle(bar, level(0));
      expect((await call('GET', `/recipes/${recipe._id}`, barman)).json().valid).toBe(false);
      expect(messages.some((m) => (m.payload as { menu?: { recipes: Array<{ _id: string }> } }).menu?.recipes.some((r) => r._id === recipe._id))).toBe(true);
      await handle(bar, level(25));
      expect((await call('GET', `/recipes/${recipe._id}`, barman)).json().valid).toBe(true);
      await call('DELETE', `/recipes/${recipe._id}`);
    });

    it('deletes a recipe (ADMIN only) and deleting a category removes its recipes', async () => {
      const cat = await newCategory('Doomed');
      const recipe = (await call('POST', '/recipes/create', admin, { categoryId: cat._id, name: 'Gone soon', ingredients: [] })).json();
      expectError(await call('DELETE', `/recipes/${recipe._id}`, barman), 403, 'FORBIDDEN');
      expect((await call('DELETE', `/recipes/${recipe._id}`)).statusCode).toBe(200);
      expectError(await call('GET', `/recipes/${recipe._id}`), 404, 'NOT_FOUND');
      const second = (await call('POST', '/recipes/create', admin, { categoryId: cat._id, name: 'Also gone' })).json();
      expect((await call('DELETE', `/categories/${cat._id}`)).statusCode).toBe(200);
      expectError(await call('GET', `/recipes/${second._id}`), 404, 'NOT_FOUND');
    });
  });
});
