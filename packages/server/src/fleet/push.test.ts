import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fleetTopic, type FleetBarSummary, type LiveMessage } from '@bar/domain';
import type { Principal } from '../auth/repository.js';
import { createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt, type TestMqttClient } from '../test/mqtt.js';
import { createFleetService, type FleetService } from './service.js';

/**
 * The fleet service's pushes when sending is slow or fails: the console must end with the newest row.
 * The principal read is where a push waits (a database read on a cache miss), so that is what is held here.
 */
let t: TestApp;
let url: string;
let barId: string;
let userId: string;
let token: string;
let service: FleetService | undefined;

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 }, alarms: { sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  barId = await createBar(t.db, { name: 'Push Order Bar' });
  userId = await createUser(t.db, 'barman@fleet-push.test', { roles: [{ barId, role: 'BARMAN' }] });
  token = await signIn(t.app, 'barman@fleet-push.test');
}, 60_000);

afterEach(async () => {
  service?.close();
  await endAllMqtt();
});

afterAll(async () => {
  await t?.close();
});

/** A fleet service beside the app's own, whose principal reads go through `principal`. */
function serviceWith(principal: (userId: string) => Promise<Principal | undefined>): FleetService {
  service = createFleetService({ db: t.db, live: t.app.live, principals: { get: principal }, log: t.app.log });
  return service;
}

async function followFleet(): Promise<TestMqttClient> {
  const console = await connectMqtt(url, { username: 'barman@fleet-push.test', password: token });
  expect(await console.subscribe(fleetTopic(userId))).toEqual([0]);
  return console;
}

const alarmOpened = (id: string): LiveMessage => ({
  type: 'alarm',
  payload: { change: 'opened', alarm: { _id: id, severity: 'critical', state: 'open' } },
});

async function nextRow(console: TestMqttClient, what: string): Promise<FleetBarSummary> {
  const message = JSON.parse((await console.next(what)).payload) as LiveMessage;
  const [row] = (message.payload as { bars: FleetBarSummary[] }).bars;
  return row;
}

describe('fleet pushes', () => {
  it('never lets a push that was waiting send its older row after a newer one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const fleet = serviceWith(async (id) => {
      if (reads++ === 0) await held;
      return t.app.principals.get(id);
    });
    const [before] = await fleet.rows([barId]);
    const console = await followFleet();

    const first = fleet.push(); // holds on the principal with the row as read
    await t.app.live.publishToConsoles(barId, alarmOpened('push-order-1'));
    const second = fleet.push(); // the row with the alarm
    release();
    await Promise.all([first, second]);

    expect((await nextRow(console, 'the first push')).alarms.critical).toBe(before.alarms.critical);
    expect((await nextRow(console, 'the second push')).alarms.critical).toBe(before.alarms.critical + 1);
  });

  it('sends the rows of a push that failed with the next one', async () => {
    let reads = 0;
    const fleet = serviceWith(async (id) => {
      if (reads++ === 0) throw new Error('database unreachable');
      return t.app.principals.get(id);
    });
    const [before] = await fleet.rows([barId]);
    const console = await followFleet();
    await t.app.live.publishToConsoles(barId, alarmOpened('push-retry-1'));

    await expect(fleet.push()).rejects.toThrow('database unreachable');
    await fleet.push();
    expect((await nextRow(console, 'the row after the failed push')).alarms.critical).toBe(before.alarms.critical + 1);
  });
});
