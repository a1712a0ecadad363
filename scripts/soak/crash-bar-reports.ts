import { ordersWithoutDrink } from './crash-verify.js';
import type { Fixture } from './crash-workload.js';
import { sleep } from './server-process.js';

/** How long the bars get, after a restart, to reconnect and report the drinks they took. */
export const BAR_REPORT_LIMIT_MS = 15_000;

export interface BarReports {
  /** Milliseconds until the bar reported in again; null when it did not within the limit. */
  reconnectedMs: number | null;
  /** Milliseconds until every order the bar took had its drink stored (what the check then reads). */
  settledMs: number;
  /** Orders the bar took whose drink was not stored when the server came back (the kill came between). */
  unstoredAtRestart: number;
  /** Of those and any later ones, still without a stored drink when the limit ran out. */
  unreported: number;
}

/**
 * After a restart, waits (at most BAR_REPORT_LIMIT_MS) for the ordered-on bar to reconnect and for
 * every order it took to have its drink stored: a real bar keeps the drinks it took while the
 * server is down and reports them when it is back. Whatever is still missing then is a failure
 * of the check that follows.
 */
export async function awaitBarReports(fx: Fixture, killedAt: number): Promise<BarReports> {
  const started = Date.now();
  const unstoredAtRestart = (await ordersWithoutDrink(fx.admin)).length;
  let reconnectedMs: number | null = null;
  let unreported = Number.NaN;
  while (Date.now() - started < BAR_REPORT_LIMIT_MS) {
    if (reconnectedMs === null) {
      const bar = await fx.admin.must<{ liveCheck: string | null }>('GET', '/ubar/bars/current');
      if (bar.liveCheck && Date.parse(bar.liveCheck) > killedAt) reconnectedMs = Date.now() - started;
    }
    if (reconnectedMs !== null) {
      unreported = (await ordersWithoutDrink(fx.admin)).length;
      if (unreported === 0) return { reconnectedMs, settledMs: Date.now() - started, unstoredAtRestart, unreported };
    }
    await sleep(250);
  }
  if (reconnectedMs === null || Number.isNaN(unreported)) unreported = (await ordersWithoutDrink(fx.admin)).length;
  return { reconnectedMs, settledMs: Date.now() - started, unstoredAtRestart, unreported };
}
