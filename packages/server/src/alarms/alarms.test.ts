import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alarm, AlarmKind } from '@bar/domain';
import { QUIET_SIMULATION, setupFromDetail, startBarController, type BarController } from '@bar/simulator';
import { findBarDetail } from '../bars/repository.js';
import { bars } from '../db/schema.js';
import { bottleLevelsOfBar } from '../dispensers/repository.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { seedDemo } from '../seed/seed.js';
import { expectError } from '../test/error-answer.js';
import { bearer, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { within } from '../test/mqtt.js';

let t: TestApp;
let barId: string;
let otherBarId: string;
let bar: BarController;
const tokens: Record<string, string> = {};

async function call(method: string, url: string, token: string, payload?: unknown, xBar = barId) {
  return t.app.inject({ method: method as 'GET', url: `/api/alarms${url}`, headers: { ...bearer(token), 'x-bar': xBar }, ...(payload ? { payload } : {}) });
}

/** The bar's alarms of `kind` (every state), once `ready` holds for them. */
async function alarmsOf(kind: AlarmKind, ready: (alarms: Alarm[]) => boolean, what: string, before?: () => Promise<void>): Promise<Alarm[]> {
  return within(
    (async () => {
      for (;;) {
        await before?.();
        const res = await call('GET', `/?bar=${barId}&kind=${kind}&perPage=100`, tokens.barman);
        const alarms = res.json().data as Alarm[];
        if (ready(alarms)) return alarms;
        await new Promise((r) => setTimeout(r, 20));
      }
    })(),
    what,
    20_000,
  );
}
const activeOf = (alarms: Alarm[]) => alarms.filter((a) => a.state !== 'cleared');

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 }, alarms: { sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await seedDemo(t.db);
  const named = async (name: string) => (await t.db.select({ id: bars.id }).from(bars).where(eq(bars.name, name)))[0].id;
  // the demo's staff hold roles on every bar but Las Vegas
  barId = await named('Milano Duomo');
  otherBarId = await named('Las Vegas Strip');
  for (const who of ['barman', 'maint', 'admin']) tokens[who] = await signIn(t.app, `${who}@demo.bar`, DEMO_PASSWORD);
  tokens.guest = await signIn(t.app, 'guest@demo.bar', DEMO_PASSWORD);
  tokens.superadmin = await signIn(t.app, 'superadmin@demo.bar', DEMO_PASSWORD);
  bar = await connectBar(true);
  // its first report (heartbeat, state, full bottles) is applied before any test moves it on
  await within(
    (async () => {
      while ((await bottleLevelsOfBar(t.db, barId)).some((b) => b.level !== b.capacity)) await new Promise((r) => setTimeout(r, 20));
    })(),
    "the bar's first report",
    30_000,
  );
}, 120_000);

/** The simulated bar (bottles full at the first start), once it announced itself. */
async function connectBar(fullBottles = false): Promise<BarController> {
  const detail = (await findBarDetail(t.db, barId))!;
  const bottles = (await bottleLevelsOfBar(t.db, barId)).map((b) => (fullBottles ? { ...b, level: b.capacity } : b));
  const { token } = await t.app.tokens.issueBar(barId);
  const controller = startBarController({
    brokerUrl: `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`,
    token,
    setup: { ...setupFromDetail(detail), bottles, roboticSystem: {} },
    simulation: QUIET_SIMULATION,
    tickMs: 3_600_000,
    heartbeatMs: 3_600_000,
  });
  await within(controller.ready, 'the simulated bar to connect');
  return controller;
}

afterAll(async () => {
  await bar?.stop();
  await t?.close();
});

