import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { OFFLINE_MESSAGE } from '../../commands/service.js';

/**
 * What a refused request may still write, by design, and so is left out of the comparison:
 * - audit_log records every call, refused ones included;
 * - login_attempts counts failed sign-ins (that is the throttle);
 * - a command to an offline bar is kept in the command history as failed, and a drink ordered on
 *   an offline bar is kept as canceled with that reason (409 either way).
 */
const EXCLUDED_TABLES = new Set(['audit_log', 'login_attempts', '__drizzle_migrations']);
const OFFLINE = `'${OFFLINE_MESSAGE.replace(/'/g, "''")}'`;
const ROW_FILTER: Record<string, string> = {
  bar_commands: `where not (x.status = 'failed' and x.error is not distinct from ${OFFLINE})`,
  drinks: `where not (x.status = 'canceled' and x.error is not distinct from ${OFFLINE})`,
};

type Rows<T> = { rows: T[] };

export async function listTables(db: Db): Promise<string[]> {
  const res = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as Rows<{ table_name: string }>;
  return res.rows.map((r) => r.table_name).filter((t) => !EXCLUDED_TABLES.has(t));
}

/** One md5 per table over every row, in one query: equal fingerprints mean equal stored data. */
export async function fingerprint(db: Db, tables: string[]): Promise<Record<string, string>> {
  const query = tables
    .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x ${ROW_FILTER[t] ?? ''}`)
    .join(' union all ');
  const res = (await db.execute(sql.raw(query))) as unknown as Rows<{ t: string; h: string }>;
  return Object.fromEntries(res.rows.map((r) => [r.t, r.h]));
}
