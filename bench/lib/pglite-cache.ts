import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../../packages/server/src/db/connection.js';
import type { BenchContext } from './report.js';
import { repoRoot } from './report.js';

/**
 * A PGlite data dir under node_modules/.cache, filled once by `fill` and kept between runs while
 * the migration files are unchanged; `--fresh` rebuilds it. `fill` finds what an earlier run left.
 */
export async function cachedPglite<T>(ctx: BenchContext, name: string, fill: (db: Db) => Promise<T>): Promise<T & { dataDir: string }> {
  const dataDir = path.join(repoRoot, 'node_modules/.cache/bar-bench', name);
  const stampFile = path.join(dataDir, 'migrations.sha256');
  const stamp = migrationsHash();
  if (ctx.fresh || (fs.existsSync(dataDir) && readStamp(stampFile) !== stamp)) {
    ctx.log(`rebuilding the PGlite data dir ${path.relative(repoRoot, dataDir)}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    const filled = await fill(database.db);
    fs.writeFileSync(stampFile, stamp);
    return { ...filled, dataDir };
  } finally {
    await database.close();
  }
}

function readStamp(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

function migrationsHash(): string {
  const folder = path.join(repoRoot, 'packages/server/migrations');
  const hash = crypto.createHash('sha256');
  for (const name of fs
    .readdirSync(folder)
    .filter((n) => n.endsWith('.sql'))
    .sort())
    hash.update(fs.readFileSync(path.join(folder, name)));
  return hash.digest('hex');
}
