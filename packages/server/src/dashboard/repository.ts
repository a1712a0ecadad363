import { sql } from 'drizzle-orm';
import { DASHBOARD_TOP, type Dashboard } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { rowsOf } from '../db/rows.js';

const num = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

/**
 * The dashboard of one bar since `since`, in SQL over the delivered drinks (the only ones that
 * were sold): counts, exact money sums (numeric), income per hour, and the top drinks, categories
 * and ingredients. Uses the (bar_id, status, created_at) index.
 */
export async function dashboardSince(db: Db, barId: string, since: Date): Promise<Dashboard> {
  const scope = sql`bar_id = ${barId} and status = 'delivered' and created_at >= ${since.toISOString()}::timestamptz`;
  const [totals, sales, drinks, categories, ingredients] = await Promise.all([
    db.execute(sql`select count(*)::int as orders, coalesce(sum(recipe_price), 0)::text as amount from drinks where ${scope}`),
    db.execute(sql`select date_trunc('hour', created_at) as hour, sum(recipe_price)::text as value from drinks where ${scope} group by 1 order by 1`),
    db.execute(sql`select recipe_name as name, count(*)::int as value from drinks where ${scope} group by 1 order by 2 desc, 1 limit ${DASHBOARD_TOP}`),
    db.execute(
      sql`select coalesce(nullif(recipe_category, ''), 'Other') as name, count(*)::int as value from drinks where ${scope} group by 1 order by 2 desc, 1 limit ${DASHBOARD_TOP}`,
    ),
    db.execute(
      sql`select i->>'name' as name, sum((i->>'quantity')::numeric)::text as value
          from drinks, jsonb_array_elements(recipe->'ingredients') as i
          where ${scope} group by 1 order by sum((i->>'quantity')::numeric) desc, 1 limit ${DASHBOARD_TOP}`,
    ),
  ]);
  const [t] = rowsOf(totals);
  return {
    totalOrders: Number(t?.orders ?? 0),
    totalAmount: num(t?.amount),
    sales: rowsOf(sales).map((r) => ({ value: num(r.value), date: new Date(r.hour as string | Date).toISOString() })),
    drinks: rowsOf(drinks).map((r) => ({ name: String(r.name), value: Number(r.value) })),
    categories: rowsOf(categories).map((r) => ({ name: String(r.name), value: Number(r.value) })),
    ingredients: rowsOf(ingredients).map((r) => ({ name: String(r.name), value: num(r.value) })),
  };
}

/** Start of today in UTC, the default start of the dashboard day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
