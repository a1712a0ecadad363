import { openDatabase, type Db } from '../../packages/server/src/db/connection.js';
import { tallyWindows } from '../../packages/server/src/analytics/repository.js';
import type { Benchmark, BenchContext, Check } from '../lib/report.js';
import { round } from '../lib/report.js';
import { signIn, startServer } from '../lib/server.js';
import { median, medianRun, ratioOf, repeatFor } from '../lib/stats.js';
import { BENCH_ADMIN } from '../pages/data.js';
import { postgresServerEnv } from '../pages/b2-postgres.js';
import { RANGE, ZONE, countOverSpan, pgliteAnalytics, postgresAnalytics } from './data.js';

const BUDGET_MS = { postgres: 500, pglite: 2000 } as const;
type Engine = keyof typeof BUDGET_MS;

interface EngineFigures {
  /** The route's answer time (ms), median of the runs. */
  route: number;
  routeRuns: number[];
  /** SELECT count(*) over the same drinks (ms), median of the runs. */
  count: number;
  countRuns: number[];
  /** The route's statement over the whole year (ms), in-process: figures only, the route takes at most 3 months. */
  year: number;
  delivered: number;
}

const path = `/api/analytics/sales?from=${encodeURIComponent(RANGE.from)}&to=${encodeURIComponent(RANGE.to)}`;

/** Times the route on a running bench server: warm-up, then the median of the runs. */
async function timeRoute(ctx: BenchContext, url: string, barId: string) {
  const { accessToken } = await signIn(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const headers = { authorization: `Bearer ${accessToken}`, 'x-bar': barId };
  let delivered = 0;
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url + path, { headers });
    const body = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 300)}`);
    const { totals } = JSON.parse(body) as { totals: Record<'current' | 'previous', { drinks: number }> };
    delivered = totals.current.drinks + totals.previous.drinks;
    return ms;
  };
  const { keys } = await medianRun(repeatFor(ctx.smoke), once, (ms) => ms);
  return { route: round(median(keys), 1), routeRuns: keys, delivered };
}

/** The anchor and the year on an open database (the bench process's own connection). */
async function timeOnDatabase(ctx: BenchContext, db: Db, barId: string) {
  const { keys } = await medianRun(
    repeatFor(ctx.smoke),
    () => countOverSpan(db, barId),
    (ms) => ms,
  );
  const started = performance.now();
  // the route's statement over the whole year: 2025's first half as the previous period, the second as the current one
  await tallyWindows(db, [
    {
      barId,
      timeZone: ZONE,
      previousFrom: new Date('2024-12-31T23:00:00Z'),
      currentFrom: new Date('2025-06-30T22:00:00Z'),
      currentTo: new Date('2025-12-31T23:00:00Z'),
    },
  ]);
  return { count: round(median(keys), 1), countRuns: keys, year: round(performance.now() - started, 1) };
}

async function onPostgres(ctx: BenchContext): Promise<EngineFigures> {
  const data = await postgresAnalytics(ctx);
  const server = await startServer(postgresServerEnv(data.url));
  let route;
  try {
    ctx.log('ours on PostgreSQL: the route, warm-up then median of runs…');
    route = await timeRoute(ctx, server.url, data.barId);
  } finally {
    await server.stop();
  }
  const database = await openDatabase({ url: data.url });
  try {
    ctx.log('anchor on PostgreSQL: SELECT count(*) over the same range…');
    return { ...route, ...(await timeOnDatabase(ctx, database.db, data.barId)) };
  } finally {
    await database.close();
  }
}

async function onPglite(ctx: BenchContext): Promise<EngineFigures> {
  const data = await pgliteAnalytics(ctx);
  // one process per data dir: the anchor first, then the server on the same dir
  const database = await openDatabase({ dataDir: data.dataDir });
  let onDb;
  try {
    ctx.log('anchor on PGlite: SELECT count(*) over the same range…');
    onDb = await timeOnDatabase(ctx, database.db, data.barId);
  } finally {
    await database.close();
  }
  const server = await startServer({ DATA_DIR: data.dataDir, DEMO: '0', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password });
  try {
    ctx.log('ours on PGlite: the route, warm-up then median of runs…');
    return { ...(await timeRoute(ctx, server.url, data.barId)), ...onDb };
  } finally {
    await server.stop();
  }
}

const prefixed = (engine: Engine, f: EngineFigures) => ({
  [`${engine}RouteMs`]: f.route,
  [`${engine}RouteRunsMs`]: f.routeRuns.join(' / '),
  [`${engine}YearStatementMs`]: f.year,
  [`${engine}DeliveredInRange`]: f.delivered,
});

export const b11: Benchmark = {
  name: 'b11',
  title: "sales analytics of a busy bar's year (1,000,000 drinks): the longest range with its previous period, vs SELECT count(*) over the same drinks",
  prepare: pgliteAnalytics,
  async run(ctx) {
    const figures = { postgres: await onPostgres(ctx), pglite: await onPglite(ctx) };
    const checks: Check[] = (Object.keys(BUDGET_MS) as Engine[]).map((engine) => ({
      what: `analytics answer on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
      value: `${figures[engine].route} ms`,
      limit: `≤ ${BUDGET_MS[engine]} ms`,
      pass: figures[engine].route <= BUDGET_MS[engine],
      ours: `${figures[engine].route} ms`,
      anchor: `${figures[engine].count} ms`,
    }));
    return {
      name: 'b11',
      title: this.title,
      ours: { range: `${RANGE.from}–${RANGE.to} and the 92 days before`, ...prefixed('postgres', figures.postgres), ...prefixed('pglite', figures.pglite) },
      anchor: {
        postgresCountMs: figures.postgres.count,
        postgresCountRunsMs: figures.postgres.countRuns.join(' / '),
        pgliteCountMs: figures.pglite.count,
        pgliteCountRunsMs: figures.pglite.countRuns.join(' / '),
      },
      ratio: ratioOf(figures.postgres.route, figures.postgres.count),
      budget: '≤ 500 ms on PostgreSQL, ≤ 2 s on PGlite (the count beside it)',
      checks,
      notes: [
        `ours: GET ${path} (x-bar = the bench bar, ${ZONE}) on the built server, one caller; ${ctx.smoke ? 'one run' : 'median of 3 runs after a warm-up'}, answer time at the client (ms)`,
        'the range is the longest the analytics take (the export limit, 3 months: the last quarter of the year) with its previous period (the quarter before): half of the year, about 500,000 drinks',
        'anchor: SELECT count(*) FROM drinks WHERE bar_id = … AND created_at over both periods, on a connection of the bench process (PGlite: the same data dir, before the server opens it)',
        "yearStatementMs: the route's statement over the whole year (first half as the previous period), called in-process once: a figure, not judged",
        `ratio = ours / count on PostgreSQL; on PGlite ${ratioOf(figures.pglite.route, figures.pglite.count)}×`,
        'the server, the database and the client share the same cores',
      ],
    };
  },
};
