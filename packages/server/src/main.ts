import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.js';
import { analyze, openDatabase } from './db/connection.js';
import { buildApp } from './app.js';
import { ensureFirstAdmin, seedDemo } from './seed/seed.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data.js';
import { startDemoSimulator } from './devices/demo-simulator.js';
import { DEMO_ORDER_PROFILE, setupFromDetail, startFleet, type Fleet } from '@bar/simulator';
import { createSecretBox, type SecretBox } from './secrets/secret-box.js';
import { keyFromDataDir } from './secrets/secret-key.js';
import { sealStoredSecrets } from './secrets/bar-secrets.js';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

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

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  const secrets = secretBox(config);
  const app = await buildApp({
    db: database.db,
    liveDb: database.liveDb,
    dataDir: config.dataDir,
    jwtSecret: jwtSecret(config),
    secrets,
    webRoot,
    mqttPublicUrl: config.mqttPublicUrl ?? null,
    trustProxy: config.trustProxy,
    throttle: { perAddress: config.signInLimitPerMinute },
    live: { externalUrl: config.mqttUrl },
    payments: config.payments,
    logger: { level: config.logLevel },
    logRequests: config.logLevel === 'debug' || config.logLevel === 'trace',
  });

  let shuttingDown = false;
  let simulator: Fleet | undefined;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal} received: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await simulator?.stop().catch((err) => app.log.error(err));
    await app.close().catch((err) => app.log.error(err));
    await database.close().catch((err) => app.log.error(err));
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let seeded = false;
  if (config.demo) {
    seeded = await seedDemo(database.db, secrets);
    if (seeded) await analyze(database.db);
  }
  // idempotent: seals what an older version stored in clear, and finishes a key rotation
  const sealing = await sealStoredSecrets(database.db, secrets);
  if (sealing.sealed || sealing.resealed) app.log.info(sealing, 'gateway secrets sealed with the current key');
  if (sealing.unreadable) app.log.warn(sealing, 'some gateway secrets were sealed with an unknown key: set SECRET_KEY_PREVIOUS, or enter them again');
  if (config.adminEmail && config.adminPassword) {
    if (await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword)) {
      app.log.info(`Created the first super administrator ${config.adminEmail}`);
    }
  }

  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  if (config.demo && config.simulator) {
    // a controller per demo bar, connecting through the broker like a real bar would
    const listening = app.server.address();
    const port = listening && typeof listening === 'object' ? listening.port : config.port;
    const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
    const brokerUrl = `ws://${host}:${port}/mqtt`;
    // the one place the server reaches the simulator, through its public entry
    simulator = await startDemoSimulator(app, (bars, log) =>
      startFleet({
        brokerUrl,
        log,
        // steady, seeded customers, busier in the evening: the forecast and the charts show a real day
        simulation: { orderProfile: DEMO_ORDER_PROFILE },
        bars: bars.map(({ detail, bottles, ...bar }) => ({ ...bar, setup: { ...setupFromDetail(detail), bottles } })),
      }),
    );
  }
  const lines = [
    '',
    `Bar Console ${config.demo ? '(demo mode) ' : ''}is running at ${address}`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
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

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
