import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bars, recipes } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

/** A recipe's cup type is one of the bar's cups (Bar Settings → Robotic Settings), not free text. */
describe('recipe cup type', () => {
  let t: TestApp;
  let bar: string;
  let admin: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await startTestApp();
    bar = await createBar(t.db, { name: 'Cups bar' });
    const cups = [
      { code: 'DRINK', name: 'Tumbler 33cl', needsMetafork: false, position: 0 },
      { code: 'SHOT', name: 'Shot 4cl', needsMetafork: false, position: 1 },
    ];
    await t.db.update(bars).set({ roboticSystem: { cups } }).where(eq(bars.id, bar));
    await createUser(t.db, 'admin@cups.test', { roles: [{ barId: bar, role: 'ADMIN' }] });
    admin = await signIn(t.app, 'admin@cups.test');
    const category = await call('POST', '/categories/create', { name: 'Classics', color: '#C0392B', price: 9 });
    categoryId = category.json()._id;
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/udrink${url}`, headers: { ...bearer(admin), 'x-bar': bar }, payload });
  const storedCount = async () => (await t.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.barId, bar))).length;

  it("stores one of the bar's cups, or none", async () => {
    const withCup = await call('POST', '/recipes/create', { categoryId, name: 'Old Fashioned', cup: 'Tumbler 33cl' });
    expect(withCup.statusCode, withCup.body).toBe(201);
    expect(withCup.json()).toMatchObject({ cup: 'Tumbler 33cl' });
    const without = await call('POST', '/recipes/create', { categoryId, name: 'Water', cup: '' });
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json()).toMatchObject({ cup: null });
  });

  it('refuses any other cup with a clear 400 and stores nothing', async () => {
    const before = await storedCount();
    const res = await call('POST', '/recipes/create', { categoryId, name: 'Mojito', cup: 'Highball' });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json()).toMatchObject({ message: '"Highball" is not one of this bar\'s cups.', details: [{ path: 'cup' }] });
    expect(await storedCount()).toBe(before);
  });

  it('changes a recipe to another of the bar cups only, and keeps a cup the bar has since dropped', async () => {
    const created = (await call('POST', '/recipes/create', { categoryId, name: 'Negroni', cup: 'Tumbler 33cl' })).json();
    const refused = await call('PATCH', `/recipes/${created._id}`, { cup: 'Coupe' });
    expectError(refused, 400, 'VALIDATION_FAILED');
    const [row] = await t.db.select({ cup: recipes.cup }).from(recipes).where(eq(recipes.id, created._id));
    expect(row.cup).toBe('Tumbler 33cl');

    const changed = await call('PATCH', `/recipes/${created._id}`, { cup: 'Shot 4cl' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ cup: 'Shot 4cl' });

    // the bar no longer lists the shot glass: renaming the recipe keeps its cup
    await t.db
      .update(bars)
      .set({ roboticSystem: { cups: [{ code: 'DRINK', name: 'Tumbler 33cl', needsMetafork: false, position: 0 }] } })
      .where(eq(bars.id, bar));
    const renamed = await call('PATCH', `/recipes/${created._id}`, { name: 'Negroni Sbagliato', cup: 'Shot 4cl' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Negroni Sbagliato', cup: 'Shot 4cl' });
  });
});
