import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminTopic, barEventTopic } from '@bar/domain';
import { bars, drinks, robots } from '../db/schema.js';
import { createBar, createUser, startTestApp, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt, within, type TestMqttClient } from '../test/mqtt.js';

let t: TestApp;
let url: string;
let barA: string;
let barB: string;
let adminEmail: string;
let adminId: string;

const recipe = { name: 'Negroni', price: 9, category: 'Classics', ingredients: [{ name: 'Gin', quantity: 1, type: 'Bottle' }] };
const DRINK_ID = '5b0c1f8e-3b7a-4d64-9a57-0d2f1f5a9c11';

async function controllerOf(barId: string) {
  const { token } = await t.app.tokens.issueBar(barId);
  return connectMqtt(url, { username: 'bar', password: token });
}

async function consoleOn(barId: string) {
  const { token } = await t.app.tokens.issueAccess({ userId: adminId, email: adminEmail });
  const c = await connectMqtt(url, { username: adminEmail, password: token });
  expect(await c.subscribe(adminTopic(barId))).toEqual([0]);
  return c;
}

/** The next live message of `type` on a console. */
async function nextOfType(c: TestMqttClient, type: string) {
  for (;;) {
    const msg = JSON.parse((await c.next(`a ${type} message`)).payload);
    if (msg.type === type) return msg.payload;
  }
}

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  barA = await createBar(t.db, { name: 'Bar A' });
  barB = await createBar(t.db, { name: 'Bar B' });
  await t.db.insert(robots).values({ barId: barA, tagName: 'A-R1', displayName: 'Left', status: 'RUNNING' });
  adminEmail = 'admin@devices.test';
  adminId = await createUser(t.db, adminEmail, { roles: [{ barId: barA, role: 'ADMIN' }] });
});

afterEach(async () => {
  await endAllMqtt();
});

afterAll(async () => {
  await endAllMqtt();
  await t?.close();
});

