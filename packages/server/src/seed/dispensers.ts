import { and, asc, eq } from 'drizzle-orm';
import { BOTTLE_SIZES, bottleWarnings, seededRandom, type BarVersion } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { barIngredients, bars, dispensers, dispenserValves, robots } from '../db/schema.js';
import { applyBottleWarnings } from '../devices/repository.js';
import { bottleLevelsOfBar } from '../dispensers/repository.js';

/** Bottle map size per version: an ms3.1 is a wall of 160 cells, the smaller bars a few shelves. */
const BOTTLE_GRID: Record<BarVersion, { rows: number; columns: number }> = {
  'ms3.1': { rows: 10, columns: 16 },
  veloce: { rows: 4, columns: 8 },
  compatto: { rows: 3, columns: 6 },
  ms1: { rows: 5, columns: 10 },
};

async function ingredientsOf(db: Db, barId: string, kind: string) {
  return db
    .select({ id: barIngredients.id, name: barIngredients.name, category: barIngredients.category })
    .from(barIngredients)
    .where(and(eq(barIngredients.barId, barId), eq(barIngredients.kind, kind)))
    .orderBy(asc(barIngredients.name));
}

/** Gives each demo bar a realistic dispenser layout over its own ingredients (run after the ingredient seed). */
export async function seedDemoDispensers(db: Db): Promise<void> {
  const allBars = await db.select({ id: bars.id, version: bars.version, features: bars.features }).from(bars).orderBy(asc(bars.name));
  for (const [index, bar] of allBars.entries()) {
    const features = (bar.features ?? {}) as Record<string, boolean>;
    const random = seededRandom(1000 + index);
    const rows: Array<typeof dispensers.$inferInsert> = [];
    if (features.bottles) {
      const bottles = await ingredientsOf(db, bar.id, 'bottles');
      const grid = BOTTLE_GRID[bar.version as BarVersion] ?? BOTTLE_GRID['ms3.1'];
      let n = 0;
      for (let row = 0; row < grid.rows; row++) {
        for (let column = 0; column < grid.columns; column++) {
          // the corners of the wall hold no doser
          const fake = (row === 0 || row === grid.rows - 1) && (column === 0 || column === grid.columns - 1 || column === Math.floor(grid.columns / 2));
          const ingredient = bottles.length ? bottles[n % bottles.length] : undefined;
          const size = BOTTLE_SIZES[[2, 3, 4, 6][Math.floor(random() * 4)]];
          const roll = random();
          // mostly full; a few under 30% and a couple empty so every state shows
          const ratio = roll < 0.05 ? 0.04 : roll < 0.14 ? 0.15 + random() * 0.12 : 0.35 + random() * 0.65;
          const level = Math.round(size.capacity * ratio * 10) / 10;
          const unassigned = !fake && random() < 0.04;
          if (!fake) n++;
          rows.push({
            barId: bar.id,
            kind: 'bottles',
            graphicCode: `B${String(row + 1).padStart(2, '0')}${String(column + 1).padStart(2, '0')}`,
            row,
            column,
            fake,
            enabled: !fake && random() > 0.03,
            capacityId: size.id,
            doserType: ingredient && /syrup|juice|grenadine/i.test(ingredient.name + ingredient.category) ? 'SYRUP' : 'SPIRITS',
            alarmLevel: 2,
            actualLevel: fake ? 0 : level,
            estimatedLevel: fake ? 0 : level,
            ingredientId: fake || unassigned ? null : (ingredient?.id ?? null),
          });
        }
      }
    }
    // at least `count` dispensers, and one per ingredient of that kind so the seeded menu can be made
    const timed = async (kind: 'granulars' | 'garnishes' | 'leaves', count: number, time: number) => {
      const items = await ingredientsOf(db, bar.id, kind);
      for (let i = 0; i < Math.max(count, items.length); i++) {
        rows.push({
          barId: bar.id,
          kind,
          graphicCode: `${kind.slice(0, 1).toUpperCase()}${i + 1}`,
          position: i,
          dispensingTime: time + i * 50,
          ingredientId: items[i % Math.max(1, items.length)]?.id ?? null,
        });
      }
    };
    if (features.granulars) await timed('granulars', 3, 300);
    if (features.garnish) await timed('garnishes', 2, 800);
    if (features.leaves) await timed('leaves', 2, 400);
    if (features.ice) rows.push({ barId: bar.id, kind: 'ice', graphicCode: 'ICE1', dispensingTime: 1200 });
    if (features.coffee) {
      const coffees = await ingredientsOf(db, bar.id, 'coffee');
      for (let i = 0; i < 2; i++)
        rows.push({ barId: bar.id, kind: 'coffee', graphicCode: `K${i + 1}`, position: i, grinderTime: 2200 + i * 300, ingredientId: coffees[i]?.id ?? null });
    }
    if (rows.length) await db.insert(dispensers).values(rows);

    if (features.bibs) {
      const flavours = await ingredientsOf(db, bar.id, 'flavours');
      const barRobots = await db.select({ tagName: robots.tagName }).from(robots).where(eq(robots.barId, bar.id)).orderBy(asc(robots.position));
      for (const [i, beverageType] of ['Sodas', 'Beers'].entries()) {
        const [bib] = await db
          .insert(dispensers)
          .values({
            barId: bar.id,
            kind: 'bib',
            graphicCode: `BIB${i + 1}`,
            position: i,
            beverageType,
            robots: barRobots.map((r, position) => ({ tagName: r.tagName, position: position + 1 })),
          })
          .returning({ id: dispensers.id });
        await db.insert(dispenserValves).values(
          Array.from({ length: 6 }, (_, v) => ({
            barId: bar.id,
            dispenserId: bib.id,
            graphicCode: `V${i + 1}${v + 1}`,
            position: v,
            // the last valves of each bib are spare
            flavourId: v < 4 ? (flavours[(i * 4 + v) % Math.max(1, flavours.length)]?.id ?? null) : null,
          })),
        );
      }
    }
    await applyBottleWarnings(db, bar.id, bottleWarnings(await bottleLevelsOfBar(db, bar.id)));
  }
}
