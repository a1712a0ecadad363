import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { BAR_INGREDIENT_KINDS, GLOBAL_INGREDIENT_KINDS, barHasIngredientKind } from '@bar/domain';
import { buildApp, type App } from '../app.js';
import { barIngredients, bars, globalIngredients } from '../db/schema.js';
import { openTestDatabase } from '../test/database.js';
import { TEST_JWT_SECRET } from '../test/harness.js';
import type { Database } from '../db/connection.js';
import { DEMO_BARS, DEMO_PASSWORD } from './demo-data.js';
import { seedDemo } from './seed.js';
import { demoIngredientId } from './ingredients.js';

describe('demo ingredients', () => {
  let database: Database;
  let app: App;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
    app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'superadmin@demo.bar', password: DEMO_PASSWORD } });
    token = res.json().accessToken;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('fills the global catalogue with tens of items, every tab showing some', async () => {
    const [{ n }] = await database.db.select({ n: count() }).from(globalIngredients);
    expect(n).toBeGreaterThanOrEqual(120);
    for (const kind of GLOBAL_INGREDIENT_KINDS) {
      const res = await app.inject({ method: 'GET', url: `/api/uging/${kind}/`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(res.json().count, kind).toBeGreaterThanOrEqual(5);
    }
    const spirits = await database.db
      .select({ n: count() })
      .from(globalIngredients)
      .where(and(eq(globalIngredients.kind, 'bottles'), eq(globalIngredients.category, 'Spirits')));
    expect(spirits[0].n).toBeGreaterThanOrEqual(20);
  });

  it('gives each demo bar the kinds its features allow, answerable through the API', async () => {
    for (const demo of DEMO_BARS) {
      const [bar] = await database.db.select().from(bars).where(eq(bars.name, demo.name));
      for (const kind of BAR_INGREDIENT_KINDS) {
        const [{ n }] = await database.db
          .select({ n: count() })
          .from(barIngredients)
          .where(and(eq(barIngredients.barId, bar.id), eq(barIngredients.kind, kind)));
        const enabled = barHasIngredientKind(demo.features, kind);
        expect(n > 0, `${demo.name} ${kind}`).toBe(enabled);
        if (!enabled) continue;
        const res = await app.inject({
          method: 'GET',
          url: `/api/uingredient/${kind}/`,
          headers: { authorization: `Bearer ${token}`, 'x-bar': bar.id },
          query: { perPage: '100' },
        });
        expect(res.statusCode, `${demo.name} ${kind}: ${res.body}`).toBe(200);
        expect(res.json().count).toBe(n);
      }
    }
  });

  it("links bar beverages to the bar's own flavours and each item to its catalogue entry", async () => {
    const milano = DEMO_BARS[0].name;
    const colaId = await demoIngredientId(database.db, milano, 'beverages', 'Cola');
    const cherryId = await demoIngredientId(database.db, milano, 'flavours', 'Cherry');
    const [cola] = await database.db.select().from(barIngredients).where(eq(barIngredients.id, colaId!));
    expect((cola.flavours as Array<{ id: string; name: string }>).map((f) => f.name)).toEqual(['Cherry', 'Vanilla', 'Lime']);
    expect((cola.flavours as Array<{ id: string }>)[0].id).toBe(cherryId);
    expect(cola.globalId).not.toBeNull();
    expect(await demoIngredientId(database.db, 'Torino Lingotto', 'beverages', 'Cola')).toBeUndefined();
  });

  it('keeps the ingredients the simulated menu uses in the bars that can serve them', async () => {
    for (const name of [
      'Gin',
      'Campari',
      'Vermouth Rosso',
      'Aperol',
      'White Rum',
      'Sugar Syrup',
      'Dark Rum',
      'Tequila',
      'Triple Sec',
      'Lime Juice',
      'Vodka',
      'Coffee Liqueur',
    ]) {
      for (const demo of DEMO_BARS) expect(await demoIngredientId(database.db, demo.name, 'bottles', name), `${demo.name} ${name}`).toBeDefined();
    }
    expect(await demoIngredientId(database.db, 'Roma Termini', 'coffee', 'Arabica')).toBeDefined();
    expect(await demoIngredientId(database.db, 'Milano Duomo', 'leaves', 'Mint')).toBeDefined();
    expect(await demoIngredientId(database.db, 'Las Vegas Strip', 'garnishes', 'Lime')).toBeDefined();
  });
});
