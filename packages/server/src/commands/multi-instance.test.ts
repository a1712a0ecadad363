import crypto from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import Aedes from 'aedes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBarController, type BarController } from '@bar/simulator';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/connection.js';
import { bars, robots } from '../db/schema.js';
import { openTestDatabase } from '../test/database.js';
import { bearer, createBar, createUser, signIn, TEST_JWT_SECRET } from '../test/harness.js';
import { within } from '../test/mqtt.js';
import type { LiveOptions } from '../live/plugin.js';

/**
 * Two instances on one database and one external broker (TEST_MQTT_URL when set, else an
 * in-process Aedes): the bar controller is connected to instance A, the operator calls instance B.
 * The acknowledgement may be handled by either instance; B answers from the database.
 */
const externalFromEnv = process.env.TEST_MQTT_URL;

let database: Database;
let closeExternal = async () => {};
let a: App;
let b: App;
let sim: BarController;
let barId: string;
let robotId: string;

async function startInstance(url: string, options: Partial<LiveOptions>) {
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    live: { externalUrl: url, recheckIntervalMs: 0, ...options },
    commands: { timeoutMs: 5_000, sweepIntervalMs: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  let url: string;
  let options: Partial<LiveOptions>;
  if (externalFromEnv) {
    url = externalFromEnv;
    options = { sharedGroup: `bar-console-test-${crypto.randomBytes(4).toString('hex')}` };
  } else {
    const broker = new Aedes();
    const server = net.createServer(broker.handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
    options = { externalProtocolVersion: 4, sharedGroup: false };
    closeExternal = async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    };
  }
  a = await startInstance(url, options);
  b = await startInstance(url, options);
  barId = await createBar(database.db, { name: 'Scaled Bar' });
  const [robot] = await database.db
    .insert(robots)
    .values({ barId, tagName: `SC-${crypto.randomBytes(3).toString('hex')}`, displayName: 'Scaled R1', status: 'RUNNING' })
    .returning();
  robotId = robot.id;
  const { token } = await a.tokens.issueBar(barId);
  sim = startBarController({
    brokerUrl: `ws://127.0.0.1:${(a.server.address() as AddressInfo).port}/mqtt`,
    token,
    setup: {
      barId,
      name: 'Scaled Bar',
      version: 'ms3.1',
      open: true,
      theme: 'auto',
      roboticSystem: {},
      robots: [{ id: robot.id, tagName: robot.tagName, displayName: robot.displayName, status: 'RUNNING', enabled: true }],
    },
    simulation: { ordersPerHour: 0, cupErrorsPerHour: 0, fenceTripsPerHour: 0, robotFaultsPerHour: 0, emptyBottlesPerHour: 0 },
  });
  await within(sim.ready, 'the simulator to connect to instance A');
  await within(
    (async () => {
      for (;;) {
        const [bar] = await database.db.select({ liveCheck: bars.liveCheck }).from(bars).where(eq(bars.id, barId));
        if (bar.liveCheck) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    })(),
    'the heartbeat to be stored by some instance',
  );
});

afterAll(async () => {
  await sim?.stop();
  await a?.close();
  await b?.close();
  await closeExternal();
  await database?.close();
});

describe(`commands across instances (${externalFromEnv ? 'TEST_MQTT_URL' : 'in-process external broker'})`, () => {
  it('answers on instance B once the bar connected to instance A carried the command out', async () => {
    const email = `maint-${crypto.randomBytes(3).toString('hex')}@scale.test`;
    await createUser(database.db, email, { roles: [{ barId, role: 'MAINT' }] });
    const token = await signIn(b, email);
    const res = await b.inject({ method: 'PUT', url: `/api/uBar/robots/${robotId}/stop`, headers: { ...bearer(token), 'x-bar': barId }, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ command: 'stopRobot', status: 'done' });
    await within(
      (async () => {
        for (;;) {
          const [robot] = await database.db.select().from(robots).where(eq(robots.id, robotId));
          if (robot.status === 'STOP') return;
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      'the robot state to be stored',
    );
  });
});
