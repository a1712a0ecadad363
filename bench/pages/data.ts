import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../packages/server/src/db/connection.js';
import { ensureDatabase, existingBar, fillBar, serverUrl } from '../exports/database.js';
import type { BenchContext } from '../lib/report.js';
import { cachedPglite } from '../lib/pglite-cache.js';

/** The bench's own PostgreSQL database for the drink-history pages (B2–B4). */
export const PAGES_DATABASE = 'bench_pages';
/** First super administrator the bench server creates (ADMIN_EMAIL / ADMIN_PASSWORD): no demo data beside the bench bar. */
export const BENCH_ADMIN = { email: 'bench@bench.bar', password: 'bench-password-1' };
export const PER_PAGE = 25;

export interface PagesData {
  barId: string;
  rows: number;
  /** Rows skipped by the deep page (half the bar's drinks: 500,000 on the full set). */
  deepOffset: number;
}

const rowsFor = (ctx: BenchContext) => (ctx.smoke ? 2_000 : 1_000_000);
const barName = (rows: number) => `Bench pages ${rows.toLocaleString('en-US')}`;

function dataOf(barId: string, rows: number): PagesData {
  return { barId, rows, deepOffset: Math.floor(rows / 2 / PER_PAGE) * PER_PAGE };
}

/** One bar of delivered drinks (filled in SQL by the export benchmarks' generator), kept between runs. */
async function fill(db: Db, rows: number, log: (line: string) => void): Promise<string> {
  let barId = await existingBar(db, barName(rows), rows);
  if (!barId) {
    log(`filling ${rows.toLocaleString('en-US')} drinks for "${barName(rows)}" (once; kept for later runs)…`);
    barId = await fillBar(db, barName(rows), rows);
    // what autovacuum does to a table after a bulk insert, before a page is read: statistics, and the
    // visibility map that lets a deep page find its first row on the index alone (index-only scan)
    await db.execute(sql`VACUUM (ANALYZE) drinks`);
  }
  // The counts a page reads (its total; a deep page's day and hour) were updated once per drink by
  // the fill's few large statements, which leaves ~850,000 dead row versions in them (a deep page
  // read 872 pages for 90 days' counts), and a plain VACUUM leaves each live row on a page of its
  // own (89 pages for 90 days). A live bar updates them a drink at a time, in place on their page
  // (HOT updates, pruned as the page fills), so they stay a few pages: rewritten here to that size.
  // Done on every run: earlier data sets were kept without it.
  await db.execute(sql`VACUUM (FULL, ANALYZE) drink_counts, drink_day_counts, drink_hour_counts`);
  return barId;
}

/** The drinks on PostgreSQL, database `bench_pages` (created here; `--fresh` rebuilds it). */
export async function postgresPages(ctx: BenchContext): Promise<PagesData & { url: string }> {
  const cached = ctx.shared.get('postgresPages') as (PagesData & { url: string }) | undefined;
  if (cached) return cached;
  await ensureDatabase(PAGES_DATABASE, ctx.fresh, ctx.log);
  const url = `${serverUrl}/${PAGES_DATABASE}`;
  const database = await openDatabase({ url });
  try {
    const rows = rowsFor(ctx);
    const data = { ...dataOf(await fill(database.db, rows, ctx.log), rows), url };
    ctx.shared.set('postgresPages', data);
    return data;
  } finally {
    await database.close();
  }
}

/**
 * The same drinks in a PGlite data dir under node_modules/.cache, kept between runs while the
 * migration files are unchanged; `--fresh` rebuilds it.
 */
export async function pglitePages(ctx: BenchContext): Promise<PagesData & { dataDir: string }> {
  const rows = rowsFor(ctx);
  return cachedPglite(ctx, `pglite-pages-${rows}`, async (db) => dataOf(await fill(db, rows, ctx.log), rows));
}
