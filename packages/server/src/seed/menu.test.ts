import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../test/database.js';
import type { Database } from '../db/connection.js';
import { averageAlcoholPerc } from '@bar/domain';
import { barIngredients, bars, recipeCategories, recipes } from '../db/schema.js';
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

  it('gives bottles a real alcohol strength and recipes the average it makes', async () => {
    const [milano] = await database.db.select().from(bars).where(eq(bars.name, 'Milano Duomo'));
    const bottles = await database.db.select().from(barIngredients).where(eq(barIngredients.barId, milano.id));
    const strength = (name: string) => bottles.find((b) => b.kind === 'bottles' && b.name === name)?.alcoholPerc;
    expect(strength('Gin')).toBeGreaterThanOrEqual(37.5);
    expect(strength('Gin')).toBeLessThanOrEqual(47);
    expect(strength('Vodka')).toBe(40);
    expect(strength('White Rum')).toBe(37.5);
    expect(strength('Tequila')).toBe(38);
    expect(strength('Triple Sec')).toBeGreaterThanOrEqual(30);
    expect(strength('Triple Sec')).toBeLessThanOrEqual(40);
    expect(strength('Sugar Syrup')).toBe(0);
    expect(strength('Lime Juice')).toBe(0);
    for (const spirit of bottles.filter((b) => b.kind === 'bottles' && b.category === 'Spirits')) expect(spirit.alcoholPerc, spirit.name).toBeGreaterThan(0);
    for (const soft of bottles.filter((b) => b.kind === 'bottles' && ['Syrups', 'Juices', 'Sodas'].includes(b.category)))
      expect(soft.alcoholPerc, soft.name).toBe(0);

    const categories = await database.db.select().from(recipeCategories).where(eq(recipeCategories.barId, milano.id));
    const all = (await Promise.all(categories.map((c) => listRecipesOf(database.db, milano.id, c.id, 0, 100)))).flatMap((p) => p.data);
    const negroni = all.find((r) => r.name === 'Negroni')!;
    // each row carries its ingredient's strength, as the recipe form copies it when an ingredient is chosen
    expect(negroni.ingredients.find((i) => i.ingredientName === 'Gin')).toMatchObject({ alcoholPerc: strength('Gin') });
    expect(negroni.ingredients.find((i) => i.ingredientName === 'Campari')).toMatchObject({ alcoholPerc: strength('Campari') });
    expect(averageAlcoholPerc(negroni.ingredients)).toBeGreaterThan(5);
    expect(averageAlcoholPerc(all.find((r) => r.name === 'Virgin Mule')!.ingredients)).toBe(0);
  });

  it('does not add a second menu', async () => {
    const before = (await database.db.select().from(recipes)).length;
    await seedDemoMenu(database.db);
    expect((await database.db.select().from(recipes)).length).toBe(before);
  });
});
