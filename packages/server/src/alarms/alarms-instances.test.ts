import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTopic, fleetTopic, type FleetBarSummary } from '@bar/domain';
import { QUIET_SIMULATION, setupFromDetail, startBarController, type BarController } from '@bar/simulator';
import { buildApp, type App } from '../app.js';
import { findBarDetail } from '../bars/repository.js';
import type { Database } from '../db/connection.js';
import { alarms, bars } from '../db/schema.js';
import { openTestDatabase } from '../test/database.js';
import { startExternalBroker, type ExternalBroker } from '../test/external-broker.js';
import { addRobot, bearer, createBar, createUser, signIn, TEST_JWT_SECRET } from '../test/harness.js';
import { connectMqtt, endAllMqtt, within } from '../test/mqtt.js';

/**
 * Two instances on one database behind one external broker (TEST_MQTT_URL, Mosquitto in CI; with
 * TEST_DATABASE_URL, PostgreSQL): a condition raises one alarm, not one per instance.
 */
let database: Database;
let external: ExternalBroker;
let a: { app: App; url: string };
let b: { app: App; url: string };
let barId: string;
let barmanId: string;
let bar: BarController;

async function startInstance() {
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    live: { externalUrl: external.url, recheckIntervalMs: 0, ...external.options },
    commands: { sweepIntervalMs: 0 },
    alarms: { sweepIntervalMs: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/mqtt` };
}

const rowsOf = (kind: string) =>
  database.db
    .select()
    .from(alarms)
    .where(and(eq(alarms.barId, barId), eq(alarms.kind, kind)));

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  return within(
    (async () => {
      for (;;) {
        const value = await read();
        if (ok(value)) return value;
        await new Promise((r) => setTimeout(r, 20));
      }
    })(),
    what,
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  external = await startExternalBroker();
  a = await startInstance();
  b = await startInstance();
  barId = await createBar(database.db, { name: 'Two-instance Bar' });
  await addRobot(database.db, barId, 'R1');
  barmanId = await createUser(database.db, 'barman@alarms-instances.test', { roles: [{ barId, role: 'BARMAN' }] });
  bar = await connectBar();
}, 120_000);

/** The simulated bar, connected to instance A, once it announced itself. */
async function connectBar(): Promise<BarController> {
  const { token } = await a.app.tokens.issueBar(barId);
  const controller = startBarController({
    brokerUrl: a.url,
    token,
    setup: { ...setupFromDetail((await findBarDetail(database.db, barId))!), bottles: [] },
    simulation: QUIET_SIMULATION,
    tickMs: 3_600_000,
    heartbeatMs: 3_600_000,
  });
  await within(controller.ready, 'the simulated bar to connect');
  return controller;
}

afterAll(async () => {
  await endAllMqtt();
  await bar?.stop();
  await a?.app.close();
  await b?.app.close();
  await external?.close();
  await database?.close();
});

describe('alarms with two instances', () => {
  it('opens one alarm for a condition both instances may judge, however often the bar repeats it', async () => {
    bar.model.execute('emergencyStop', {});
    await until(
      () => rowsOf('emergency'),
      (rows) => rows.some((r) => r.state === 'open'),
      'an emergency alarm',
    );
    for (let i = 0; i < 3; i++) bar.model.announce();
    await Promise.all([a.app.alarms.judgeBar(barId), b.app.alarms.judgeBar(barId), a.app.alarms.judgeBar(barId)]);
    const rows = await rowsOf('emergency');
    expect(rows.map((r) => [r.state, r.count])).toEqual([['open', 1]]);
    bar.model.execute('restoreEmergency', {});
    await until(
      () => rowsOf('emergency'),
      (r) => r.every((x) => x.state === 'cleared'),
      'the emergency alarm to clear',
    );
  });

  it('raises one offline alarm when both instances run their check at once', async () => {
    await bar.stop();
    // events the broker took before the stop may still be being applied (on a busy machine, for a while):
    // the bar is silent once its live check stays the same
    const liveCheckOf = async () => (await database.db.select({ at: bars.liveCheck }).from(bars).where(eq(bars.id, barId)))[0].at?.getTime();
    let seen = await liveCheckOf();
    await until(
      async () => {
        await new Promise((r) => setTimeout(r, 500));
        const now = await liveCheckOf();
        const still = now === seen;
        seen = now;
        return still;
      },
      (still) => still,
      'the stopped bar to fall silent',
    );
    // the silent bar's live check is 200 s old
    await until(
      async () => {
        await database.db
          .update(bars)
          .set({ liveCheck: new Date(Date.now() - 200_000) })
          .where(eq(bars.id, barId));
        await Promise.all([a.app.alarms.sweepOffline(), b.app.alarms.sweepOffline(), a.app.alarms.sweepOffline(), b.app.alarms.sweepOffline()]);
        return rowsOf('barOffline');
      },
      (rows) => rows.length > 0,
      'an offline alarm',
    );
    await Promise.all([a.app.alarms.sweepOffline(), b.app.alarms.sweepOffline()]);
    expect((await rowsOf('barOffline')).map((r) => [r.state, r.count])).toEqual([['open', 1]]);
    bar = await connectBar();
    await until(
      () => rowsOf('barOffline'),
      (r) => r.every((x) => x.state === 'cleared'),
      'the offline alarm to clear once the bar is back',
    );
  });

  it('tells a console on one instance about an acknowledgement made on the other', async () => {
    bar.model.flags.cupError = true;
    bar.model.execute('setTheme', { theme: 'dark' });
    const [alarm] = await until(
      () => rowsOf('cupError'),
      (r) => r.some((x) => x.state === 'open'),
      'a cup alarm',
    );
    const token = await signIn(b.app, 'barman@alarms-instances.test');
    const console = await connectMqtt(a.url, { username: 'barman@alarms-instances.test', password: token });
    expect(await console.subscribe(adminTopic(barId))).toEqual([0]);
    const res = await b.app.inject({ method: 'POST', url: `/api/alarms/${alarm.id}/acknowledge`, headers: { ...bearer(token), 'x-bar': barId } });
    expect(res.statusCode, res.body).toBe(200);
    for (;;) {
      const message = JSON.parse((await console.next('the acknowledgement on the other instance')).payload);
      // the alarm's own 'opened' may still be on its way
      if (message.type !== 'alarm' || message.payload.change !== 'acknowledged') continue;
      expect(message.payload).toMatchObject({ change: 'acknowledged', alarm: { _id: alarm.id, state: 'acknowledged' } });
      break;
    }
  });
});

describe('fleet rows with two instances', () => {
  it('keeps the row on the instance a console watches from current with what the bar tells the other', async () => {
    const token = await signIn(b.app, 'barman@alarms-instances.test');
    const listed = await b.app.inject({ method: 'GET', url: '/api/fleet', headers: bearer(token) });
    const [before] = listed.json().bars as FleetBarSummary[];
    expect(before.barId).toBe(barId);
    const console = await connectMqtt(b.url, { username: 'barman@alarms-instances.test', password: token });
    expect(await console.subscribe(fleetTopic(barmanId))).toEqual([0]);
    // the bar is connected to instance A; the console and the row it follows are on B
    bar.model.execute('emergencyStop', {});
    let seen = 'none';
    for (;;) {
      const message = JSON.parse((await console.next(`the emergency on the fleet row (before ${JSON.stringify(before.alarms)}, last ${seen})`)).payload);
      const [row] = message.payload.bars as FleetBarSummary[];
      if (row.alarms.critical === before.alarms.critical + 1) break;
      seen = JSON.stringify(row.alarms);
    }
    bar.model.execute('restoreEmergency', {});
  });
});
