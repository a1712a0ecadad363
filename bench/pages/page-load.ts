import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../packages/server/src/db/connection.js';
import * as schema from '../../packages/server/src/db/schema.js';
import { listDrinksByStatus, statementName } from '../../packages/server/src/drinks/history-repository.js';
import { loopLoad, type LoadFigures } from '../lib/load.js';
import { medianRunsInTurns, type Repeat } from '../lib/stats.js';
import type { BenchServer } from '../lib/server.js';
import { signIn } from '../lib/server.js';
import { BENCH_ADMIN, PER_PAGE } from './data.js';

export const CONNECTIONS = 50;
/** The pool the server opens on PostgreSQL (packages/server/src/db/connection.ts). */
const POOL_SIZE = 10;
const STATUS = 'delivered';
const SORT = '{"createdAt":-1}';

export interface Statement {
  text: string;
  values: unknown[];
  /** The prepared statement's name, as the repository names it (each connection parses it once). */
  name?: string;
}

/** The production-history route for the page starting `offset` rows in: bar (x-bar) + status filter, newest first. */
export function pagePath(offset: number): string {
  return `/api/uorder/drink/?status=${STATUS}&page=${offset / PER_PAGE}&perPage=${PER_PAGE}&sort=${encodeURIComponent(SORT)}`;
}

/** A load on the route of a running server, signed in as the bench's super administrator. */
export async function routeLoader(server: BenchServer, barId: string) {
  const { accessToken } = await signIn(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const headers = { authorization: `Bearer ${accessToken}`, 'x-bar': barId };
  const check = await fetch(server.url + pagePath(0), { headers });
  if (!check.ok) throw new Error(`the drink-history route answered ${check.status}: ${await check.text()}`);
  return (offset: number, seconds: number) => fetchLoad(server.url + pagePath(offset), headers, CONNECTIONS, seconds);
}

/**
 * `connections` callers fetching `url` back to back for `seconds` — the same client loop as the
 * SQL anchor's, and one that waits for the answers still on their way when the time is up (slow
 * pages are measured, not dropped). Refuses an error answer.
 */
export function fetchLoad(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadFigures> {
  return loopLoad(connections, seconds, async () => {
    const res = await fetch(url, { headers }).catch((err: Error) => {
      throw new Error(`${new URL(url).pathname}: ${err.message} (${String((err.cause as Error | undefined)?.message ?? err.cause)})`, { cause: err });
    });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  });
}

/**
 * The statements the route sends for a page, captured from the server's own repository function
 * through a query logger, so that the anchor runs the same SQL. With the total (the route's case)
 * that is one statement, the page with its total beside every row; `total: false` gives the same
 * page without it (B4's "page alone"). Named as the repository names it, so that the anchor too
 * parses it once per connection.
 */
export async function capturePageSql(url: string, barId: string, offset: number, options: { total?: boolean } = {}): Promise<Statement[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const seen: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, values) => void seen.push({ text, values }) } }) as unknown as Db;
  try {
    const page = await listDrinksByStatus(db, barId, [STATUS], { page: offset / PER_PAGE, perPage: PER_PAGE, sort: SORT }, options);
    if (page.data.length !== PER_PAGE) throw new Error(`the page at offset ${offset} has ${page.data.length} rows, expected ${PER_PAGE}`);
  } finally {
    await pool.end();
  }
  // a page with rows is one statement, named by its text (history-repository.ts keysetPage)
  if (seen.length !== 1 || !/\blimit\b/i.test(seen[0].text)) throw new Error(`expected the page's one statement, captured ${seen.length} statement(s)`);
  return seen.map((s) => ({ ...s, name: statementName(s.text) }));
}

/** The anchor: the same statements through `pg` (a pool the server's size), 50 callers at once. */
export function sqlLoader(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  return {
    run: (statements: Statement[], seconds: number) => loopLoad(CONNECTIONS, seconds, () => Promise.all(statements.map((s) => pool.query(s)))),
    close: () => pool.end(),
  };
}

export type P99Figure = LoadFigures & { keys: number[] };

/**
 * Median-of-runs p99 of several figures measured in turns (`medianRunsInTurns`), logged as it goes.
 */
export async function measureP99Interleaved<K extends string>(
  log: (line: string) => void,
  repeat: Repeat,
  seconds: number,
  figures: Record<K, { label: string; run: (seconds: number) => Promise<LoadFigures> }>,
): Promise<Record<K, P99Figure>> {
  const names = Object.keys(figures) as K[];
  log(`${names.map((n) => figures[n].label).join(' | ')}: ${repeat.warmUp ? 'warm-up, then ' : ''}${repeat.runs} × ${seconds} s each, in turns…`);
  const runs = Object.fromEntries(names.map((n) => [n, (warmUp: boolean) => figures[n].run(warmUp ? Math.min(2, seconds) : seconds)])) as Record<
    K,
    (warmUp: boolean) => Promise<LoadFigures>
  >;
  return medianRunsInTurns(repeat, runs, (f) => f.p99);
}
