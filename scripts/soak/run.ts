// `npm run test:soak [-- --rounds N] [--load-minutes M] [--load-db pglite|postgres|both] [--only crash|load]`:
// the crash rounds (ARCHITECTURE §10 "nothing acknowledged is lost") on PGlite and on PostgreSQL,
// then the load run. Prints a table, writes soak-results/soak-<date>.json, exits 1 on any failure.
// A part that cannot run here (no PostgreSQL) is reported SKIPPED, never passed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { crashRounds, type CrashResult } from './crash-rounds.js';
import { loadRun, type LoadResult } from './load-run.js';
import { createDatabase, dropDatabase } from './postgres.js';
import { buildRows, printTable, type Row } from './report.js';
import { repoRoot, serverCommand, type ServerSettings } from './server-process.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    'load-minutes': { type: 'string', default: '30' },
    'load-db': { type: 'string', default: 'pglite' },
    only: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const loadMinutes = Number(values['load-minutes']);
const loadDbs = values['load-db'] === 'both' ? ['pglite', 'postgres'] : [values['load-db']!];
if (
  !Number.isInteger(rounds) ||
  rounds < 1 ||
  !(loadMinutes > 0) ||
  !loadDbs.every((d) => d === 'pglite' || d === 'postgres') ||
  (values.only && !['crash', 'load'].includes(values.only))
) {
  console.error(
    'usage: npm run test:soak -- [--rounds N (≥ 1, default 20)] [--load-minutes M (default 30)] [--load-db pglite|postgres|both] [--only crash|load]',
  );
  process.exit(2);
}
const pgServer = process.env.SOAK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const log = (line: string) => console.log(`  · ${line}`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bar-soak-'));
const startedAt = new Date();
console.log(`Soak: ${serverCommand().what}; data under ${work}`);

type Db = 'pglite' | 'postgres';
const label = (db: Db) => (db === 'pglite' ? 'PGlite' : 'PostgreSQL');

/** Server settings on a fresh data dir (and a fresh PostgreSQL database), or a reason to skip. The bars always run in a process of their own. */
async function freshSettings(db: Db, purpose: string): Promise<{ settings: ServerSettings; cleanup: () => Promise<void> } | { skipped: string }> {
  const dataDir = fs.mkdtempSync(path.join(work, `${purpose}-${db}-`));
  if (db === 'pglite') return { settings: { dataDir, simulator: false }, cleanup: async () => {} };
  const name = `soak_${purpose}_${process.pid}`;
  const url = await createDatabase(pgServer, name);
  if (!url) return { skipped: `PostgreSQL unreachable at ${pgServer} (set SOAK_POSTGRES_URL)` };
  const settings = {
    dataDir,
    databaseUrl: url,
    jwtSecret: crypto.randomBytes(32).toString('base64url'),
    secretKey: crypto.randomBytes(32).toString('base64'),
    simulator: false,
  };
  return { settings, cleanup: () => dropDatabase(pgServer, name) };
}

const crash: Array<CrashResult | { database: string; skipped: string }> = [];
const load: Array<LoadResult | { database: string; skipped: string }> = [];
const failures: string[] = [];

if (values.only !== 'load') {
  for (const db of ['pglite', 'postgres'] as Db[]) {
    console.log(`Crash rounds on ${label(db)}: ${rounds}`);
    const fresh = await freshSettings(db, 'crash');
    if ('skipped' in fresh) {
      console.log(`  SKIPPED: ${fresh.skipped}`);
      crash.push({ database: label(db), skipped: fresh.skipped });
      continue;
    }
    try {
      crash.push(await crashRounds(fresh.settings, label(db) as CrashResult['database'], rounds, log));
    } catch (err) {
      failures.push(`crash rounds on ${label(db)} could not finish: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await fresh.cleanup();
    }
  }
}
if (values.only !== 'crash') {
  for (const db of loadDbs as Db[]) {
    console.log(`Load on ${label(db)}: ${loadMinutes} min`);
    const fresh = await freshSettings(db, 'load');
    if ('skipped' in fresh) {
      console.log(`  SKIPPED: ${fresh.skipped}`);
      load.push({ database: label(db), skipped: fresh.skipped });
      continue;
    }
    try {
      load.push(await loadRun(fresh.settings, label(db), loadMinutes, log));
    } catch (err) {
      failures.push(`load on ${label(db)} could not finish: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await fresh.cleanup();
    }
  }
}

const rows: Row[] = buildRows(crash, load);
printTable(rows);
for (const f of failures) console.error(`FAILED: ${f}`);
const failed = failures.length > 0 || rows.some((r) => r.verdict === 'FAIL');
const outDir = path.join(repoRoot, 'soak-results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `soak-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  file,
  JSON.stringify(
    {
      startedAt,
      seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      server: serverCommand().what,
      options: { rounds, loadMinutes, loadDbs },
      machine: { cpus: os.cpus().length, loadavg: os.loadavg() },
      crash,
      load,
      rows,
      failures,
    },
    null,
    2,
  ),
);
console.log(
  `\nwritten ${path.relative(repoRoot, file)}; ${failed ? 'FAILED' : rows.some((r) => r.verdict === 'SKIPPED') ? 'passed, with parts SKIPPED (see above)' : 'every check passed'}`,
);
fs.rmSync(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
