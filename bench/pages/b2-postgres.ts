import type { Benchmark, BenchContext, Check } from '../lib/report.js';
import { round } from '../lib/report.js';
import type { LoadFigures } from '../lib/load.js';
import { startServer } from '../lib/server.js';
import { ratioOf, repeatFor } from '../lib/stats.js';
import { BENCH_ADMIN, PER_PAGE, postgresPages } from './data.js';
import { capturePageSql, measureP99Interleaved, routeLoader, sqlLoader, type P99Figure } from './page-load.js';

/** Settings of a bench server on the bench's PostgreSQL database (no demo, one super administrator). */
export function postgresServerEnv(url: string): Record<string, string> {
  return {
    DATABASE_URL: url,
    JWT_SECRET: 'bench-jwt-secret-bench-jwt-secret-0123',
    SECRET_KEY: '0'.repeat(64),
    DEMO: '0',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
}

export const pageSeconds = (ctx: BenchContext) => (ctx.smoke ? 2 : 6);

type RouteFigures = { first: P99Figure; deep: P99Figure };

/** B2's figures, also B3's anchor: the route on PostgreSQL, page 1 and deep (in turns). */
export async function postgresRoute(ctx: BenchContext): Promise<RouteFigures> {
  const cached = ctx.shared.get('b2Route') as RouteFigures | undefined;
  if (cached) return cached;
  const data = await postgresPages(ctx);
  const server = await startServer(postgresServerEnv(data.url));
  try {
    const load = await routeLoader(server, data.barId);
    const figures = await measureP99Interleaved(ctx.log, repeatFor(ctx.smoke), pageSeconds(ctx), routeFigures(data.deepOffset, load));
    ctx.shared.set('b2Route', figures);
    return figures;
  } finally {
    await server.stop();
  }
}

function routeFigures(deepOffset: number, load: (offset: number, seconds: number) => Promise<LoadFigures>) {
  return {
    first: { label: 'ours on PostgreSQL, page 1', run: (s: number) => load(0, s) },
    deep: { label: `ours on PostgreSQL, page at offset ${deepOffset.toLocaleString('en-US')}`, run: (s: number) => load(deepOffset, s) },
  };
}

export const b2: Benchmark = {
  name: 'b2',
  title: 'drink-history page p99 at 50 concurrent on 1,000,000 drinks (PostgreSQL): page 1 and 500,000 rows deep, vs the same SQL through pg',
  prepare: postgresPages,
  async run(ctx) {
    const data = await postgresPages(ctx);
    const repeat = repeatFor(ctx.smoke);
    const seconds = pageSeconds(ctx);
    const first = await capturePageSql(data.url, data.barId, 0);
    const deepSql = await capturePageSql(data.url, data.barId, data.deepOffset);
    const anchor = sqlLoader(data.url);
    const anchorFigures = {
      anchorFirst: { label: 'anchor pg, page 1', run: (s: number) => anchor.run(first, s) },
      anchorDeep: { label: 'anchor pg, deep page', run: (s: number) => anchor.run(deepSql, s) },
    };
    let ours: RouteFigures;
    let anchorFirst: P99Figure, anchorDeep: P99Figure;
    try {
      const cached = ctx.shared.get('b2Route') as RouteFigures | undefined;
      if (cached) {
        ours = cached;
        ({ anchorFirst, anchorDeep } = await measureP99Interleaved(ctx.log, repeat, seconds, anchorFigures));
      } else {
        // ours and the anchor in turns, the server up throughout (idle while the anchor runs)
        const server = await startServer(postgresServerEnv(data.url));
        try {
          const load = await routeLoader(server, data.barId);
          const all = await measureP99Interleaved(ctx.log, repeat, seconds, { ...routeFigures(data.deepOffset, load), ...anchorFigures });
          ours = { first: all.first, deep: all.deep };
          ({ anchorFirst, anchorDeep } = all);
          ctx.shared.set('b2Route', ours);
        } finally {
          await server.stop();
        }
      }
    } finally {
      await anchor.close();
    }
    const pageCheck = (which: string, o: LoadFigures, a: LoadFigures): Check[] => {
      const r = ratioOf(o.p99, a.p99);
      const extra = round(o.p99 - a.p99, 1);
      return [
        { what: `${which} p99 vs pg`, value: `${r}×`, limit: '≤ 1.3×', pass: r <= 1.3, ours: `${o.p99} ms`, anchor: `${a.p99} ms` },
        { what: `${which} p99 added over pg`, value: `${extra} ms`, limit: '≤ +5 ms', pass: extra <= 5, ours: `${o.p99} ms`, anchor: `${a.p99} ms` },
      ];
    };
    const deepRatio = ratioOf(ours.deep.p99, ours.first.p99);
    return {
      name: 'b2',
      title: this.title,
      ours: { rows: data.rows, perPage: PER_PAGE, deepOffset: data.deepOffset, ...figures('page1', ours.first), ...figures('deep', ours.deep) },
      anchor: { ...figures('page1', anchorFirst), ...figures('deep', anchorDeep) },
      ratio: ratioOf(ours.first.p99, anchorFirst.p99),
      budget: '≤ 1.3× and ≤ +5 ms the same SQL through pg (p99); deep page ≤ 1.2× page 1',
      checks: [
        ...pageCheck('page 1', ours.first, anchorFirst),
        ...pageCheck('deep page', ours.deep, anchorDeep),
        {
          what: 'deep page p99 vs page 1 (ours)',
          value: `${deepRatio}×`,
          limit: '≤ 1.2×',
          pass: deepRatio <= 1.2,
          ours: `${ours.deep.p99} ms`,
          anchor: `${ours.first.p99} ms`,
        },
      ],
      notes: [
        `median of ${repeat.runs} run(s) of ${seconds} s${repeat.warmUp ? ' after a 2 s warm-up' : ''}, the figures in turns, judged on p99 (ms); p99 of each run: page 1 ${ours.first.keys.join(' / ')} vs pg ${anchorFirst.keys.join(' / ')}, deep ${ours.deep.keys.join(' / ')} vs pg ${anchorDeep.keys.join(' / ')}`,
        `ours: GET ${'/api/uorder/drink/'}?status=delivered&perPage=${PER_PAGE}&sort={"createdAt":-1} on the built server (DATABASE_URL, pool of 10), 50 callers fetching back to back (the anchor’s client loop; answers in flight at the end are waited for)`,
        `anchor: the statements the route sends (${first.length} for page 1, ${deepSql.length} for the deep page: the page with its total), captured from its repository function, through a pg.Pool of 10 with 50 callers`,
        'the server, PostgreSQL and the load generator share the same cores',
      ],
    };
  },
};

function figures(prefix: string, f: LoadFigures) {
  return { [`${prefix}P99Ms`]: f.p99, [`${prefix}P50Ms`]: f.p50, [`${prefix}Rps`]: f.rps, [`${prefix}Requests`]: f.requests };
}
