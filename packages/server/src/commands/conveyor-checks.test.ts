import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MOVABLE_CONVEYORS_MESSAGE, barCommandTopic, barEventTopic } from '@bar/domain';
import { barCommands, bars, robots } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt, type TestMqttClient } from '../test/mqtt.js';

let t: TestApp;
let url: string;
let vegas: string;
let milano: string;
const tokens = {} as Record<'barman' | 'maint', string>;
const controllers = {} as Record<string, TestMqttClient>;

const call = (path: string, token: string, barId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, headers: { ...bearer(token), 'x-bar': barId }, payload });

const commandRows = async (barId: string) => (await t.db.select({ n: count() }).from(barCommands).where(eq(barCommands.barId, barId)))[0].n;
const received = (barId: string) => controllers[barId].received.filter((m) => m.topic === barCommandTopic(barId));

/** A bar controller at the MQTT edge that carries out every command it receives. */
async function answeringController(barId: string) {
  const { token } = await t.app.tokens.issueBar(barId);
  const controller = await connectMqtt(url, { username: `bar-${barId}`, password: token });
  await controller.subscribe(barCommandTopic(barId));
  controller.client.on('message', (_topic, payload) => {
    const cmd = JSON.parse(payload.toString());
    controller.client.publish(barEventTopic(barId), JSON.stringify({ type: 'ack', commandId: cmd.id, status: 'done' }));
  });
  controllers[barId] = controller;
}

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { timeoutMs: 3_000, sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  vegas = await createBar(t.db, { name: 'Vegas', version: 'ms1' });
  milano = await createBar(t.db, { name: 'Milano', version: 'ms3.1' });
  for (const [barId, prefix] of [
    [vegas, 'LV'],
    [milano, 'MI'],
  ] as const) {
    await t.db.insert(robots).values([
      { barId, tagName: `${prefix}-R1`, displayName: `${prefix} One`, status: 'STOP', position: 0 },
      { barId, tagName: `${prefix}-R2`, displayName: `${prefix} Two`, status: 'STOP', position: 1 },
    ]);
  }
  await t.db.update(bars).set({ liveCheck: new Date(), open: true });
  for (const role of ['barman', 'maint'] as const) {
    const email = `${role}@conveyors.test`;
    await createUser(t.db, email, { roles: [vegas, milano].map((barId) => ({ barId, role: role.toUpperCase() as 'BARMAN' })) });
    tokens[role] = await signIn(t.app, email);
  }
  await answeringController(vegas);
  await answeringController(milano);
});

afterAll(async () => {
  await endAllMqtt();
  await t?.close();
});

describe('conveyors are an ms1 affair', () => {
  it('refuses Unlock Conveyor and Move Conveyor on a bar without movable conveyors with 409, sending and storing nothing', async () => {
    const before = await commandRows(milano);
    const unlock = await call('/ubar/bars/unlockConveyor', tokens.barman, milano, { deliveryPosition: 1, bar: milano });
    expect([unlock.statusCode, unlock.json().code, unlock.json().message]).toEqual([409, 'NO_MOVABLE_CONVEYORS', NO_MOVABLE_CONVEYORS_MESSAGE]);
    const move = await call('/ubar/bars/moveConveyor', tokens.maint, milano, { barId: milano, number: 1, position: 'back' });
    expect([move.statusCode, move.json().code, move.json().message]).toEqual([409, 'NO_MOVABLE_CONVEYORS', NO_MOVABLE_CONVEYORS_MESSAGE]);
    expect(await commandRows(milano)).toBe(before);
    expect(received(milano)).toHaveLength(0);
  });

  it('answers 400 naming the range for a delivery position or conveyor number the bar does not have (2 robots: 1 to 6)', async () => {
    const before = await commandRows(vegas);
    for (const deliveryPosition of [0, 7, 1000]) {
      const res = await call('/ubar/bars/unlockConveyor', tokens.barman, vegas, { deliveryPosition, bar: vegas });
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        400,
        'VALIDATION_FAILED',
        `deliveryPosition must be from 1 to 6 on this bar (it has 6 conveyors); got ${deliveryPosition}.`,
      ]);
    }
    const move = await call('/ubar/bars/moveConveyor', tokens.maint, vegas, { barId: vegas, number: 7, position: 'front' });
    expect([move.statusCode, move.json().code, move.json().message]).toEqual([
      400,
      'VALIDATION_FAILED',
      'number must be from 1 to 6 on this bar (it has 6 conveyors); got 7.',
    ]);
    expect(await commandRows(vegas)).toBe(before);
    expect(received(vegas)).toHaveLength(0);
  });

  it('sends a valid unlock and move of an ms1 bar to the bar', async () => {
    const unlock = await call('/ubar/bars/unlockConveyor', tokens.barman, vegas, { deliveryPosition: 6, bar: vegas });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect(unlock.json()).toMatchObject({ command: 'unlockConveyor', args: { deliveryPosition: 6 }, status: 'done' });
    const move = await call('/ubar/bars/moveConveyor', tokens.maint, vegas, { barId: vegas, number: 1, position: 'back' });
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json()).toMatchObject({ command: 'moveConveyor', args: { number: 1, position: 'back' }, status: 'done' });
    expect(received(vegas).map((m) => JSON.parse(m.payload).command)).toEqual(['unlockConveyor', 'moveConveyor']);
  });
});
