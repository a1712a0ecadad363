// The server's entry. Its first act is to set the embedded database opening (the data-dir lock,
// PGlite's thread, its WASM start): that goes on in the database thread while this one loads and
// builds the rest of the server (server.ts), instead of after it (budget B9). This file loads
// nothing heavy itself; the rest, and the demo simulator, are dynamic imports.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR } from './data-dir.js';
import { startPglite } from './db/pglite-start.js';
import type { App } from './app.js';
import type { EarlyDatabase, Running } from './server.js';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The embedded database, started before anything else loads: DATA_DIR read as loadConfig reads it (blank means unset); none with DATABASE_URL. */
function startEarly(env: NodeJS.ProcessEnv): EarlyDatabase | undefined {
  if (env.DATABASE_URL) return undefined;
  try {
    return { started: startPglite(path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR)) };
  } catch (err) {
    return { failed: err };
  }
}

/** The demo bars' controllers (demo mode), connecting through the broker like real bars: the one place the server reaches the simulator. */
async function startSimulator(app: App, brokerUrl: string) {
  const [{ startDemoSimulator }, { DEMO_ORDER_PROFILE, setupFromDetail, startFleet }] = await Promise.all([
    import('./devices/demo-simulator.js'),
    import('@bar/simulator'),
  ]);
  return startDemoSimulator(app, (bars, log) =>
    startFleet({
      brokerUrl,
      log,
      // steady, seeded customers, busier in the evening: the forecast and the charts show a real day
      simulation: { orderProfile: DEMO_ORDER_PROFILE },
      bars: bars.map(({ detail, bottles, ...bar }) => ({ ...bar, setup: { ...setupFromDetail(detail), bottles } })),
    }),
  );
}

const running: Running = { stopping: false };

const SERVING_CLOSE_MS = 10_000;
const STOP_LIMIT_MS = 60_000;

/**
 * SIGINT/SIGTERM at any point of the start, or a failed start: closes what is running and exits.
 * The simulator and the app get 10 s; the database is then closed in full (PGlite's checkpoint,
 * after whatever it was still opening or running): cut short, the next start would recover it.
 */
async function stop(signal: string | undefined, code = 0) {
  if (running.stopping) return;
  running.stopping = true;
  const logError = (err: unknown) => (running.app ? running.app.log.error(err) : console.error(err));
  if (signal) running.app?.log.info(`${signal} received: closing`);
  setTimeout(() => process.exit(1), STOP_LIMIT_MS).unref();
  running.refuseHeld?.();
  const serving = (async () => {
    await running.simulator?.stop().catch(logError);
    await running.app?.close().catch(logError);
  })();
  await Promise.race([serving, new Promise((resolve) => setTimeout(resolve, SERVING_CLOSE_MS).unref())]);
  await running.database?.close().catch(logError);
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const early = startEarly(process.env);
if (early && 'started' in early) running.database = early.started;

try {
  const { startServer } = await import('./server.js');
  await startServer({ early, running, webRoot, startSimulator });
} catch (err) {
  // a stop under way makes the start's last steps fail (the database refuses them): the stop ends the process
  if (!running.stopping) {
    console.error(err instanceof Error ? err.message : err);
    await stop(undefined, 1);
  }
}
