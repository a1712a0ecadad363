import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../packages/server/src/db/connection.js';
import { exportData } from '../exports/database.js';
import { oncePerRun, type BenchContext } from '../lib/report.js';
import { cachedPglite } from '../lib/pglite-cache.js';
import { keepCopyOf } from '../lib/copy-bar.js';

/** First super administrator the bench server creates (ADMIN_EMAIL / ADMIN_PASSWORD): no demo data beside the bench bar. */
export const BENCH_ADMIN = { email: 'bench@bench.bar', password: 'bench-password-1' };
export const PER_PAGE = 25;

export interface PagesData {
  barId: string;
  rows: number;
  /** Rows skipped by the deep page (half the bar's drinks: 500,000 on the full set). */
  deepOffset: number;
}

function dataOf(barId: string, rows: number): PagesData {
  return { barId, rows, deepOffset: Math.floor(rows / 2 / PER_PAGE) * PER_PAGE };
}

/**
 * The counts a page reads (its total; a deep page's day and hour) were updated once per drink by the fill's few large
 * statements, which leaves ~850,000 dead row versions in them (a deep page read 872 pages for 90 days' counts), and a
 * plain VACUUM leaves each live row on a page of its own (89 pages for 90 days). A live bar updates them a drink at a
 * time, in place on their page (HOT updates, pruned as the page fills), so they stay a few pages: rewritten here to
 * that size, on every run (earlier data sets were kept without it).
 */
async function compactCounts(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (FULL, ANALYZE) drink_counts, drink_day_counts, drink_hour_counts`);
}

/**
 * The drinks on PostgreSQL: the export benchmarks' bar of 1,000,000 delivered drinks (20,000 with `--smoke`), filled
 * once in SQL and kept between runs (`--fresh` rebuilds it). One data set for B2–B6 saves filling a second million.
 */
export function postgresPages(ctx: BenchContext): Promise<PagesData & { url: string }> {
  return oncePerRun(ctx, 'postgresPages', async () => {
    const { url, sets } = await exportData(ctx);
    const database = await openDatabase({ url });
    try {
      await compactCounts(database.db);
    } finally {
      await database.close();
    }
    return { ...dataOf(sets.large.barId, sets.large.rows), url };
  });
}

/**
 * The same bar copied from PostgreSQL into a PGlite data dir under node_modules/.cache, kept between runs while the
 * migration files are unchanged; `--fresh` rebuilds it.
 */
export function pglitePages(ctx: BenchContext): Promise<PagesData & { dataDir: string }> {
  return oncePerRun(ctx, 'pglitePages', async () => {
    const from = await postgresPages(ctx);
    return cachedPglite(ctx, `pglite-pages-copied-${from.rows}`, async (db) => {
      await keepCopyOf(db, from, ctx.log);
      await compactCounts(db);
      return dataOf(from.barId, from.rows);
    });
  });
}
