import fs from 'node:fs';
import path from 'node:path';
import { Ledger } from './crash-ledger.js';
import { verify } from './crash-verify.js';
import { WORKERS, prepareFixture, writer, type Fixture } from './crash-workload.js';
import { killHard, sleep, spawnServer, startServer, stopGently, waitReady, type ServerSettings } from './server-process.js';

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
  sigterm: { exitCode: number | null; ms: number; lockReleased: boolean | null };
  problems: string[];
}

const KILL_AFTER_MS: [number, number] = [800, 5000];

/**
 * N rounds of: concurrent acknowledged writes → SIGKILL at a random moment → restart on the same
 * data → every acknowledged write read back. Then a second process on the same data dir, then
 * SIGTERM, then one more start and check.
 */
export async function crashRounds(settings: ServerSettings, database: CrashResult['database'], rounds: number, log: (line: string) => void): Promise<CrashResult> {
  const ledger = new Ledger();
  const problems: string[] = [];
  let checked = 0;
  let lost = 0;
  const halfWritten = new Set<string>();
  let server = await startServer(settings);
  const fx: Fixture = await prepareFixture(server.base, ledger, `${database}-${process.pid}`.toLowerCase());
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
    await killHard(server);
    stop = true;
    await Promise.all(writers);
    server = await spawnServer(settings, server.port);
    const startMs = await waitReady(server);
    const check = await verify(fx, ledger);
    record(check);
    log(`round ${round}/${rounds}: killed after ${Math.round(killAt)} ms, ${before} acknowledged so far, restart ${startMs} ms, ${check.checked} records read back, ${check.lost} lost, ${check.halfWritten} half-written`);
    for (const p of check.problems) log(`  ${p}`);
  }

  let secondProcess: CrashResult['secondProcess'] = 'n/a';
  if (!settings.databaseUrl) {
    const second = await spawnServer(settings);
    const outcome = await Promise.race([second.exited.then(() => 'exited' as const), waitReady(second).then(() => 'started' as const, () => 'exited' as const)]);
    if (outcome === 'started') {
      await killHard(second);
      secondProcess = 'NOT refused';
    } else {
      const { code } = await second.exited;
      secondProcess = code !== 0 && /in use by another process/.test(second.output()) ? 'refused' : 'NOT refused';
    }
    log(`second process on the same data dir: ${secondProcess}${secondProcess === 'refused' ? '' : `: ${second.output().slice(-500)}`}`);
  }

  const stopped = await stopGently(server);
  const lockFile = path.join(settings.dataDir, 'db.lock');
  const lockReleased = settings.databaseUrl ? null : !fs.existsSync(lockFile);
  log(`SIGTERM: exit ${stopped.code ?? stopped.signal} after ${stopped.ms} ms${lockReleased === null ? '' : `, lock ${lockReleased ? 'released' : 'LEFT BEHIND'}`}`);
  server = await spawnServer(settings, server.port);
  await waitReady(server);
  const after = await verify(fx, ledger);
  record(after);
  log(`after the clean stop: ${after.checked} records read back, ${after.lost} lost, ${after.halfWritten} half-written`);
  for (const p of after.problems) log(`  ${p}`);
  await stopGently(server);

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
    sigterm: { exitCode: stopped.code, ms: stopped.ms, lockReleased },
    problems: [...problems, ...ledger.unexpected.slice(0, 10)],
  };
}
