import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { startPgliteThread, type PgliteThread } from './pglite-thread.js';
import { lockDataDir } from './lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The same database for bar events, ahead of API requests (see lanes.ts; on PostgreSQL a pool of its own). */
  liveDb: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// src/db/connection.ts when run from source, dist/main.js when bundled: both sit under packages/server
const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = [path.resolve(here, '../../migrations'), path.resolve(here, '../migrations')].find((dir) =>
  fs.existsSync(path.join(dir, 'meta', '_journal.json')),
)!;

export interface OpenOptions {
  /** PostgreSQL URL; without it the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
}

/** Opens the database and applies the checked-in migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let thread: PgliteThread | undefined;
  try {
    // PGlite runs in a thread of its own (pglite-thread.ts): its queries never hold the server's event loop
    thread = startPgliteThread({ dataDir });
    await thread.waitReady;
    const db = drizzle({ client: thread.request as PGlite, schema });
    await migrate(db, { migrationsFolder });
    const opened = thread;
    return {
      db: db as unknown as Db,
      liveDb: drizzle({ client: thread.live as PGlite, schema }) as unknown as Db,
      kind: 'pglite',
      async close() {
        try {
          await opened.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    await thread?.close().catch(() => {});
    unlock();
    throw err;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // bar events get connections of their own, so a crowd of requests cannot queue them
  const livePool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, { schema });
  // several instances may start together: one migrates, the others wait for it
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await migrate(db, { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
  return {
    db: db as unknown as Db,
    liveDb: drizzle(livePool, { schema }) as unknown as Db,
    kind: 'postgres',
    close: async () => {
      await Promise.all([pool.end(), livePool.end()]);
    },
  };
}

/** Refreshes planner statistics; PGlite does not do it on its own after bulk loads. */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE`);
}
