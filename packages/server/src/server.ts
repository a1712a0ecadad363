// The server's start after its entry (main.ts) has set the embedded database opening: reads the
// configuration, finishes opening the database, builds the app, prepares the data, listens. Loaded
// by main.ts while PGlite starts in its thread (budget B9).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { analyze, openDatabase, openPglite, type OpeningDatabase } from './db/connection.js';
import { startPglite, type StartedPglite } from './db/pglite-start.js';
import { buildApp, type App } from './app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data.js';
import { createSecretBox, type SecretBox } from './secrets/secret-box.js';
import { keyFromDataDir } from './secrets/secret-key.js';
import { sealStoredSecrets } from './secrets/bar-secrets.js';

/** The embedded database as the entry started it: opening, or why it could not start (reported once the configuration is known good). */
export type EarlyDatabase = { started: StartedPglite } | { failed: unknown };

/** What a stop closes, filled in as the start gets there; a stop closes the simulator, then the app, then the database. */
export interface Running {
  database?: { close(): Promise<void> };
  /** Refuses the app's statements still held for the start-up steps: a stop first, so that closing the app does not wait on them. */
  refuseHeld?: () => void;
  app?: App;
  simulator?: { stop(): Promise<unknown> };
  /** Set once a stop (SIGINT/SIGTERM) began: the start then gives up quietly, the stop exits. */
  stopping: boolean;
}

export interface ServerStart {
  /** Absent when the entry did not start the embedded database (DATABASE_URL set). */
  early?: EarlyDatabase;
  running: Running;
  /** The built web app to serve. */
  webRoot: string;
  /** Starts the demo bars' controllers, connecting to the broker at `brokerUrl`; settles once they are connected (or after 10 s). */
  startSimulator(app: App, brokerUrl: string): Promise<{ controllers: unknown[]; stop(): Promise<unknown> }>;
}

/** JWT secret: from the environment, else (demo) generated once into the data dir. */
function jwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/** Gateway-secret key: SECRET_KEY, else (embedded database) generated once into the data dir. */
function secretBox(config: Config): SecretBox {
  return createSecretBox(config.secretKey ?? keyFromDataDir(config.dataDir), config.secretKeyPrevious);
}

/** The configuration, or (after closing what the entry started) the process ends with the list of what is wrong. */
async function configuration(start: ServerStart): Promise<Config> {
  try {
    return loadConfig();
  } catch (err) {
    if (start.early && 'started' in start.early) await start.early.started.close().catch(() => {});
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * The database: the embedded one the entry started, its handles at once and `ready` once it is open
 * and migrated, or the one the configuration names (PostgreSQL: open and migrated first).
 */
async function database(config: Config, early: EarlyDatabase | undefined): Promise<OpeningDatabase> {
  if (early && 'failed' in early) throw early.failed;
  let started = early?.started;
  // the entry read DATA_DIR and DATABASE_URL as loadConfig does; should they ever disagree, the configuration wins
  if (started && (config.databaseUrl || started.dataDir !== config.dataDir)) {
    await started.close();
    started = undefined;
  }
  if (!config.databaseUrl) return openPglite(started ?? startPglite(config.dataDir));
  const opened = await openDatabase({ url: config.databaseUrl });
  return { database: opened, ready: Promise.resolve(opened), serve: () => {}, refuse: () => {} };
}

export async function startServer(start: ServerStart): Promise<void> {
  const { running } = start;
  const config = await configuration(start);
  // the app is built while PGlite opens (its statements wait for it): the two take about as long (B9)
  const { database: opened, ready, serve, refuse } = await database(config, start.early);
  running.database = opened;
  running.refuseHeld = refuse;
  const secrets = secretBox(config);
  const app = await buildApp({
    db: opened.db,
    liveDb: opened.liveDb,
    dataDir: config.dataDir,
    jwtSecret: jwtSecret(config),
    secrets,
    webRoot: start.webRoot,
    mqttPublicUrl: config.mqttPublicUrl ?? null,
    trustProxy: config.trustProxy,
    throttle: { perAddress: config.signInLimitPerMinute },
    live: { externalUrl: config.mqttUrl },
    payments: config.payments,
    logger: { level: config.logLevel },
    logRequests: config.logLevel === 'debug' || config.logLevel === 'trace',
  });
  running.app = app;
  // fastify compiles the routes' schemas at `ready`: that too while PGlite opens. The onReady work it
  // starts (offline check, command sweep, export and webhook workers, refund settlement) waits for
  // `serve` below on the embedded database; on PostgreSQL it runs beside the start-up steps
  await app.ready();
  const startup = await ready;

  // what must hold before the first answer: the demo data (a fresh data dir is seeded; an existing one is one count), sealed secrets, the first administrator
  let seeded = false;
  if (config.demo) {
    const { seedDemo } = await import('./seed/seed.js');
    seeded = await seedDemo(startup.db, secrets);
    if (seeded) await analyze(startup.db);
  }
  // idempotent: seals what an older version stored in clear, and finishes a key rotation
  const sealing = await sealStoredSecrets(startup.db, secrets);
  if (sealing.sealed || sealing.resealed) app.log.info(sealing, 'gateway secrets sealed with the current key');
  if (sealing.unreadable) app.log.warn(sealing, 'some gateway secrets were sealed with an unknown key: set SECRET_KEY_PREVIOUS, or enter them again');
  if (config.adminEmail && config.adminPassword) {
    const { ensureFirstAdmin } = await import('./seed/seed.js');
    if (await ensureFirstAdmin(startup.db, config.adminEmail, config.adminPassword)) {
      app.log.info(`Created the first super administrator ${config.adminEmail}`);
    }
  }

  serve();
  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  let simulator: Awaited<ReturnType<ServerStart['startSimulator']>> | undefined;
  if (config.demo && config.simulator && !running.stopping) {
    // a controller per demo bar, connecting through the broker like a real bar would
    const listening = app.server.address();
    const port = listening && typeof listening === 'object' ? listening.port : config.port;
    const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
    simulator = await start.startSimulator(app, `ws://${host}:${port}/mqtt`);
    running.simulator = simulator;
    // a stop that began while the controllers connected has already passed them: they go now
    if (running.stopping) await simulator.stop();
  }
  if (running.stopping) return;
  const lines = [
    '',
    `Bar Console ${config.demo ? '(demo mode) ' : ''}is running at ${address}`,
    `  database: ${opened.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
    `  broker:   ${address.replace('http', 'ws')}/mqtt${config.mqttUrl ? ` relayed through ${config.mqttUrl}` : ''}`,
    `  API docs: ${address}/docs`,
    ...(simulator ? [`  simulator: ${simulator.controllers.length} demo bars (SIMULATOR=0 turns it off)`] : []),
  ];
  if (config.demo) {
    lines.push(`  demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(22)} ${a.superadmin ? 'SUPERADMIN' : (a.role ?? 'no roles')}`);
  }
  console.log(lines.join('\n') + '\n');
}
