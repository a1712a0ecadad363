import type { Benchmark, Check } from '../lib/report.js';
import type { LoadFigures } from '../lib/load.js';
import type { LoopDelay } from '../lib/loop-delay.js';
import { startServer, type BenchServer } from '../lib/server.js';
import { medianRun, ratioOf, repeatFor } from '../lib/stats.js';
import { BENCH_ADMIN, pglitePages } from './data.js';
import { pageSeconds, postgresRoute } from './b2-postgres.js';
import { probeInThread } from '../lib/probe-thread.js';
import { routeLoader } from './page-load.js';

const PGLITE_RATIO = 2.5;
const HEALTH_RATIO = 2;
const LOOP_DELAY_MS = 20;

/** The page load with `/api/health` probed by one connection beside it and the server's loop delay over the run. */
async function underLoad(server: BenchServer, page: (seconds: number) => Promise<LoadFigures>, seconds: number) {
  await server.loopDelay(true);
  const [load, health] = await Promise.all([page(seconds), probeInThread(`${server.url}/api/health`, seconds)]);
  return { ...load, health, loop: await server.loopDelay(true) };
}

export const b3: Benchmark = {
  name: 'b3',
  title: 'B2 on PGlite: page p99 vs PostgreSQL, /api/health p99 and event-loop delay p99 under that load',
  prepare: pglitePages,
  async run(ctx) {
    const pgFigures = await postgresRoute(ctx).catch((err: unknown) => {
      throw err instanceof Error ? Object.assign(err, { message: `B3's anchor is B2 on PostgreSQL: ${err.message}` }) : err;
    });
    const data = await pglitePages(ctx);
    const server = await startServer(
      { DATA_DIR: data.dataDir, DEMO: '0', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
      { loopDelay: true },
    );
    try {
      const load = await routeLoader(server, data.barId);
      const repeat = repeatFor(ctx.smoke);
      const seconds = pageSeconds(ctx);
      ctx.log(`idle /api/health, 1 connection: ${repeat.runs} × ${seconds} s…`);
      const idle = await medianRun(
        repeat,
        () => probeInThread(`${server.url}/api/health`, seconds),
        (f) => f.p99,
      );
      const idleLoop = await server.loopDelay(true);
      ctx.log(`ours on PGlite, page 1, with /api/health beside it: ${repeat.warmUp ? 'warm-up, then ' : ''}${repeat.runs} × ${seconds} s…`);
      const first = await medianRun(
        repeat,
        (warm) => underLoad(server, (s) => load(0, s), warm ? 2 : seconds),
        (f) => f.p99,
      );
      ctx.log(`ours on PGlite, page at offset ${data.deepOffset.toLocaleString('en-US')}, with /api/health beside it: ${repeat.runs} × ${seconds} s…`);
      const deep = await medianRun(
        repeat,
        (warm) => underLoad(server, (s) => load(data.deepOffset, s), warm ? 2 : seconds),
        (f) => f.p99,
      );

      const checks: Check[] = [];
      for (const [which, o, pgRun] of [
        ['page 1', first, pgFigures.first],
        ['deep page', deep, pgFigures.deep],
      ] as const) {
        const r = ratioOf(o.p99, pgRun.p99);
        const h = ratioOf(o.health.p99, idle.p99);
        checks.push(
          {
            what: `${which} p99, PGlite vs PostgreSQL`,
            value: `${r}×`,
            limit: `≤ ${PGLITE_RATIO}×`,
            pass: r <= PGLITE_RATIO,
            ours: `${o.p99} ms`,
            anchor: `${pgRun.p99} ms`,
          },
          {
            what: `/api/health p99 during ${which} load vs idle`,
            value: `${h}×`,
            limit: `≤ ${HEALTH_RATIO}×`,
            pass: h <= HEALTH_RATIO,
            ours: `${o.health.p99} ms`,
            anchor: `${idle.p99} ms`,
          },
          { what: `event-loop delay p99 during ${which} load`, value: `${o.loop.p99} ms`, limit: `≤ ${LOOP_DELAY_MS} ms`, pass: o.loop.p99 <= LOOP_DELAY_MS },
        );
      }
      const flat = (prefix: string, f: LoadFigures & { health: LoadFigures; loop: LoopDelay }) => ({
        [`${prefix}P99Ms`]: f.p99,
        [`${prefix}Rps`]: f.rps,
        [`${prefix}Requests`]: f.requests,
        [`${prefix}HealthP99Ms`]: f.health.p99,
        [`${prefix}LoopDelayP99Ms`]: f.loop.p99,
        [`${prefix}LoopDelayMaxMs`]: f.loop.max,
      });
      return {
        name: 'b3',
        title: this.title,
        ours: { rows: data.rows, ...flat('page1', first), ...flat('deep', deep) },
        anchor: {
          postgresPage1P99Ms: pgFigures.first.p99,
          postgresDeepP99Ms: pgFigures.deep.p99,
          idleHealthP99Ms: idle.p99,
          idleLoopDelayP99Ms: idleLoop.p99,
        },
        ratio: ratioOf(first.p99, pgFigures.first.p99),
        budget: `≤ ${PGLITE_RATIO}× PostgreSQL; health p99 ≤ ${HEALTH_RATIO}× idle; loop delay p99 ≤ ${LOOP_DELAY_MS} ms`,
        checks,
        notes: [
          `median of ${repeat.runs} run(s) of ${seconds} s, judged on the page p99 (ms); page 1 p99 per run ${first.keys.join(' / ')}, deep ${deep.keys.join(' / ')}`,
          'the PostgreSQL figures are B2’s route figures of this run (measured again when B2 did not run)',
          '/api/health: one connection back to back beside the 50-connection page load, from a thread of its own (node:http, kept alive); idle = the same probe with no other load',
          'event-loop delay: monitorEventLoopDelay (10 ms resolution) preloaded into the server process, reset at the start of each run',
          'the built server on an embedded PGlite data dir (DEMO=0, a first super administrator); PGlite runs in its worker thread (db/pglite-thread.ts)',
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
