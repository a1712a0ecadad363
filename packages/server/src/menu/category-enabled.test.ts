import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { barMenu } from './service.js';
import { expectError } from '../test/error-answer.js';

/** A recipe category can be switched off and on (SPEC §3 "enabled"); a disabled one leaves the bar's menu. */
describe('recipe category enabled', () => {
  let t: TestApp;
  let bar: string;
  let admin: string;
  let barman: string;

  beforeAll(async () => {
    t = await startTestApp();
    bar = await createBar(t.db, { name: 'Enabled bar' });
    await createUser(t.db, 'admin@enabled.test', { roles: [{ barId: bar, role: 'ADMIN' }] });
    await createUser(t.db, 'barman@enabled.test', { roles: [{ barId: bar, role: 'BARMAN' }] });
    admin = await signIn(t.app, 'admin@enabled.test');
    barman = await signIn(t.app, 'barman@enabled.test');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token = admin, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/udrink${url}`, headers: { ...bearer(token), 'x-bar': bar }, ...(payload ? { payload } : {}) });
  const listed = async (id: string) => (await call('GET', '/categories/', barman)).json().data.find((c: { _id: string }) => c._id === id);

  it('is created enabled or disabled, and a PATCH switches it', async () => {
    const created = await call('POST', '/categories/create', admin, { name: 'Seasonal', color: '#2E86C1', price: 8, enabled: false });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ enabled: false });
    const id = created.json()._id;

    const on = await call('PATCH', `/categories/${id}`, admin, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ name: 'Seasonal', enabled: true });
    expect(await listed(id)).toMatchObject({ enabled: true });

    const off = await call('PATCH', `/categories/${id}`, admin, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    expect(await listed(id)).toMatchObject({ enabled: false });
    expect((await call('GET', `/categories/${id}`, barman)).json()).toMatchObject({ enabled: false });
  });

  it('takes the whole category as the console holds it (the list row, _id renamed id)', async () => {
    const id = (await call('POST', '/categories/create', admin, { name: 'Whole', color: '#C0392B', price: 9 })).json()._id;
    const { _id, ...row } = await listed(id);
    const res = await call('PATCH', `/categories/${id}`, admin, { ...row, id: _id, barId: bar, name: 'Whole Menu', enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, name: 'Whole Menu', enabled: false, order: row.order });
  });

  it('refuses a value that is not true or false, and a BARMAN, leaving the category as it was', async () => {
    const id = (await call('POST', '/categories/create', admin, { name: 'Kept', color: '#C0392B', price: 9 })).json()._id;
    const before = await listed(id);
    const bad = await call('PATCH', `/categories/${id}`, admin, { enabled: 'no' });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(bad.json().details).toEqual([expect.objectContaining({ path: 'enabled' })]);
    expectError(await call('PATCH', `/categories/${id}`, barman, { enabled: false }), 403, 'FORBIDDEN');
    expect(await listed(id)).toEqual(before);
  });

  it("takes a disabled category's recipes off the menu the bar orders from", async () => {
    const id = (await call('POST', '/categories/create', admin, { name: 'Off menu', color: '#C0392B', price: 9 })).json()._id;
    const recipe = await call('POST', '/recipes/create', admin, {
      categoryId: id,
      name: 'Hidden Sour',
      ingredients: [{ ingredientType: 'Ice', ingredientName: 'Ice', quantity: 2 }],
    });
    expect(recipe.statusCode, recipe.body).toBe(201);
    expect((await barMenu(t.db, bar)).map((r) => r.name)).toContain('Hidden Sour');
    await call('PATCH', `/categories/${id}`, admin, { enabled: false });
    expect((await barMenu(t.db, bar)).map((r) => r.name)).not.toContain('Hidden Sour');
  });
});
