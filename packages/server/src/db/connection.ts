import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import type { PgliteClient } from './pglite-thread.js';
import { startPglite, type StartedPglite } from './pglite-start.js';

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
export const migrationsFolder = [path.resolve(here, '../../migrations'), path.resolve(here, '../migrations')].find((dir) =>
  fs.existsSync(path.join(dir, 'meta', '_journal.json')),
)!;

export interface OpenOptions {
  /** PostgreSQL URL; without it the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
  /** In memory: start from this dump of a database (test/database.ts's migrated image) instead of an empty one. */
  image?: Uint8Array;
}

/** Opens the database and applies the checked-in migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  const { database, ready, serve } = await openPglite(startPglite(options.dataDir, options.image));
  await ready;
  serve();
  return database;
}

/** The database's handles, given out before it is open (budget B9: the server builds its app meanwhile). */
export interface OpeningDatabase {
  /** The app's handles: their statements wait for `serve()`, and in any case for `ready`. */
  database: Database;
  /**
   * Settles once the database is open and migrated, with handles for the start-up steps (demo seed,
   * sealing), whose statements do not wait; rejects, the database closed, if it cannot be opened.
   */
  ready: Promise<Pick<Database, 'db' | 'liveDb'>>;
  /** Lets the app's statements through: the start-up steps are done. */
  serve(): void;
  /** Refuses the app's statements held so far and later (a stop before `serve`), so that nothing waits on them. */
  refuse(): void;
}

/**
 * The embedded database started by `startPglite` (the server's entry does it before loading the
 * rest), its handles at once while PGlite opens in its thread. Nothing reaches a data dir before its
 * migrations; the app's own statements (the work its onReady hooks start) come after the start-up
 * steps, as when they only began once those were done.
 */
export async function openPglite(started: StartedPglite): Promise<OpeningDatabase> {
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    // PGlite runs in a thread of its own (pglite-thread.ts): its queries never hold the server's event loop
    const { thread } = started;
    const handles = (request: PgliteClient, live: PgliteClient) => ({
      db: drizzle({ client: request as PGlite, schema }) as unknown as Db,
      liveDb: drizzle({ client: live as PGlite, schema }) as unknown as Db,
    });
    const startup = handles(thread.request, thread.live);
    const ready = (async () => {
      await thread.waitReady;
      if (!(await migrationsApplied(thread.request))) {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(drizzle({ client: thread.request as PGlite, schema }), { migrationsFolder });
      }
      return startup;
    })().catch(async (err: unknown) => {
      await started.close().catch(() => {});
      throw err;
    });
    let serve!: () => void;
    let refuse!: (err: Error) => void;
    const served = new Promise<void>((resolve, reject) => {
      serve = resolve;
      refuse = reject;
    });
    const open = Promise.all([ready, served]).then(() => {});
    // a failure is seen by whoever awaits `ready`, and by the statements that waited
    ready.catch(() => {});
    open.catch(() => {});
    return {
      database: {
        ...handles(afterOpen(thread.request, open), afterOpen(thread.live, open)),
        kind: 'pglite',
        close: () => {
          refuse(new Error('The database is closed.'));
          return started.close();
        },
      },
      ready,
      serve,
      refuse: () => refuse(new Error('The server is stopping.')),
    };
  } catch (err) {
    await started.close().catch(() => {});
    throw err;
  }
}

/** `client`, its calls held until `open` settles (then passed straight through). */
function afterOpen(client: PgliteClient, open: Promise<void>): PgliteClient {
  let opened = false;
  open.then(
    () => (opened = true),
    () => {},
  );
  const when = <T>(call: () => Promise<T>): Promise<T> => (opened ? call() : open.then(call));
  return {
    waitReady: open,
    query: ((...args: Parameters<PGlite['query']>) => when(() => client.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => when(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((...args: Parameters<PGlite['transaction']>) => when(() => client.transaction(...args))) as PGlite['transaction'],
  };
}

/**
 * Whether the data dir already has every checked-in migration: drizzle's migrator applies those
 * whose journal time is later than the last one it recorded, so none is due when that record is at
 * least the journal's latest. Saves, at each start on an existing data dir, reading and hashing every
 * migration file and the migrator's statements (creating its schema and table if missing, an empty
 * transaction); a fresh data dir, or one behind, goes through the migrator as before.
 */
async function migrationsApplied(client: PgliteClient): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  const latest = Math.max(...journal.entries.map((entry) => entry.when));
  const table = await client.query<{ present: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!table.rows[0]?.present) return false;
  const { rows } = await client.query<{ last: string | null }>('SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations');
  const last = rows[0]?.last;
  return last != null && Number(last) >= latest;
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
