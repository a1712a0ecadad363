import { and, inArray, ne, sql } from 'drizzle-orm';
import { ACTIVE_DRINK_STATUSES, type AlarmSeverity } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { alarms, drinks } from '../db/schema.js';
import { barRecordDetail, findBarRecords } from '../bars/repository.js';
import { barDay, type FleetSnapshot } from './book.js';
import { rowsOf } from '../db/rows.js';

/**
 * What the fleet rows of `ids` start from, read in one repeatable-read transaction so that a drink
 * delivered meanwhile is either still in the queue or already in today's sales, never both or neither.
 * Five queries whatever the number of bars; today's sales use the drinks' (bar, status, created) index.
 */
export async function loadFleetSnapshots(db: Db, ids: string[], now: number): Promise<FleetSnapshot[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const records = await findBarRecords(tx, ids);
    if (records.length === 0) return [];
    const found = records.map((r) => r.row.id);
    const days = new Map(records.map((r) => [r.row.id, barDay(r.row.timeZone, now).start]));
    const active = await tx
      .select({ barId: drinks.barId, id: drinks.id, createdAt: drinks.createdAt })
      .from(drinks)
      .where(and(inArray(drinks.barId, found), inArray(drinks.status, [...ACTIVE_DRINK_STATUSES])));
    const since = sql.join(
      found.map((id) => sql`(${id}::uuid, ${new Date(days.get(id)!).toISOString()}::timestamptz)`),
      sql`, `,
    );
    const sold = rowsOf(
      await tx.execute(sql`
        select d.bar_id, count(*)::int as drinks, coalesce(sum(d.recipe_price), 0)::text as amount
        from (values ${since}) as day(bar_id, since)
        join drinks d on d.bar_id = day.bar_id and d.status = 'delivered' and d.created_at >= day.since
        group by d.bar_id`),
    );
    const open = await tx
      .select({ barId: alarms.barId, id: alarms.id, severity: alarms.severity })
      .from(alarms)
      .where(and(inArray(alarms.barId, found), ne(alarms.state, 'cleared')));

    const snapshots = new Map<string, FleetSnapshot>(
      records.map((record) => [
        record.row.id,
        {
          bar: barRecordDetail(record),
          activeDrinks: new Map(),
          today: { drinks: 0, cents: 0 },
          dayStart: days.get(record.row.id)!,
          alarms: new Map(),
        },
      ]),
    );
    for (const d of active) snapshots.get(d.barId)?.activeDrinks.set(d.id, d.createdAt.getTime());
    for (const s of sold) {
      const snapshot = snapshots.get(String(s.bar_id));
      if (snapshot) snapshot.today = { drinks: Number(s.drinks), cents: Math.round(Number(s.amount) * 100) };
    }
    for (const a of open) snapshots.get(a.barId)?.alarms.set(a.id, a.severity as AlarmSeverity);
    return [...snapshots.values()];
  });
}
