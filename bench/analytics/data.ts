import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../packages/server/src/db/connection.js';
import { bars } from '../../packages/server/src/db/schema.js';
import { ensureDatabase, existingBar, serverUrl } from '../exports/database.js';
import { cachedPglite } from '../lib/pglite-cache.js';
import { keepCopyOf } from '../lib/copy-bar.js';
import { insertBar } from '../../packages/server/src/bars/repository.js';
import { newBarDefaults } from '../../packages/server/src/bars/defaults.js';
import { oncePerRun, type BenchContext } from '../lib/report.js';

/** The bench's own PostgreSQL database for the sales analytics (B11). */
export const ANALYTICS_DATABASE = 'bench_analytics';
export const ZONE = 'Europe/Rome';
/** The year of drinks, local days of the bar. */
const YEAR_FROM = '2024-12-31T23:00:00Z'; // 01/01/2025 00:00 in Rome
const YEAR_SECONDS = 365 * 86_400;
/** The longest range the analytics take (the export limit, 3 months), the last quarter of the year: its previous period is the quarter before. */
export const RANGE = { from: '01/10/2025', to: '31/12/2025' };
/** Instants of both periods together: 01/07/2025 00:00 to 01/01/2026 00:00 in Rome. */
export const SPAN = { from: '2025-06-30T22:00:00Z', to: '2025-12-31T23:00:00Z' };
// The analytics' counts (migration 0014) update a bar's day rows once per drink: 2,000 drinks per statement keep
// their version chains short (20,000 took 24 s a statement, 5 × 4,000 took 8 s).
const FILL_CHUNK = 2_000;

export interface AnalyticsData {
  barId: string;
  rows: number;
}

const rowsFor = (ctx: BenchContext) => (ctx.smoke ? 2_000 : 1_000_000);
const barName = (rows: number) => `Bench analytics ${rows.toLocaleString('en-US')}`;

/**
 * A busy bar's year: `rows` drinks spread evenly over 2025 in Rome's zone, through the three
 * channels, a dozen recipes, about 96 % delivered (waits of 40–400 s), errors, acknowledged errors,
 * cancellations, and a remake every 211th drink (of the drink before it), through the same triggers
 * as the console's drinks.
 */
async function fillYear(db: Db, rows: number): Promise<string> {
  const barId = await insertBar(
    db,
    { name: barName(rows), version: 'ms3.1', instanceInfos: { placeName: barName(rows) }, geoPosition: { lat: 41.9, lng: 12.5 } },
    newBarDefaults('ms3.1'),
  );
  await db.update(bars).set({ timeZone: ZONE }).where(eq(bars.id, barId));
  const step = YEAR_SECONDS / rows;
  for (let from = 1; from <= rows; from += FILL_CHUNK) {
    const to = Math.min(rows, from + FILL_CHUNK - 1);
    await db.execute(sql`
    INSERT INTO drinks (id, bar_id, type, status, recipe, recipe_name, recipe_price, recipe_category, remake_of, created_at, updated_at)
    SELECT md5(${barId} || g)::uuid, ${barId}::uuid,
           CASE WHEN g % 211 = 0 THEN 'Admin' ELSE (ARRAY['App','Kiosk','Admin','App','Kiosk'])[1 + g % 5] END,
           CASE WHEN g % 50 = 0 THEN 'error' WHEN g % 97 = 0 THEN 'error_ack' WHEN g % 61 = 0 THEN 'canceled' ELSE 'delivered' END,
           jsonb_build_object('name', r.name, 'price', r.price, 'category', 'Classics', 'ingredients', '[]'::jsonb),
           r.name, r.price, 'Classics',
           CASE WHEN g % 211 = 0 THEN md5(${barId} || (g - 1))::uuid END,
           ${YEAR_FROM}::timestamptz + (g * ${step}::float8) * interval '1 second',
           ${YEAR_FROM}::timestamptz + (g * ${step}::float8 + 40 + (g::bigint * 7919) % 360) * interval '1 second'
    FROM generate_series(${from}::int, ${to}::int) AS g
    CROSS JOIN LATERAL (
      SELECT (ARRAY['Mojito','Negroni','Spritz','Margarita','Daiquiri','Cosmopolitan','Old Fashioned','Moscow Mule',
                    'Caipirinha','Paloma','Americano','Espresso Martini'])[1 + (g / 7) % 12] AS name,
             (ARRAY[8.5, 9, 7.5, 10, 9.5, 11, 12, 9, 8, 9.5, 7, 10.5])[1 + (g / 7) % 12]::numeric(12,2) AS price
    ) AS r`);
  }
  return barId;
}

async function fill(db: Db, rows: number, log: (line: string) => void): Promise<string> {
  const found = await existingBar(db, barName(rows), rows);
  if (found) return found;
  log(`filling ${rows.toLocaleString('en-US')} drinks for "${barName(rows)}" (once; kept for later runs)…`);
  const barId = await fillYear(db, rows);
  // what autovacuum does after a bulk insert (as the pages benchmarks do): statistics, and the dead row versions
  // the counts' updates left (a drink per update, 2,000 per statement) cleared
  for (const table of ['drinks', 'drink_sales_bins', 'drink_day_recipes', 'drink_day_waits']) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
  return barId;
}

/** The year on PostgreSQL, database `bench_analytics` (created here; `--fresh` rebuilds it). */
export function postgresAnalytics(ctx: BenchContext): Promise<AnalyticsData & { url: string }> {
  return oncePerRun(ctx, 'postgresAnalytics', async () => {
    await ensureDatabase(ANALYTICS_DATABASE, ctx.fresh, ctx.log);
    const url = `${serverUrl}/${ANALYTICS_DATABASE}`;
    const database = await openDatabase({ url });
    try {
      const rows = rowsFor(ctx);
      return { barId: await fill(database.db, rows, ctx.log), rows, url };
    } finally {
      await database.close();
    }
  });
}

/**
 * The same year copied from PostgreSQL into a PGlite data dir under node_modules/.cache, kept while the migration
 * files are unchanged.
 */
export function pgliteAnalytics(ctx: BenchContext): Promise<AnalyticsData & { dataDir: string }> {
  return oncePerRun(ctx, 'pgliteAnalytics', async () => {
    const from = await postgresAnalytics(ctx);
    return cachedPglite(ctx, `pglite-analytics-copied-${from.rows}`, async (db) => {
      await keepCopyOf(db, from, ctx.log);
      return { barId: from.barId, rows: from.rows };
    });
  });
}

/** The anchor: a plain count of the bar's drinks over both periods, on an open database, timed from here. */
export async function countOverSpan(db: Db, barId: string): Promise<number> {
  const started = performance.now();
  await db.execute(
    sql`SELECT count(*) FROM drinks WHERE bar_id = ${barId} AND created_at >= ${SPAN.from}::timestamptz AND created_at < ${SPAN.to}::timestamptz`,
  );
  return performance.now() - started;
}
