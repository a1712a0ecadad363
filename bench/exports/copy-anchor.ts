import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../../packages/server/src/db/connection.js';
import { drinks } from '../../packages/server/src/db/schema.js';
import { SOURCES } from '../../packages/server/src/exports/sources.js';
import type { ExportSet } from './database.js';

/**
 * The export's SELECT as one statement: the file's columns, the worker's own WHERE (built by the
 * same source code from the same filters) and its order, with the values written in, since COPY
 * takes no parameters.
 */
export async function exportSelect(url: string, set: ExportSet): Promise<string> {
  const database = await openDatabase({ url });
  try {
    const where = SOURCES.Drink.where(set.barId, set.search);
    const query = database.db
      .select({
        id: drinks.id,
        createdAt: drinks.createdAt,
        updatedAt: drinks.updatedAt,
        status: drinks.status,
        type: drinks.type,
        recipeName: drinks.recipeName,
        recipeCategory: drinks.recipeCategory,
        recipePrice: drinks.recipePrice,
        name: drinks.name,
        priority: drinks.priority,
        robot: drinks.robotDisplayName,
        deliveryPosition: drinks.deliveryPosition,
        appOrderId: drinks.appOrderId,
        error: drinks.error,
      })
      .from(drinks)
      .where(where)
      .orderBy(asc(drinks.createdAt), asc(drinks.id))
      .toSQL();
    // highest placeholder first, so that $1 does not eat the start of $10
    return query.params.reduceRight<string>((text, param, i) => text.replaceAll(`$${i + 1}`, literal(param)), query.sql);
  } finally {
    await database.close();
  }
}

function literal(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** `COPY (select) TO STDOUT (FORMAT csv, HEADER)` drained into a file: rows, wall time and bytes. */
export async function copyToFile(url: string, select: string, file: string): Promise<{ rows: number; ms: number; bytes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const stream = client.query(copyTo(`COPY (${select}) TO STDOUT (FORMAT csv, HEADER)`));
    await pipeline(stream, fs.createWriteStream(file));
    const ms = performance.now() - started;
    const bytes = fs.statSync(file).size;
    fs.rmSync(file, { force: true });
    return { rows: stream.rowCount, ms, bytes };
  } finally {
    await client.end();
  }
}
