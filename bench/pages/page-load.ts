import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../packages/server/src/db/connection.js';
import * as schema from '../../packages/server/src/db/schema.js';
import { listDrinksByStatus } from '../../packages/server/src/drinks/queue-repository.js';
import { loopLoad, type LoadFigures } from '../lib/load.js';
import { medianRun, type Repeat } from '../lib/stats.js';
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
 * The statements the route sends for a page (the page and its total count), captured from the
 * server's own repository function through a query logger, so that the anchor runs the same SQL.
 */
export async function capturePageSql(url: string, barId: string, offset: number): Promise<{ page: Statement; count: Statement }> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const seen: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, values) => void seen.push({ text, values }) } }) as unknown as Db;
  try {
    await listDrinksByStatus(db, barId, [STATUS], { page: offset / PER_PAGE, perPage: PER_PAGE, sort: SORT });
  } finally {
    await pool.end();
  }
  const page = seen.find((s) => /\blimit\b/i.test(s.text));
  const count = seen.find((s) => /\bcount\(/i.test(s.text));
  if (!page || !count || seen.length !== 2) throw new Error(`expected the page and its count, captured ${seen.length} statement(s)`);
  return { page, count };
}

/** The anchor: the same statements through `pg` (a pool the server's size), 50 callers at once. */
export function sqlLoader(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  return {
    run: (statements: Statement[], seconds: number) => loopLoad(CONNECTIONS, seconds, () => Promise.all(statements.map((s) => pool.query(s)))),
    close: () => pool.end(),
  };
}

/** Median-of-runs p99 of one figure, logged as it goes. */
export function measureP99(log: (line: string) => void, repeat: Repeat, seconds: number, label: string, run: (seconds: number) => Promise<LoadFigures>) {
  log(`${label}: ${repeat.warmUp ? 'warm-up, then ' : ''}${repeat.runs} × ${seconds} s…`);
  return medianRun(
    repeat,
    (warm) => run(warm ? Math.min(2, seconds) : seconds),
    (f) => f.p99,
  );
}
