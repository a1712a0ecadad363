import { BAR_REPORT_LIMIT_MS } from './crash-bar-reports.js';
import type { CrashResult } from './crash-rounds.js';
import type { LoadResult } from './load-run.js';

export const LIMITS = { rssGrowthPercent: 10, liveMaxMs: 1000, silenceMs: 5000 } as const;

export interface Row {
  check: string;
  database: string;
  figure: string;
  verdict: 'pass' | 'FAIL' | 'SKIPPED';
}

type Skipped = { database: string; skipped: string };

export function buildRows(crash: Array<CrashResult | Skipped>, load: Array<LoadResult | Skipped>): Row[] {
  const rows: Row[] = [];
  const row = (check: string, database: string, figure: string, pass: boolean) => rows.push({ check, database, figure, verdict: pass ? 'pass' : 'FAIL' });
  for (const c of crash) {
    if ('skipped' in c) {
      rows.push({ check: 'crash rounds', database: c.database, figure: c.skipped, verdict: 'SKIPPED' });
      continue;
    }
    row('rounds (kill -9, restart)', c.database, `${c.rounds} of ${c.rounds}`, true);
    row(
      'acknowledged writes',
      c.database,
      `${c.acknowledged} (${Object.entries(c.byKind)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')})`,
      c.acknowledged > 0,
    );
    row('lost or altered', c.database, `${c.lost} lost of ${c.checked} read back`, c.lost === 0);
    row(
      'bar back after each restart',
      c.database,
      c.barReconnectMaxMs === null
        ? `a bar did NOT reconnect within ${BAR_REPORT_LIMIT_MS / 1000} s`
        : `reconnected within ${c.barReconnectMaxMs} ms (separate simulator process)`,
      c.barReconnectMaxMs !== null,
    );
    row(
      'half-written orders',
      c.database,
      `${c.halfWritten} half-written (bars given ${BAR_REPORT_LIMIT_MS / 1000} s to report; ${c.reportedByBarAfterRestart} taken before a kill, stored when the bar reported them)`,
      c.halfWritten === 0,
    );
    row('unexpected answers', c.database, `${c.unexpected} unexpected (${c.refusedByRules} refused by business rules)`, c.unexpected === 0);
    row(
      'second process refused',
      c.database,
      c.secondProcess === 'n/a' ? 'n/a (PostgreSQL: no data-dir lock, several instances allowed)' : c.secondProcess,
      c.secondProcess !== 'NOT refused',
    );
    const s = c.sigterm;
    row(
      'SIGTERM clean',
      c.database,
      `exit ${s.exitCode} in ${s.ms} ms${s.lockReleased === null ? '' : s.lockReleased ? ', lock released' : ', lock LEFT'}`,
      s.exitCode === 0 && s.lockReleased !== false,
    );
  }
  for (const l of load) {
    if ('skipped' in l) {
      rows.push({ check: 'load', database: l.database, figure: l.skipped, verdict: 'SKIPPED' });
      continue;
    }
    row(
      'load requests',
      l.database,
      `${l.requests} in ${l.minutes} min (${l.requestsPerSecond}/s, ${l.clients} clients, ${l.bars} bars at ${l.speed}×), ${l.errors} errors`,
      l.errors === 0 && l.requests > 0,
    );
    row(
      'RSS growth after warm-up',
      l.database,
      `${l.rss.growthPercent >= 0 ? '+' : ''}${l.rss.growthPercent}% (${l.rss.baselineMB} → ${l.rss.finalMB} MB)`,
      l.rss.growthPercent < LIMITS.rssGrowthPercent,
    );
    row(
      'live bar → console',
      l.database,
      `p99 ${l.live.p99Ms} ms, max ${l.live.maxMs} ms over ${l.live.heartbeats} heartbeats, ${l.live.unanswered} unanswered; ${l.live.messages} messages, longest silence ${(l.live.longestSilenceMs / 1000).toFixed(1)} s`,
      l.live.heartbeats > 0 && l.live.unanswered === 0 && l.live.maxMs <= LIMITS.liveMaxMs && l.live.longestSilenceMs <= LIMITS.silenceMs,
    );
  }
  return rows;
}

export function printTable(rows: Row[]) {
  const head: Row = { check: 'check', database: 'database', figure: 'figure', verdict: 'pass' };
  const w = (k: keyof Row) => Math.max(...[head, ...rows].map((r) => r[k].length));
  const line = (r: Row, verdict: string) =>
    `| ${r.check.padEnd(w('check'))} | ${r.database.padEnd(w('database'))} | ${r.figure.padEnd(w('figure'))} | ${verdict.padEnd(7)} |`;
  console.log('');
  console.log(line(head, 'verdict'));
  console.log(`|${'-'.repeat(w('check') + 2)}|${'-'.repeat(w('database') + 2)}|${'-'.repeat(w('figure') + 2)}|---------|`);
  for (const r of rows) console.log(line(r, r.verdict));
}
