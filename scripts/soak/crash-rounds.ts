import fs from 'node:fs';
import path from 'node:path';
import { awaitBarReports, BAR_REPORT_LIMIT_MS, type BarReports } from './crash-bar-reports.js';
import { Ledger } from './crash-ledger.js';
import { verify } from './crash-verify.js';
import { BAR_NAME, WORKERS, prepareFixture, writer, type Fixture } from './crash-workload.js';
import { killHard, sleep, spawnServer, startServer, stopGently, waitReady, type RunningServer, type ServerSettings } from './server-process.js';
import { startSimulator, type RunningSimulator } from './simulator-process.js';

export interface CrashResult {
  database: 'PGlite' | 'PostgreSQL';
  rounds: number;
  acknowledged: number;
  byKind: Record<string, number>;
  checked: number;
  lost: number;
  halfWritten: number;
  refusedByRules: number;
  unexpected: number;
  secondProcess: 'refused' | 'NOT refused' | 'n/a';
  /** Slowest reconnection of the bar after a restart (ms); null when it once did not come back within the limit. */
  barReconnectMaxMs: number | null;
  /** Orders the bar took whose drink the killed server had not stored, reported by the bar after the restart. */
  reportedByBarAfterRestart: number;
  sigterm: { exitCode: number | null; ms: number; lockReleased: boolean | null };
  problems: string[];
}

const KILL_AFTER_MS: [number, number] = [800, 5000];
/** An MSADMIN runs every demo bar, as the operator of a bar fleet would. */
const SIMULATOR_ACCOUNT = 'msadmin@demo.bar';

/**
 * N rounds of: concurrent acknowledged writes → SIGKILL at a random moment → restart on the same
 * data → the bars (a separate process that outlives the kill) reconnect and report what they took
 * → every acknowledged write read back. Then a second process on the same data dir, then SIGTERM,
 * then one more start and check.
 */
export async function crashRounds(
  settings: ServerSettings,
  database: CrashResult['database'],
  rounds: number,
  log: (line: string) => void,
): Promise<CrashResult> {
  // the bars are never inside the server: a kill must not take them down with it
  const serverSettings: ServerSettings = { ...settings, simulator: false };
  const run = { server: await startServer(serverSettings) };
  let simulator: RunningSimulator | undefined;
  try {
    simulator = await startSimulator(run.server.base, SIMULATOR_ACCOUNT, [BAR_NAME]);
    return await killRounds(serverSettings, database, rounds, log, run, simulator);
  } catch (err) {
    const tail = simulator ? `\nsimulator output:\n${simulator.output().slice(-1500)}` : '';
    throw new Error(`${err instanceof Error ? err.message : String(err)}${tail}`, { cause: err });
  } finally {
    if (run.server.child.exitCode === null && run.server.child.signalCode === null) await stopGently(run.server);
    await simulator?.stop();
  }
}

