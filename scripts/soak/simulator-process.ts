import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_PASSWORD } from './api-client.js';
import { repoRoot, sleep } from './server-process.js';

export interface RunningSimulator {
  /** Last lines it printed (connections, refusals, reconnections). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The demo bars played by the simulator in a process of their own, as real bar controllers are:
 * it outlives every kill of the server and reconnects when the server is back, keeping the drinks
 * it took and reporting them again.
 */
export async function startSimulator(base: string, email: string, mustRun: string[]): Promise<RunningSimulator> {
  const sim = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'packages/simulator/src/main.ts'), '--url', base, '--email', email, '--password', DEMO_PASSWORD],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const keep = (c: string) => (out = (out + c).slice(-10_000));
  sim.stdout!.setEncoding('utf8').on('data', keep);
  sim.stderr!.setEncoding('utf8').on('data', keep);
  const exited = new Promise((resolve) => sim.once('exit', resolve));
  const stop = async () => {
    if (sim.exitCode === null && sim.signalCode === null) sim.kill('SIGTERM');
    await exited;
  };
  for (let waited = 0; !/Simulating /.test(out); waited += 100) {
    if (sim.exitCode !== null || waited > 60_000) {
      await stop();
      throw new Error(`the simulator did not start: ${out.slice(-2000)}`);
    }
    await sleep(100);
  }
  const line = /Simulating (.*)/.exec(out)![1];
  const missing = mustRun.filter((name) => !line.includes(`${name} (`));
  if (missing.length) {
    await stop();
    throw new Error(`${email} cannot run ${missing.join(', ')} (the simulator runs: ${line})`);
  }
  return { output: () => out, stop };
}
