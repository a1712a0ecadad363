import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/connection.js';
import { rowsOf } from '../../packages/server/src/db/rows.js';

/** Rows sent to the embedded database per statement: large enough to be few, small enough to stay a few MB each. */
const CHUNK = 10_000;

/**
 * The bar in `target` as PostgreSQL holds it (`from`): kept when it holds all its drinks already, else copied (one
 * transaction: a copy is whole or absent), then vacuumed as autovacuum would after a bulk insert (statistics, and the
 * visibility map that index-only scans need).
 */
export async function keepCopyOf(target: Db, from: { url: string; barId: string; rows: number }, log: (line: string) => void): Promise<void> {
  const [{ n }] = rowsOf<{ n: number }>(await target.execute(sql`SELECT count(*)::int AS n FROM drinks WHERE bar_id = ${from.barId}`));
  if (n === from.rows) return;
  if (n) await target.execute(sql`DELETE FROM bars WHERE id = ${from.barId}`);
  log(`copying the bar's ${from.rows.toLocaleString('en-US')} drinks from PostgreSQL (once; kept for later runs)…`);
  await copyBar(from.url, from.barId, target, log);
  await target.execute(sql`VACUUM (ANALYZE)`);
}

/**
 * Copies one bar, as PostgreSQL holds it, into another database of the same schema (the PGlite data dirs of B3 and
 * B11): the `bars` row and the bar's rows of every table with a `bar_id` column, drinks and the counts their triggers
 * keep alike. The rows arrive as they are, with the triggers off (`session_replication_role = replica`), so the
 * counts are PostgreSQL's, not made again a drink at a time in WebAssembly (that fill took ~10 min for 1,000,000
 * drinks). Both engines then hold the same drinks, ids included. Each table's count is checked afterwards.
 */
async function copyBar(sourceUrl: string, barId: string, target: Db, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const source = new pg.Client({ connectionString: sourceUrl });
  await source.connect();
  try {
    const tables = await barTables(source);
    const copied: Record<string, number> = {};
    await target.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      for (const { table, column } of tables) copied[table] = await copyRows(source, tx as unknown as Db, table, column, barId);
    });
    for (const { table, column } of tables) {
      const [{ n }] = rowsOf<{ n: number }>(
        await target.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${barId}`),
      );
      if (n !== copied[table]) throw new Error(`Copying the bar: ${table} holds ${n} rows of it, ${copied[table]} were sent.`);
    }
    log(
      `copied the bar from PostgreSQL in ${Math.round((performance.now() - started) / 1000)} s: ${tables.map(({ table }) => `${table} ${copied[table].toLocaleString('en-US')}`).join(', ')}`,
    );
  } finally {
    await source.end();
  }
}

/**
 * `bars` by its id, then every table of the schema with a `bar_id` column, except those whose rows name users: people
 * are not copied, and their rows (export requests, commands, roles…) would point at nobody. The benchmarks read drinks.
 */
async function barTables(source: pg.Client): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await source.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.column_name = 'bar_id'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conrelid = c.table_name::regclass AND f.confrelid = 'users'::regclass)
      ORDER BY c.table_name`,
  );
  return [{ table: 'bars', column: 'id' }, ...rows.map((r) => ({ table: r.table_name, column: 'bar_id' }))];
}

/** One table's rows of the bar, read through a cursor as JSON and written `CHUNK` at a time; returns how many. */
async function copyRows(source: pg.Client, target: Db, table: string, column: string, barId: string): Promise<number> {
  const name = source.escapeIdentifier(table);
  let sent = 0;
  await source.query('BEGIN READ ONLY');
  try {
    // a cursor's statement takes no parameters: the id goes in as a quoted literal
    await source.query(
      `DECLARE bar_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${name} t WHERE ${source.escapeIdentifier(column)} = ${source.escapeLiteral(barId)}`,
    );
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`FETCH ${CHUNK} FROM bar_rows`);
      if (!rows.length) break;
      const json = `[${rows.map((r) => r.row).join(',')}]`;
      await target.execute(sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json)`);
      sent += rows.length;
    }
  } finally {
    await source.query('COMMIT');
  }
  return sent;
}