async function killRounds(
  settings: ServerSettings,
  database: CrashResult['database'],
  rounds: number,
  log: (line: string) => void,
  run: { server: RunningServer },
  sim: RunningSimulator,
): Promise<CrashResult> {
  const ledger = new Ledger();
  const problems: string[] = [];
  let checked = 0;
  let lost = 0;
  const halfWritten = new Set<string>();
  const fx: Fixture = await prepareFixture(run.server.base, ledger, `${database}-${process.pid}`.toLowerCase());
  const reconnects: Array<number | null> = [];
  let reportedByBar = 0;
  /** After a restart: the bar reconnects and reports the drinks it took, within the limit. */
  const barsReport = async (killedAt: number): Promise<BarReports> => {
    const r = await awaitBarReports(fx, killedAt);
    reconnects.push(r.reconnectedMs);
    reportedByBar += Math.max(0, r.unstoredAtRestart - r.unreported);
    if (r.reconnectedMs === null) problems.push(`${BAR_NAME} did not reconnect within ${BAR_REPORT_LIMIT_MS / 1000} s; simulator: ${sim.output().slice(-500)}`);
    return r;
  };
  if ((await awaitBarReports(fx, 0)).reconnectedMs === null) throw new Error(`${BAR_NAME} did not come online: ${sim.output().slice(-500)}`);
  const record = (c: Awaited<ReturnType<typeof verify>>) => {
    checked += c.checked;
    lost += c.lost;
    for (const id of c.halfWrittenIds) halfWritten.add(id);
    problems.push(...c.problems.slice(0, 10));
  };

  for (let round = 1; round <= rounds; round++) {
    let stop = false;
    const writers = Array.from({ length: WORKERS }, (_, w) => writer(fx, ledger, w, round, () => stop));
    const killAt = KILL_AFTER_MS[0] + Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]);
    await sleep(killAt);
    const before = ledger.totalAcknowledged;
    const killedAt = Date.now();
    await killHard(run.server);
    stop = true;
    await Promise.all(writers);
    run.server = await spawnServer(settings, run.server.port);
    const startMs = await waitReady(run.server);
    const bar = await barsReport(killedAt);
    const check = await verify(fx, ledger);
    record(check);
    log(
      `round ${round}/${rounds}: killed after ${Math.round(killAt)} ms, ${before} acknowledged so far, restart ${startMs} ms, bar back ${bar.reconnectedMs ?? 'NEVER'} ms after it (orders taken but unstored at restart: ${bar.unstoredAtRestart}; stored or given up after ${bar.settledMs} ms), ${check.checked} records read back, ${check.lost} lost, ${check.halfWritten} half-written`,
    );
    for (const p of check.problems) log(`  ${p}`);
  }

  let secondProcess: CrashResult['secondProcess'] = 'n/a';
  if (!settings.databaseUrl) {
    const second = await spawnServer(settings);
    const outcome = await Promise.race([
      second.exited.then(() => 'exited' as const),
      waitReady(second).then(
        () => 'started' as const,
        () => 'exited' as const,
      ),
    ]);
    if (outcome === 'started') {
      await killHard(second);
      secondProcess = 'NOT refused';
    } else {
      const { code } = await second.exited;
      secondProcess = code !== 0 && /in use by another process/.test(second.output()) ? 'refused' : 'NOT refused';
    }
    log(`second process on the same data dir: ${secondProcess}${secondProcess === 'refused' ? '' : `: ${second.output().slice(-500)}`}`);
  }

  const stopped = await stopGently(run.server);
  const lockFile = path.join(settings.dataDir, 'db.lock');
  const lockReleased = settings.databaseUrl ? null : !fs.existsSync(lockFile);
  log(
    `SIGTERM: exit ${stopped.code ?? stopped.signal} after ${stopped.ms} ms${lockReleased === null ? '' : `, lock ${lockReleased ? 'released' : 'LEFT BEHIND'}`}`,
  );
  const stoppedAt = Date.now();
  run.server = await spawnServer(settings, run.server.port);
  await waitReady(run.server);
  await barsReport(stoppedAt);
  const after = await verify(fx, ledger);
  record(after);
  log(`after the clean stop: ${after.checked} records read back, ${after.lost} lost, ${after.halfWritten} half-written`);
  for (const p of after.problems) log(`  ${p}`);
  await stopGently(run.server);

  return {
    database,
    rounds,
    acknowledged: ledger.totalAcknowledged,
    byKind: Object.fromEntries(ledger.acknowledged),
    checked,
    lost,
    halfWritten: halfWritten.size,
    refusedByRules: ledger.refused,
    unexpected: ledger.unexpected.length,
    secondProcess,
    reportedByBarAfterRestart: reportedByBar,
    barReconnectMaxMs: reconnects.includes(null) ? null : Math.max(...(reconnects as number[])),
    sigterm: { exitCode: stopped.code, ms: stopped.ms, lockReleased },
    problems: [...problems, ...ledger.unexpected.slice(0, 10)],
  };
}
