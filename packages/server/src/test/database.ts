import crypto from 'node:crypto';
import { openDatabase, type Database } from '../db/connection.js';

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite, or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL database dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({});
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
