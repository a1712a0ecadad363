import type { Benchmark } from '../lib/report.js';
import { round } from '../lib/report.js';
import { ratioOf, repeatFor } from '../lib/stats.js';
import { postgresPages } from './data.js';
import { pageSeconds } from './b2-postgres.js';
import { capturePageSql, measureP99Interleaved, sqlLoader } from './page-load.js';

const COUNT_SHARE = 0.15;

export const b4: Benchmark = {
  name: 'b4',
  title: 'drink-history page 1 with its total count vs the page alone (PostgreSQL, 1,000,000 drinks, 50 concurrent)',
  prepare: postgresPages,
  async run(ctx) {
    const data = await postgresPages(ctx);
    const withTotal = await capturePageSql(data.url, data.barId, 0);
    const pageAlone = await capturePageSql(data.url, data.barId, 0, { total: false });
    const repeat = repeatFor(ctx.smoke);
    const seconds = pageSeconds(ctx);
    const load = sqlLoader(data.url);
    let withCount, alone;
    try {
      ({ withCount, alone } = await measureP99Interleaved(ctx.log, repeat, seconds, {
        withCount: { label: 'page + count', run: (s) => load.run(withTotal, s) },
        alone: { label: 'page alone', run: (s) => load.run(pageAlone, s) },
      }));
    } finally {
      await load.close();
    }
    const ratio = ratioOf(withCount.p99, alone.p99);
    const added = round(ratio - 1, 3);
    return {
      name: 'b4',
      title: this.title,
      ours: { p99Ms: withCount.p99, p50Ms: withCount.p50, rps: withCount.rps, requests: withCount.requests },
      anchor: { p99Ms: alone.p99, p50Ms: alone.p50, rps: alone.rps, requests: alone.requests },
      ratio,
      budget: `the count adds ≤ ${COUNT_SHARE * 100}% to the page's p99`,
      checks: [
        {
          what: 'p99 added by the count',
          value: `${round(added * 100, 1)}%`,
          limit: `≤ ${COUNT_SHARE * 100}%`,
          pass: added <= COUNT_SHARE,
          ours: `${withCount.p99} ms`,
          anchor: `${alone.p99} ms`,
        },
      ],
      notes: [
        `median of ${repeat.runs} run(s) of ${seconds} s, the two in turns, judged on p99 (ms); p99 of each run: with count ${withCount.keys.join(' / ')}, alone ${alone.keys.join(' / ')}`,
        `the statements the route sends for page 1 (captured from its repository function: ${withTotal.length} with the total, ${pageAlone.length} without), through a pg.Pool of 10 with 50 callers; ${data.rows.toLocaleString('en-US')} drinks of one bar match the filter`,
      ],
    };
  },
};
