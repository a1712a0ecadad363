import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../test/database.js';
import type { Database } from '../db/connection.js';
import { bars, recipeCategories, recipes } from '../db/schema.js';
import { listRecipesOf } from '../menu/service.js';
import { seedDemo } from './seed.js';
import { seedDemoMenu } from './menu.js';

describe('demo menu seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
  });
  afterAll(() => database.close());

  it("gives every demo bar the simulator's menu, with recipes makeable from its ingredients", async () => {
    for (const bar of await database.db.select().from(bars)) {
      const categories = await database.db.select().from(recipeCategories).where(eq(recipeCategories.barId, bar.id));
      expect(categories.length, bar.name).toBeGreaterThanOrEqual(3);
      const all = (await Promise.all(categories.map((c) => listRecipesOf(database.db, bar.id, c.id, 0, 100)))).flatMap((p) => p.data);
      expect(all.map((r) => r.name)).toContain('Spritz');
      // compact bars lack some kinds (garnishes, beverages), so some of their recipes show as not makeable
      expect(all.filter((r) => r.valid).length, bar.name).toBeGreaterThan(0);
      expect(categories.some((c) => c.isCoffee)).toBe(bar.version === 'veloce' || bar.version === 'compatto');
    }
  });

  it('does not add a second menu', async () => {
    const before = (await database.db.select().from(recipes)).length;
    await seedDemoMenu(database.db);
    expect((await database.db.select().from(recipes)).length).toBe(before);
  });
});
