import type { Db } from '../db/connection.js';

/** A statement as drizzle's `toSQL()` gives it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

const TIMESTAMPTZ = 1184;
const asText = (value: string) => value;

interface PgPool {
  query(config: { text: string; values: unknown[]; rowMode: 'array'; types: unknown }): Promise<{ rows: unknown[][] }>;
}
interface Pglite {
  waitReady: Promise<void>;
  query(text: string, params: unknown[], options: { rowMode: 'array'; parsers: Record<number, (value: string) => unknown> }): Promise<{ rows: unknown[][] }>;
}

let pgTypes: Promise<{ getTypeParser(id: number, format?: string): unknown }> | undefined;

/**
 * Runs a SELECT straight on the driver and returns its rows as arrays (no objects, no drizzle
 * mapping: an export reads a million rows). Values as the driver reads them (text, numeric as
 * text, booleans, integers) except timestamptz, left as Postgres text (see pgTimestampMs).
 */
export async function queryArrays(db: Db, { sql, params }: Statement): Promise<unknown[][]> {
  const client = (db as unknown as { $client: PgPool | Pglite }).$client;
  if ('waitReady' in client) return (await client.query(sql, params, { rowMode: 'array', parsers: { [TIMESTAMPTZ]: asText } })).rows;
  pgTypes ??= import('pg').then((m) => m.default.types);
  const types = await pgTypes;
  const getTypeParser = (id: number, format?: string) => (id === TIMESTAMPTZ ? asText : types.getTypeParser(id, format));
  return (await client.query({ text: sql, values: params, rowMode: 'array', types: { getTypeParser } })).rows;
}
