import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBar, startTestApp, type TestApp } from '../test/harness.js';
import { rowsOf, tableAsJson } from './rows.js';
import { bars, drinks } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('a table read as one JSON text', () => {
  it("gives back each row exactly as drizzle's own read of the table does", async () => {
    const barId = await createBar(t.db, { name: 'JSON rows bar' });
    const recipe = { name: 'Spritz', price: 8.5, category: 'Aperitivo', ingredients: [{ name: 'Aperol', quantity: 60, type: 'Bottle' }] };
    const inserted = await t.db
      .insert(drinks)
      .values([
        { barId, recipe, recipeName: 'Spritz', recipePrice: '8.50', status: 'delivered', createdAt: new Date('2026-11-27T21:30:00.123Z') },
        {
          barId,
          recipe,
          recipeName: 'Spritz "doppio"\n',
          recipePrice: '12345678.90',
          recipeCategory: 'Aperitivo',
          priority: true,
          color: '#ff8800',
          name: 'Ada ✓',
          deliveryPosition: 7,
          robotDisplayName: 'Robot 1',
          appOrderId: crypto.randomUUID(),
          remakeOf: crypto.randomUUID(),
          error: 'Cup fell',
        },
      ])
      .returning({ id: drinks.id });
    const ids = inserted.map((r) => r.id);
    const json = tableAsJson(drinks, sql`"page"`);
    const result = await t.db.execute(
      sql`SELECT json_agg(${json.array} ORDER BY "page"."id")::text AS rows FROM ${drinks} AS "page" WHERE "page"."id" IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const read = json.parse(String(rowsOf<{ rows: string }>(result)[0].rows));
    const plain = await t.db.select().from(drinks).where(inArray(drinks.id, ids)).orderBy(drinks.id);
    expect(read).toEqual(plain);
    expect(read.map((r) => r.recipePrice).sort()).toEqual(['12345678.90', '8.50']);
  });

  it('refuses a table with a column it has no JSON form for', () => {
    expect(() => tableAsJson(bars, sql`"b"`)).toThrow(/has no JSON form here/);
  });
});
