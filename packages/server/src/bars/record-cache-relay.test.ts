import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/connection.js';
import { bars } from '../db/schema.js';
import { createSecretBox } from '../secrets/secret-box.js';
import { openTestDatabase } from '../test/database.js';
import { externalBrokerFromEnv, startExternalBroker, type ExternalBroker } from '../test/external-broker.js';
import { TEST_JWT_SECRET } from '../test/harness.js';
import { within } from '../test/mqtt.js';
import { RECORD_CHANGES, reader, recordFixture, warm, type Read, type RecordFixture } from './test/record-changes.js';

/**
 * Two instances on one database and one external broker (MQTT_URL): every change made through
 * instance A reaches instance B's bar record cache through the relay (`server/bars`). B's
 * time-to-live is far longer than the test, so only the relayed notice can make B read the bar again.
 */
let database: Database;
let external: ExternalBroker;
let a: App;
let b: App;
let f: RecordFixture;
let readB: Read;
const secrets = createSecretBox(crypto.randomBytes(32));
/** Bar ids B received notices for, in order. */
const noticed: string[] = [];
const arrivals = new Set<() => void>();

const startInstance = async () => {
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    live: { externalUrl: external.url, recheckIntervalMs: 0, ...external.options },
    commands: { sweepIntervalMs: 0 },
    principalCache: { ttlMs: 10 * 60_000 },
    barRecordCache: { ttlMs: 10 * 60_000 },
    // one SECRET_KEY for every instance, as deployed: B opens the secrets A sealed
    secrets,
  });
  await app.ready();
  return app;
};

/** Resolves once B has applied a notice for each of `ids` received from now on. */
function noticesAtB(ids: string[]): Promise<void> {
  const from = noticed.length;
  return new Promise((resolve) => {
    const check = () => {
      const seen = new Set(noticed.slice(from));
      if (ids.every((id) => seen.has(id))) {
        arrivals.delete(check);
        resolve();
      }
    };
    arrivals.add(check);
  });
}

/** Every notice A sent so far has reached B (notices of one sender arrive in order). */
async function settled() {
  const marker = crypto.randomUUID();
  const arrived = noticesAtB([marker]);
  await a.barRecords.changed(marker);
  await within(arrived, 'a marker notice at instance B');
}

beforeAll(async () => {
  database = await openTestDatabase();
  external = await startExternalBroker();
  a = await startInstance();
  b = await startInstance();
  await b.listen({ port: 0, host: '127.0.0.1' });
  const receive = b.barRecords.receive.bind(b.barRecords);
  b.barRecords.receive = (payload) => {
    receive(payload);
    noticed.push(JSON.parse(payload.toString('utf8')).id);
    arrivals.forEach((check) => check());
  };
  f = await recordFixture(database.db, a, 'relayed');
  readB = reader(b, f);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await external?.close();
  await database?.close();
});

describe(`bar record changes between instances through ${externalBrokerFromEnv ? 'TEST_MQTT_URL' : 'an in-process external broker'}`, () => {
  it('without a notice, instance B keeps answering from its cache (the notice is what it waits for)', async () => {
    const before = await readB();
    await database.db.update(bars).set({ name: 'Renamed in the database' }).where(eq(bars.id, f.bar));
    expect((await readB()).name).toBe(before.name);
    // the same change announced, as a writer does once its change is committed
    const arrived = noticesAtB([f.bar]);
    await a.barRecords.changed(f.bar);
    await within(arrived, "instance A's notice at instance B");
    expect((await readB()).name).toBe('Renamed in the database');
  });

  for (const change of RECORD_CHANGES) {
    it(`${change.what}: made on instance A, shown by instance B after the notice`, async () => {
      await change.prepare?.(a, f);
      await settled();
      await warm(change, readB);
      const changedBars = [...new Set((change.reads ?? [['barman', 'bar']]).map(([, bar]) => f[bar]))];
      const arrived = noticesAtB(changedBars);
      await change.act(a, f);
      await within(arrived, `the notices of "${change.what}" at instance B`);
      await change.check(readB, f);
    });
  }
});