describe('bar controller events', () => {
  it('stores a heartbeat as live check and status, then publishes the bar', async () => {
    const watcher = await consoleOn(barA);
    const bar = await controllerOf(barA);
    await bar.publish(barEventTopic(barA), JSON.stringify({ type: 'heartbeat', status: 'RUNNING' }));
    const payload = await nextOfType(watcher, 'bar');
    expect(payload).toMatchObject({ _id: barA, status: 'RUNNING' });
    const [row] = await t.db.select().from(bars).where(eq(bars.id, barA));
    expect(row.liveCheck).not.toBeNull();
    expect(payload.liveCheck).toBe(row.liveCheck!.toISOString());
  });

  it('merges bar state and robotic flags, and updates robots by tag name', async () => {
    const watcher = await consoleOn(barA);
    const bar = await controllerOf(barA);
    await bar.publish(
      barEventTopic(barA),
      JSON.stringify({ type: 'bar', status: 'FENCES OPEN', open: false, theme: 'dark', roboticSystem: { fencesOpen: true, cupError: true } }),
    );
    const barPayload = await nextOfType(watcher, 'bar');
    expect(barPayload).toMatchObject({ status: 'FENCES OPEN', open: false, theme: 'dark' });
    expect(barPayload.roboticSystem).toMatchObject({ fencesOpen: true, cupError: true, danceMode: false });
    const [stored] = await t.db.select().from(bars).where(eq(bars.id, barA));
    expect(stored.roboticSystem).toMatchObject({ fencesOpen: true, cupError: true, danceMode: false });

    await bar.publish(barEventTopic(barA), JSON.stringify({ type: 'robot', tagName: 'A-R1', status: 'STOP', enabled: false }));
    expect(await nextOfType(watcher, 'robot')).toMatchObject({ tagName: 'A-R1', displayName: 'Left', status: 'STOP', enabled: false });
    const [robot] = await t.db.select().from(robots).where(eq(robots.tagName, 'A-R1'));
    expect(robot).toMatchObject({ status: 'STOP', enabled: false });
  });

  it('creates a drink, moves it forward only, and keeps other bars out', async () => {
    const watcher = await consoleOn(barA);
    const bar = await controllerOf(barA);
    const send = (drink: object, barId = barA, client = bar) => client.publish(barEventTopic(barId), JSON.stringify({ type: 'drink', drink }));

    await send({ id: DRINK_ID, status: 'open', recipe, type: 'Kiosk', name: 'Luca', color: '#C0392B' });
    expect(await nextOfType(watcher, 'drink')).toMatchObject({ _id: DRINK_ID, status: 'open', recipe: { name: 'Negroni', price: 9 }, name: 'Luca' });
    await send({ id: DRINK_ID, status: 'ready', deliveryPosition: 3, robot: 'Left' });
    expect(await nextOfType(watcher, 'drink')).toMatchObject({ status: 'ready', deliveryPosition: 3, robotSelection: { displayName: 'Left' } });
    await send({ id: DRINK_ID, status: 'producing' }); // backwards: ignored
    const other = await controllerOf(barB);
    await send({ id: DRINK_ID, status: 'canceled' }, barB, other); // another bar's drink: ignored
    await send({ id: DRINK_ID, status: 'delivered' });
    expect(await nextOfType(watcher, 'drink')).toMatchObject({ status: 'delivered' });

    const [row] = await t.db.select().from(drinks).where(eq(drinks.id, DRINK_ID));
    expect(row).toMatchObject({ status: 'delivered', barId: barA, recipeName: 'Negroni', recipePrice: '9.00', deliveryPosition: 3 });
  });

  it('leaves a drink as it is when the bar reports it again unchanged, as a reconnecting bar does', async () => {
    const id = '3c6d2e4f-8a1b-4c5d-9e0f-1a2b3c4d5e6f';
    const watcher = await consoleOn(barA);
    const bar = await controllerOf(barA);
    const report = JSON.stringify({
      type: 'drink',
      drink: { id, status: 'open', recipe, type: 'Kiosk', name: 'Sara', priority: false, deliveryPosition: null, robot: null },
    });
    await bar.publish(barEventTopic(barA), report);
    expect(await nextOfType(watcher, 'drink')).toMatchObject({ _id: id, status: 'open' });
    const [before] = await t.db.select().from(drinks).where(eq(drinks.id, id));

    await bar.publish(barEventTopic(barA), report);
    await bar.publish(barEventTopic(barA), JSON.stringify({ type: 'heartbeat', status: 'RUNNING' }));
    // one bar's events are applied in order: everything the consoles were told up to the heartbeat's bar message
    const told: string[] = [];
    while (told.at(-1) !== 'bar') told.push(JSON.parse((await watcher.next('a live message')).payload).type);
    expect(told).toEqual(['bar']);
    const [after] = await t.db.select().from(drinks).where(eq(drinks.id, id));
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('turns bottle levels into the bar bottleAlarm and bottleWarning lists', async () => {
    const watcher = await consoleOn(barA);
    const bar = await controllerOf(barA);
    const level = (id: string, lvl: number) => ({ dispenserId: id, ingredientId: `ing-${id}`, enabled: true, level: lvl, capacity: 25, alarmLevel: 2 });
    await bar.publish(barEventTopic(barA), JSON.stringify({ type: 'bottles', levels: [level('d1', 1), level('d2', 5), level('d3', 20)] }));
    const payload = await nextOfType(watcher, 'bar');
    expect(payload.bottleAlarm).toEqual([{ dispenserId: 'd1', ingredientId: 'ing-d1' }]);
    expect(payload.bottleWarning).toEqual([{ dispenserId: 'd2', ingredientId: 'ing-d2' }]);
  });

  it('ends active drinks a reconnecting bar no longer holds', async () => {
    const lostId = '7e9f5c1a-0b1d-4c3e-8f2a-5d6e7f8a9b0c';
    await t.db.insert(drinks).values({ id: lostId, barId: barA, status: 'producing', recipe, recipeName: 'Negroni', createdAt: new Date(Date.now() - 60_000) });
    const bar = await controllerOf(barA);
    await bar.publish(barEventTopic(barA), JSON.stringify({ type: 'bar', status: 'RUNNING', activeDrinkIds: [] }));
    await within(
      (async () => {
        for (;;) {
          const [row] = await t.db.select().from(drinks).where(eq(drinks.id, lostId));
          if (row.status === 'error') return expect(row.error).toBe('Lost by the bar controller');
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      'the lost drink to end',
    );
  });
});
