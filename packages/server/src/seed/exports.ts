import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { bars, exportRequests, users } from '../db/schema.js';

/**
 * Two demo export requests of yesterday's delivered drinks and paid orders on every staffed bar,
 * queued: the worker makes their files as soon as the server is up, so the Exports page has files.
 */
export async function seedDemoExports(db: Db, now = new Date()): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.bar')).limit(1);
  if (!admin) return;
  const from = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
  const createdAt = { from, to: now.toISOString() };
  const allBars = await db.select({ id: bars.id, name: bars.name }).from(bars);
  const values = allBars
    .filter((b) => b.name !== 'Las Vegas Strip')
    .flatMap((b) => [
      {
        barId: b.id,
        collectionName: 'Drink',
        type: 'csv',
        search: { status: 'delivered', createdAt },
        userId: admin.id,
        userDisplay: `${admin.firstName} ${admin.lastName}`,
      },
      {
        barId: b.id,
        collectionName: 'AppOrder',
        type: 'csv',
        search: { status: 'paid', createdAt },
        userId: admin.id,
        userDisplay: `${admin.firstName} ${admin.lastName}`,
      },
    ]);
  if (values.length) await db.insert(exportRequests).values(values);
}
