import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/connection.js';
import { userRoles } from '../db/schema.js';
import { openTestDatabase } from '../test/database.js';
import { externalBrokerFromEnv, startExternalBroker, type ExternalBroker } from '../test/external-broker.js';
import { bearer, createBar, createUser, signIn, TEST_JWT_SECRET } from '../test/harness.js';
import { within } from '../test/mqtt.js';
import { expectError } from '../test/error-answer.js';

/**
 * Two instances on one database and one external broker (MQTT_URL): a change made through
 * instance A reaches instance B's principal cache through the relay. B's time-to-live is far
 * longer than the test, so only the relayed notice can make B read the user again.
 */
const externalFromEnv = externalBrokerFromEnv;

let database: Database;
let external: ExternalBroker;
let a: App;
let b: App;
let barId: string;
let root: string;

const startInstance = async () => {
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    live: { externalUrl: external.url, recheckIntervalMs: 0, ...external.options },
    principalCache: { ttlMs: 10 * 60_000 },
  });
  await app.ready();
  return app;
};

/** Resolves when `app` has applied the next principal change announced through the relay. */
function nextNotice(app: App): Promise<void> {
  const receive = app.principals.receive.bind(app.principals);
  return new Promise((resolve) => {
    app.principals.receive = (payload) => {
      receive(payload);
      app.principals.receive = receive;
      resolve();
    };
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  external = await startExternalBroker();
  a = await startInstance();
  b = await startInstance();
  barId = await createBar(database.db, { name: 'Relay Cache Bar' });
  await createUser(database.db, 'root@relay-cache.test', { superadmin: true });
  root = await signIn(a, 'root@relay-cache.test');
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await external?.close();
  await database?.close();
});

const currentBar = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(token), 'x-bar': barId } });
const whoami = (app: App, token: string) => app.inject({ method: 'POST', url: '/api/auth/whoami', headers: bearer(token) });

describe(`principal changes between instances through ${externalFromEnv ? 'TEST_MQTT_URL' : 'an in-process external broker'}`, () => {
  it('a role removed on instance A is refused on instance B on its next request after the notice', async () => {
    const email = `relayed-${crypto.randomBytes(3).toString('hex')}@relay-cache.test`;
    const id = await createUser(database.db, email, { roles: [{ barId, role: 'BARMAN' }] });
    const token = await signIn(a, email);
    expect((await currentBar(a, token)).statusCode).toBe(200);
    expect((await currentBar(b, token)).statusCode).toBe(200);

    const arrived = nextNotice(b);
    const edit = await a.inject({
      method: 'PATCH',
      url: `/api/uuser/members/${id}`,
      headers: bearer(root),
      payload: { firstName: 'R', lastName: 'R', roles: [] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expectError(await currentBar(a, token), 403, 'FORBIDDEN');
    await within(arrived, "instance A's principal change at instance B");
    expectError(await currentBar(b, token), 403, 'FORBIDDEN');
  });

  it('a bar renamed on instance A shows in whoami on instance B after the notice', async () => {
    const email = `renamed-${crypto.randomBytes(3).toString('hex')}@relay-cache.test`;
    await createUser(database.db, email, { roles: [{ barId, role: 'ADMIN' }] });
    const token = await signIn(b, email);
    expect((await whoami(b, token)).json().roles[0].barName).toBe('Relay Cache Bar');

    const arrived = nextNotice(b);
    const put = await a.inject({ method: 'PUT', url: `/api/ubar/bars/${barId}`, headers: bearer(root), payload: { name: 'Renamed Relay Bar' } });
    expect(put.statusCode, put.body).toBe(200);
    await within(arrived, "instance A's bar change at instance B");
    expect((await whoami(b, token)).json().roles[0].barName).toBe('Renamed Relay Bar');
  });

  it('without a notice, instance B keeps answering from its cache (the notice is what it waits for)', async () => {
    const email = `quiet-${crypto.randomBytes(3).toString('hex')}@relay-cache.test`;
    const id = await createUser(database.db, email, { roles: [{ barId, role: 'BARMAN' }] });
    const token = await signIn(b, email);
    expect((await currentBar(b, token)).statusCode).toBe(200);
    await database.db.delete(userRoles).where(eq(userRoles.userId, id));
    expect((await currentBar(b, token)).statusCode).toBe(200);
    // the same change announced, as the users route would after saving it
    const arrived = nextNotice(b);
    await a.principals.changed({ kind: 'user', id });
    await within(arrived, 'the announced change at instance B');
    expectError(await currentBar(b, token), 403, 'FORBIDDEN');
  });
});
