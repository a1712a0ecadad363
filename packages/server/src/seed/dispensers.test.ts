import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bottleWarnings, dispenserCellState } from '@bar/domain';
import { openTestDatabase } from '../test/database.js';
import type { Database } from '../db/connection.js';
import { barIngredients, bars, dispensers, dispenserValves } from '../db/schema.js';
import { bottleLevelsOfBar, listDispenserRows, toBottle } from '../dispensers/repository.js';
import { seedDemo } from './seed.js';

describe('demo dispensers seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
  });
  afterAll(() => database.close());

  it('gives the ms3.1 bar a wall of well over 100 bottle cells over its own bottles, with placeholders and every state', async () => {
    const [milano] = await database.db.select().from(bars).where(eq(bars.version, 'ms3.1'));
    const cells = (await listDispenserRows(database.db, milano.id, 'bottles')).map(toBottle);
    expect(cells.length).toBeGreaterThan(100);
    const states = new Set(cells.map((c) => dispenserCellState(c)));
    expect([...states].sort()).toEqual(['danger', 'disabled', 'fake', 'normal', 'warning']);
    const own = await database.db
      .select({ id: barIngredients.id })
      .from(barIngredients)
      .where(and(eq(barIngredients.barId, milano.id), eq(barIngredients.kind, 'bottles')));
    const ownIds = new Set(own.map((o) => o.id));
    expect(cells.filter((c) => c.ingredientId).every((c) => ownIds.has(c.ingredientId!))).toBe(true);
    // the status strip counters agree with the map
    const lists = bottleWarnings(await bottleLevelsOfBar(database.db, milano.id));
    expect(milano.bottleAlarm).toEqual(lists.bottleAlarm);
    expect(milano.bottleWarning).toEqual(lists.bottleWarning);
  });

  it('gives every bar the dispensers of its features only', async () => {
    for (const bar of await database.db.select().from(bars)) {
      const features = bar.features as Record<string, boolean>;
      const kinds = new Set((await database.db.select({ kind: dispensers.kind }).from(dispensers).where(eq(dispensers.barId, bar.id))).map((r) => r.kind));
      expect(kinds.has('bib')).toBe(Boolean(features.bibs));
      expect(kinds.has('coffee')).toBe(Boolean(features.coffee));
      expect(kinds.has('garnishes')).toBe(Boolean(features.garnish));
      if (features.bibs) {
        const valves = await database.db.select().from(dispenserValves).where(eq(dispenserValves.barId, bar.id));
        expect(valves.some((v) => v.flavourId)).toBe(true);
        expect(valves.some((v) => !v.flavourId)).toBe(true);
      }
    }
  });
});
