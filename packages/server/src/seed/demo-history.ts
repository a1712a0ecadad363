import { menuFor, pickMenuItem, type BarVersion } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { bars, drinks } from '../db/schema.js';
import { recipeColumns } from '../drinks/repository.js';
import { seededRandom } from '@bar/domain';

/** Orders per hour by hour of day: quiet mornings, busy evenings. */
const HOURLY = [14, 8, 3, 1, 0, 0, 0, 1, 2, 4, 6, 9, 14, 14, 10, 9, 10, 14, 22, 28, 30, 28, 24, 18];
const NAMES = ['Luca', 'Giulia', 'Marco', 'Sara', 'Alex', 'Sam', 'Chiara', 'Tom', 'Emma', 'Leo', null, null];
const ERRORS = ['Dispensing error', 'Cup not detected', 'Empty bottle: Gin', 'Aborted by operator'];

/**
 * A day and a half of finished drinks per demo bar (delivered, some errors and cancellations), with
 * recipe snapshots, so the dashboard and the history screens have content from the first start.
 */
export async function seedDemoHistory(db: Db, now = new Date(), hours = 36): Promise<number> {
  const barRows = await db.select({ id: bars.id, version: bars.version }).from(bars);
  let total = 0;
  for (const [index, bar] of barRows.entries()) {
    const random = seededRandom(4242 + index);
    const menu = menuFor(bar.version as BarVersion);
    const rows: Array<typeof drinks.$inferInsert> = [];
    const start = now.getTime() - hours * 3_600_000;
    // up to a few minutes ago: what is live from now on is the simulator's
    for (let t = start; t < now.getTime() - 5 * 60_000;) {
      const perHour = HOURLY[new Date(t).getUTCHours()] * (0.7 + index * 0.15);
      if (perHour <= 0) {
        t += 3_600_000 - (t % 3_600_000);
        continue;
      }
      t += (-Math.log(1 - random()) * 3_600_000) / perHour;
      if (t >= now.getTime() - 5 * 60_000) break;
      const item = pickMenuItem(menu, random());
      const roll = random();
      const status = roll < 0.91 ? 'delivered' : roll < 0.94 ? 'error_ack' : roll < 0.97 ? 'error' : 'canceled';
      const createdAt = new Date(t);
      rows.push({
        barId: bar.id,
        type: random() < 0.6 ? 'App' : 'Kiosk',
        status,
        priority: random() < 0.08,
        color: item.color,
        ...recipeColumns(item.recipe),
        name: NAMES[Math.floor(random() * NAMES.length)],
        deliveryPosition: status === 'delivered' ? 1 + Math.floor(random() * 4) : null,
        robotDisplayName: null,
        error: status.startsWith('error') ? ERRORS[Math.floor(random() * ERRORS.length)] : null,
        createdAt,
        updatedAt: new Date(t + 60_000),
      });
    }
    for (let i = 0; i < rows.length; i += 500) await db.insert(drinks).values(rows.slice(i, i + 500));
    total += rows.length;
  }
  return total;
}
