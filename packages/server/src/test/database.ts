import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../db/connection.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const cacheFolder = path.resolve(here, '../../../../node_modules/.cache/bar-test');

let migrated: Promise<Uint8Array> | undefined;
let template: Promise<string> | undefined;

/** What names a set of migrations: a hash of every file in the migrations folder. */
function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory database with every migration applied, as a PGlite dump: made once per set of
 * migrations (kept under node_modules/.cache, keyed by their contents) rather than once per test
 * file — a fresh PGlite plus the migrations took ~8 s, a database loaded from the dump ~2 s.
 */
function migratedImage(): Promise<Uint8Array> {
  migrated ??= (async () => {
    const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(pgliteEntry), '../package.json'), 'utf8')) as { version: string };
    const cached = path.join(cacheFolder, `pglite-${version}-${migrationsHash()}.tar`);
    if (fs.existsSync(cached)) return new Uint8Array(fs.readFileSync(cached));
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const pglite = new PGlite();
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    const image = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    await pglite.close();
    // another worker may write it at the same time: each writes its own file and renames it into place
    fs.mkdirSync(cacheFolder, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    fs.writeFileSync(partial, image);
    fs.renameSync(partial, cached);
    return image;
  })();
  return migrated;
}

/** Waits (up to a second) for the database's backends to end: pool.end() can resolve while one is still closing. */
async function backendsGone(admin: Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * On PostgreSQL, a database with every migration applied, kept on the server under a name that
 * holds the migrations' hash: each test file's database is a copy of it (CREATE DATABASE …
 * TEMPLATE), rather than a new database migrated again.
 */
function migratedTemplate(url: string): Promise<string> {
  template ??= (async () => {
    const { default: pg } = await import('pg');
    const name = `bar_test_template_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length) return name;
      // another run may build it at the same time: each migrates its own and renames it into place
      const building = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      await (await openDatabase({ url: target.toString() })).close();
      await backendsGone(admin, building);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`).catch(async (err: { code?: string }) => {
        if (err.code !== '42P04') throw err;
        await admin.query(`DROP DATABASE ${building}`);
      });
      return name;
    } finally {
      await admin.end();
    }
  })();
  return template;
}

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite, or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL database (a copy of the migrated template) dropped
 * again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ image: await migratedImage() });
  const { default: pg } = await import('pg');
  const name = `bar_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(url)}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  const busyConnection = watchBusyConnectionWarning();
  return {
    ...database,
    async close() {
      busyConnection.stop();
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // forcing the drop while a backend is still closing kills it, and its client raises an unhandled error
      await backendsGone(cleanup, name);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      if (busyConnection.seen) {
        throw new Error(`A statement was sent on a connection still running another (in a transaction, say): ${busyConnection.seen}`);
      }
    },
  };
}

/**
 * node-postgres warns (once per process) when a statement is sent on a client still running one: inside a
 * transaction that is a `Promise.all` over its one connection, which pg@9 refuses. A test file that does so fails.
 */
function watchBusyConnectionWarning(): { seen: string | undefined; stop(): void } {
  const watch = {
    seen: undefined as string | undefined,
    stop: () => process.off('warning', listener),
  };
  const listener = (warning: Error) => {
    if (warning.message.includes('already executing a query')) watch.seen = warning.stack ?? warning.message;
  };
  process.on('warning', listener);
  return watch;
}
