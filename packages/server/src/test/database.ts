import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder, openDatabase, type Database } from '../db/connection.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const cacheFolder = path.resolve(here, '../../../../node_modules/.cache/bar-test');

let migrated: Promise<Uint8Array> | undefined;

/**
 * An in-memory database with every migration applied, as a PGlite dump: made once per set of
 * migrations (kept under node_modules/.cache, keyed by their contents) rather than once per test
 * file — a fresh PGlite plus the migrations took ~8 s, a database loaded from the dump ~2 s.
 */
function migratedImage(): Promise<Uint8Array> {
  migrated ??= (async () => {
    const hash = crypto.createHash('sha256');
    for (const name of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(migrationsFolder, name);
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
    const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(pgliteEntry), '../package.json'), 'utf8')) as { version: string };
    const cached = path.join(cacheFolder, `pglite-${version}-${hash.digest('hex').slice(0, 16)}.tar`);
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

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite, or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL database dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ image: await migratedImage() });
  const { default: pg } = await import('pg');
  const name = `bar_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // pool.end() can resolve while a backend is still closing; forcing the drop then kills it and
      // its client raises an unhandled error, so wait for the backends to go first
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