describe('alarms raised from what the simulated bar reports', () => {
  it('opens one emergency alarm, keeps it while the condition repeats, clears it, and counts it back', async () => {
    bar.model.execute('emergencyStop', {});
    const [opened] = await alarmsOf('emergency', (a) => activeOf(a).length === 1, 'an open emergency alarm');
    expect(opened).toMatchObject({ barId, severity: 'critical', subjectType: 'bar', state: 'open', count: 1 });
    // the bar reports its state again (a reconnect): still one alarm, not a repeat
    bar.model.announce();
    bar.model.execute('setTheme', { theme: 'dark' });
    await new Promise((r) => setTimeout(r, 200));
    expect(activeOf(await alarmsOf('emergency', () => true, 'the emergency alarms'))).toMatchObject([{ _id: opened._id, count: 1 }]);

    bar.model.execute('restoreEmergency', {});
    const [cleared] = await alarmsOf('emergency', (a) => a.every((x) => x.state === 'cleared'), 'the emergency alarm to clear');
    expect(cleared).toMatchObject({ _id: opened._id, state: 'cleared' });
    expect(cleared.clearedAt).not.toBeNull();

    // the same condition back soon after: the same alarm, counted
    bar.model.execute('emergencyStop', {});
    const again = await alarmsOf('emergency', (a) => activeOf(a).length === 1, 'the emergency alarm to reopen');
    expect(again).toMatchObject([{ _id: opened._id, state: 'open', count: 2 }]);
    bar.model.execute('restoreEmergency', {});
    await alarmsOf('emergency', (a) => activeOf(a).length === 0, 'the emergency alarm to clear again');
  });

  it('raises tripped fences and a cup error, and clears them once restored', async () => {
    bar.model.flags.fencesOpen = true;
    bar.model.flags.cupError = true;
    bar.model.heartbeat();
    bar.model.execute('setTheme', { theme: 'light' });
    await alarmsOf('fenceTrip', (a) => activeOf(a).length === 1, 'a fence alarm');
    await alarmsOf('cupError', (a) => activeOf(a).length === 1, 'a cup alarm');
    bar.model.execute('restoreFences', {});
    bar.model.execute('restoreCupError', {});
    await alarmsOf('fenceTrip', (a) => a.length === 1 && activeOf(a).length === 0, 'the fence alarm to clear');
    await alarmsOf('cupError', (a) => a.length === 1 && activeOf(a).length === 0, 'the cup alarm to clear');
  });

  it('raises a robot error for the faulted robot only, and clears it when the robot runs again', async () => {
    const robot = bar.model.robots[0];
    bar.model.faultRobot(robot);
    bar.model.step(0);
    const [alarm] = await alarmsOf('robotError', (a) => activeOf(a).length === 1, 'a robot alarm');
    expect(alarm).toMatchObject({ subjectType: 'robot', subjectId: robot.id, subjectName: robot.displayName, detail: 'ABORTED' });
    bar.model.execute('startRobot', { robotId: robot.id, tagName: robot.tagName });
    await alarmsOf('robotError', (a) => activeOf(a).length === 0, 'the robot alarm to clear');
  });

  it('raises a low bottle as a warning, an empty one as critical, per dispenser, and clears both on refill', async () => {
    const bottle = bar.model.bottles[0];
    bottle.level = Math.floor(bottle.capacity * 0.2);
    bar.model.heartbeat();
    bar.model.execute('setTheme', { theme: 'auto' });
    const [low] = await alarmsOf('bottleLow', (a) => activeOf(a).length === 1, 'a low-bottle alarm');
    expect(low).toMatchObject({ severity: 'warning', subjectType: 'dispenser', subjectId: bottle.dispenserId });

    bottle.level = 0;
    bar.model.execute('setTheme', { theme: 'dark' });
    const [empty] = await alarmsOf('bottleEmpty', (a) => activeOf(a).length === 1, 'an empty-bottle alarm');
    expect(empty).toMatchObject({ severity: 'critical', subjectId: bottle.dispenserId, subjectName: bottle.ingredientName });
    await alarmsOf('bottleLow', (a) => activeOf(a).length === 0, 'the low alarm to give way to the empty one');

    // an operator's Set Full reaches the bar, which confirms the level
    const res = await t.app.inject({ method: 'GET', url: '/api/udispenser/bottles/', headers: { ...bearer(tokens.maint), 'x-bar': barId } });
    const cell = (res.json() as Array<{ _id: string; dispenserCapacity: { capacity: number } }>).find((c) => c._id === bottle.dispenserId)!;
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/udispenser/bottles/${cell._id}`,
      headers: { ...bearer(tokens.maint), 'x-bar': barId },
      payload: { ...cell, actualLevel: cell.dispenserCapacity.capacity },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await alarmsOf('bottleEmpty', (a) => activeOf(a).length === 0, 'the empty-bottle alarm to clear on refill');
  });

  it('counts drinks in error on one robot into one alarm that a person acknowledges and clears', async () => {
    const [idle, robot] = bar.model.robots;
    // only the second robot makes drinks
    bar.model.execute('stopRobot', { robotId: idle.id, tagName: idle.tagName });
    const recipe = { name: 'Water', price: 1, category: '', ingredients: [] };
    for (const drinkId of ['0b3a4c2e-5d6f-4a7b-8c9d-000000000001', '0b3a4c2e-5d6f-4a7b-8c9d-000000000002']) {
      bar.model.execute('startRobot', { robotId: robot.id, tagName: robot.tagName });
      bar.model.execute('orderDrink', { drinkId, recipe });
      bar.model.step(1_000);
      expect(bar.model.drinks.get(drinkId)).toMatchObject({ status: 'producing', robotTag: robot.tagName });
      bar.model.faultRobot(robot);
      bar.model.step(0);
    }
    for (const r of [idle, robot]) bar.model.execute('startRobot', { robotId: r.id, tagName: r.tagName });
    const [alarm] = await alarmsOf('drinkError', (a) => activeOf(a)[0]?.count === 2, 'one drink alarm counting two errors');
    expect(alarm).toMatchObject({ severity: 'warning', subjectId: robot.displayName, state: 'open' });

    expectError(await call('POST', `/${alarm._id}/clear`, tokens.guest), 403, 'FORBIDDEN');
    const acked = await call('POST', `/${alarm._id}/acknowledge`, tokens.barman);
    expect(acked.statusCode, acked.body).toBe(200);
    expect(acked.json()).toMatchObject({ state: 'acknowledged', acknowledgedBy: { email: 'barman@demo.bar' } });
    expectError(await call('POST', `/${alarm._id}/acknowledge`, tokens.barman), 409, 'ALARM_HANDLED');
    const cleared = await call('POST', `/${alarm._id}/clear`, tokens.barman);
    expect(cleared.json()).toMatchObject({ state: 'cleared' });
    expectError(await call('POST', `/${alarm._id}/clear`, tokens.barman), 409, 'ALARM_HANDLED');
  });

  it('raises a bar silent for more than 3 minutes as offline, once, and clears it when the bar is back', async () => {
    await bar.stop();
    // once its last events are applied, the silent bar's live check is 181 s old
    await alarmsOf(
      'barOffline',
      (a) => activeOf(a).length === 1,
      'an offline alarm',
      async () => {
        await t.db
          .update(bars)
          .set({ liveCheck: new Date(Date.now() - 181_000) })
          .where(eq(bars.id, barId));
        await t.app.alarms.sweepOffline();
      },
    );
    await t.app.alarms.sweepOffline();
    const [offline] = activeOf(await alarmsOf('barOffline', () => true, 'the offline alarm'));
    expect(offline).toMatchObject({ severity: 'critical', count: 1 });
    const counts = await call('GET', '/counts', tokens.barman);
    expect(counts.json().byBar.find((b: { barId: string }) => b.barId === barId).critical).toBeGreaterThanOrEqual(1);

    bar = await connectBar();
    await alarmsOf('barOffline', (a) => activeOf(a).length === 0, 'the offline alarm to clear');
  });
});

describe('the alarm inbox', () => {
  let alarmId: string;

  beforeAll(async () => {
    bar.model.execute('emergencyStop', {});
    [{ _id: alarmId }] = activeOf(await alarmsOf('emergency', (a) => activeOf(a).length === 1, 'an emergency alarm'));
  });

  afterAll(() => {
    bar.model.execute('restoreEmergency', {});
  });

  it("shows each caller only their bars' alarms and filters by severity, state and kind", async () => {
    const outsider = await createUser(t.db, 'outsider@alarms.test', { roles: [{ barId: otherBarId, role: 'ADMIN' }] });
    expect(outsider).toBeTruthy();
    const own = await call('GET', `/?state=active&severity=critical`, tokens.barman);
    expect(own.json().data.map((a: Alarm) => a._id)).toContain(alarmId);
    expect(own.json().data.every((a: Alarm) => a.severity === 'critical' && a.state !== 'cleared')).toBe(true);
    const other = await call('GET', `/?bar=${barId}`, await signIn(t.app, 'outsider@alarms.test'));
    expect(other.json()).toMatchObject({ data: [], count: 0 });
    expectError(await call('GET', '/?severity=loud', tokens.barman), 400, 'VALIDATION_FAILED');
    const onBar = await call('GET', '/bar', tokens.barman);
    expect(onBar.json()[0]).toMatchObject({ _id: alarmId, severity: 'critical' });
  });

  it('lets MAINT and above assign to someone holding a role on the bar, not BARMAN, and keeps notes', async () => {
    const maint = (await t.app.inject({ method: 'POST', url: '/api/auth/whoami', headers: bearer(tokens.maint) })).json();
    expectError(await call('PUT', `/${alarmId}/assignee`, tokens.barman, { assigneeId: maint._id }), 403, 'FORBIDDEN');
    const outsider = await createUser(t.db, 'nobody@alarms.test');
    expectError(await call('PUT', `/${alarmId}/assignee`, tokens.maint, { assigneeId: outsider }), 400, 'VALIDATION_FAILED');
    const assigned = await call('PUT', `/${alarmId}/assignee`, tokens.maint, { assigneeId: maint._id });
    expect(assigned.json()).toMatchObject({ assignee: { _id: maint._id, email: 'maint@demo.bar' } });
    const noted = await call('PUT', `/${alarmId}/notes`, tokens.barman, { notes: 'Called the technician.' });
    expect(noted.json()).toMatchObject({ notes: 'Called the technician.', assignee: { email: 'maint@demo.bar' } });
    expectError(await call('PUT', `/${alarmId}/notes`, tokens.barman, { notes: 'x'.repeat(2001) }), 400, 'VALIDATION_FAILED');
  });

  it("refuses another bar's alarm as not found and a condition alarm's manual clear", async () => {
    expectError(await call('POST', `/${alarmId}/acknowledge`, tokens.superadmin, undefined, otherBarId), 404, 'NOT_FOUND');
    expectError(await call('POST', `/${alarmId}/acknowledge`, tokens.admin, undefined, otherBarId), 403, 'FORBIDDEN');
    expectError(await call('POST', `/${alarmId}/clear`, tokens.barman), 409, 'ALARM_CLEARS_ITSELF');
  });
});
