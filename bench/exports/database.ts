import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../packages/server/src/db/connection.js';
import { bars, drinks } from '../../packages/server/src/db/schema.js';
import { insertBar } from '../../packages/server/src/bars/repository.js';
import { newBarDefaults } from '../../packages/server/src/bars/defaults.js';
import { BenchSkipped, oncePerRun, repoRoot, type BenchContext } from '../lib/report.js';

/** PostgreSQL server the export benchmarks use; the database on it is theirs alone. */
export const serverUrl = (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
export const DATABASE_NAME = 'bench_exports';
export const databaseUrl = `${serverUrl}/${DATABASE_NAME}`;

/** 90 days that fit the 3-month export limit; both bars' drinks are spread over it. */
const FROM = '2026-01-01T00:00:00.000Z';
const TO = '2026-03-31T23:59:59.999Z';
const SPAN_SECONDS = 89 * 86_400;
const FILL_CHUNK = 2_000;

export interface ExportSet {
  barId: string;
  rows: number;
  /** The export request's filters, as the Production screen sends them. */
  search: Record<string, unknown>;
}

export interface ExportData {
  url: string;
  sets: Record<'large' | 'small', ExportSet>;
}

const SETS = { large: { bar: 'Bench exports 1M', rows: 1_000_000 }, small: { bar: 'Bench exports 250k', rows: 250_000 } } as const;
/** `--smoke`: the same shape, small enough to run in seconds. */
const SMOKE_SETS = { large: { bar: 'Bench exports smoke 20k', rows: 20_000 }, small: { bar: 'Bench exports smoke 5k', rows: 5_000 } } as const;

/**
 * The bench database with one bar of 1,000,000 delivered drinks and one of 250,000, migrated with
 * the server's own code. Kept between runs when complete; `fresh` drops and rebuilds it.
 */
export async function prepareExportData(fresh: boolean, log: (line: string) => void, smoke = false): Promise<ExportData> {
  await ensureDatabase(DATABASE_NAME, fresh, log);
  const database = await openDatabase({ url: databaseUrl });
  try {
    const sets = {} as ExportData['sets'];
    let filled = false;
    // the two bars side by side, on connections of their own: each bar's counts are rows of its own, so they do not wait
    // for each other
    await Promise.all(
      (Object.entries(smoke ? SMOKE_SETS : SETS) as Array<[keyof typeof SETS, { bar: string; rows: number }]>).map(async ([key, spec]) => {
        let barId = await existingBar(database.db, spec.bar, spec.rows);
        if (!barId) {
          log(`filling ${spec.rows.toLocaleString('en-US')} drinks for "${spec.bar}" (once; kept for later runs)…`);
          barId = await fillBar(database.db, spec.bar, spec.rows);
          filled = true;
        }
        sets[key] = { barId, rows: spec.rows, search: { status: 'delivered', createdAt: { from: FROM, to: TO } } };
      }),
    );
    // what autovacuum does to a table after a bulk insert, before it is read: statistics, and the visibility map that
    // lets a deep page of the drink history find its first row on the index alone (index-only scan)
    if (filled) await database.db.execute(sql`VACUUM (ANALYZE) drinks`);
    return { url: databaseUrl, sets };
  } finally {
    await database.close();
  }
}

/** The bench database, prepared once per run and shared by B5, B6 and the drink-history pages (B2–B4). */
export function exportData(ctx: BenchContext): Promise<ExportData> {
  return oncePerRun(ctx, 'exportData', () => prepareExportData(ctx.fresh, ctx.log, ctx.smoke));
}

/** Creates the bench database `name` on the bench PostgreSQL server (dropped first with `fresh`, or when its migrations changed). */
export async function ensureDatabase(name: string, fresh: boolean, log: (line: string) => void) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  try {
    await admin.connect();
  } catch (err) {
    throw new BenchSkipped(`PostgreSQL is not reachable at ${serverUrl} (set BENCH_POSTGRES_URL): ${(err as Error).message}`, { cause: err });
  }
  try {
    if (fresh) {
      log(`--fresh: dropping database ${name}`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    let exists = Boolean(found.rowCount);
    if (exists && !(await migratedWithTheseFiles(`${serverUrl}/${name}`))) {
      log(`${name} was migrated with migration files that have changed since: rebuilding it`);
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      exists = false;
    }
    if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * Whether the migrations applied to the kept database are the checked-in files (drizzle records
 * each file's sha256): a reused database must not carry an edited migration under its old form.
 */
async function migratedWithTheseFiles(url: string): Promise<boolean> {
  const folder = path.join(repoRoot, 'packages/server/migrations');
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const files = journal.entries.map((e) =>
    crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(folder, `${e.tag}.sql`), 'utf8'))
      .digest('hex'),
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const applied = await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at').then(
      (r) => r.rows.map((row) => row.hash),
      () => [],
    );
    return applied.every((hash, i) => files[i] === hash);
  } finally {
    await client.end();
  }
}

/** The bar's id when it holds exactly the expected drinks; an incomplete one is removed. */
export async function existingBar(db: Db, name: string, rows: number): Promise<string | undefined> {
  const found = await db.select({ id: bars.id }).from(bars).where(eq(bars.name, name));
  for (const { id } of found) {
    const [{ n }] = await db.select({ n: count() }).from(drinks).where(eq(drinks.barId, id));
    if (n === rows && found.length === 1) return id;
  }
  if (found.length) await db.delete(bars).where(eq(bars.name, name)); // drinks go with it (cascade)
  return undefined;
}

export async function fillBar(db: Db, name: string, rows: number): Promise<string> {
  const barId = await insertBar(
    db,
    { name, version: 'ms3.1', instanceInfos: { placeName: name }, geoPosition: { lat: 45.46, lng: 9.19 } },
    newBarDefaults('ms3.1'),
  );
  const step = SPAN_SECONDS / rows;
  // shaped like production history: a dozen recipes, a few ingredients each (valid recipe
  // snapshots, so that the API can answer them), some names a spreadsheet would run (the writer
  // neutralises them), some missing. Inserted 2,000 rows per statement: the drink count triggers
  // (migration 0010) update the bar's count rows once per drink, and each update of a row within one
  // statement walks that row's version chain, so a statement's cost grows with the square of its
  // rows (one statement for the million took hours; 20,000 per statement 12.5 min for the million)
  for (let from = 1; from <= rows; from += FILL_CHUNK) {
    const to = Math.min(rows, from + FILL_CHUNK - 1);
    await db.execute(sql`
    INSERT INTO drinks (bar_id, type, status, priority, recipe, recipe_name, recipe_price, recipe_category, name,
                        delivery_position, robot_display_name, created_at, updated_at)
    SELECT ${barId}::uuid,
           (ARRAY['App','Kiosk','Admin'])[1 + g % 3],
           'delivered',
           g % 50 = 0,
           jsonb_build_object('name', r.name, 'price', r.price, 'category', r.category,
             'ingredients', jsonb_build_array(
               jsonb_build_object('name', 'Rum', 'quantity', 40 + g % 3 * 5, 'type', 'spirit'),
               jsonb_build_object('name', 'Lime juice', 'quantity', 20, 'type', 'juice'),
               jsonb_build_object('name', 'Soda', 'quantity', 80, 'type', 'soda'))),
           r.name, r.price, r.category,
           CASE WHEN g % 10 = 0 THEN NULL WHEN g % 97 = 0 THEN '=Guest ' || g ELSE 'Guest ' || g END,
           1 + g % 4,
           'Robot ' || (1 + g % 2),
           ${FROM}::timestamptz + (g * ${step}::float8) * interval '1 second',
           ${FROM}::timestamptz + (g * ${step}::float8 + 95) * interval '1 second'
    FROM generate_series(${from}::int, ${to}::int) AS g
    CROSS JOIN LATERAL (
      SELECT (ARRAY['Mojito','Negroni','Spritz','Margarita','Daiquiri','Cosmopolitan','Old Fashioned','Moscow Mule',
                    'Caipirinha','Paloma','Americano','Espresso Martini'])[1 + g % 12] AS name,
             (ARRAY[8.5, 9, 7.5, 10, 9.5, 11, 12, 9, 8, 9.5, 7, 10.5])[1 + g % 12]::numeric(12,2) AS price,
             (ARRAY['Classics','Signature'])[1 + g % 2] AS category
    ) AS r`);
  }
  return barId;
}
