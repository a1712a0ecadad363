import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONVEYOR_NEEDS_STOP_MESSAGE, adminTopic, barCommandTopic, barEventTopic } from '@bar/domain';
import { startBarController, type BarController } from '@bar/simulator';
import { barCommands, bars, robots } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt, within } from '../test/mqtt.js';
import { sweepStaleCommands } from './repository.js';
import { expectError } from '../test/error-answer.js';

let t: TestApp;
let url: string;
let vegas: string;
let quiet: string;
let robotIds: string[] = [];
const tokens = {} as Record<'maint' | 'barman' | 'msadmin', string>;
let sim: BarController;

async function addRobots(barId: string, prefix: string) {
  const rows = await t.db
    .insert(robots)
    .values([
      { barId, tagName: `${prefix}-R1`, displayName: `${prefix} Front`, status: 'RUNNING', position: 0 },
      { barId, tagName: `${prefix}-R2`, displayName: `${prefix} Back`, status: 'RUNNING', position: 1 },
    ])
    .returning({ id: robots.id });
  return rows.map((r) => r.id);
}

const call = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', path: string, token: string, barId: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${path}`, headers: { ...bearer(token), 'x-bar': barId, ...headers }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { timeoutMs: 1_500, sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  vegas = await createBar(t.db, { name: 'Vegas', version: 'ms1' });
  quiet = await createBar(t.db, { name: 'Quiet' });
  robotIds = await addRobots(vegas, 'LV');
  await addRobots(quiet, 'QU');
  for (const role of ['maint', 'barman', 'msadmin'] as const) {
    const email = `${role}@commands.test`;
    await createUser(t.db, email, {
      roles: [
        { barId: vegas, role: role.toUpperCase() as 'MAINT' },
        { barId: quiet, role: role.toUpperCase() as 'MAINT' },
      ],
    });
    tokens[role] = await signIn(t.app, email);
  }
  const { token } = await t.app.tokens.issueBar(vegas);
  sim = startBarController({
    brokerUrl: url,
    token,
    setup: {
      barId: vegas,
      name: 'Vegas',
      version: 'ms1',
      open: true,
      theme: 'auto',
      roboticSystem: {},
      robots: [
        { id: robotIds[0], tagName: 'LV-R1', displayName: 'LV Front', status: 'RUNNING', enabled: true },
        { id: robotIds[1], tagName: 'LV-R2', displayName: 'LV Back', status: 'RUNNING', enabled: true },
      ],
    },
    // no customers, no faults: the test alone steers the bar
    simulation: { ordersPerHour: 0, cupErrorsPerHour: 0, fenceTripsPerHour: 0, robotFaultsPerHour: 0, emptyBottlesPerHour: 0 },
    tickMs: 200,
  });
  await within(sim.ready, 'the simulator to connect');
  await within(
    (async () => {
      for (;;) {
        const [bar] = await t.db.select({ liveCheck: bars.liveCheck }).from(bars).where(eq(bars.id, vegas));
        if (bar.liveCheck) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    })(),
    'the first heartbeat to be stored',
  );
});

afterEach(async () => {
  await endAllMqtt();
});

afterAll(async () => {
  await sim?.stop();
  await endAllMqtt();
  await t?.close();
});

describe('commands through the broker to the simulated bar', () => {
  it('stops a robot: the bar acknowledges, the HTTP call answers, state is stored and published', async () => {
    const consoleClient = await connectMqtt(url, { username: 'maint@commands.test', password: tokens.maint });
    expect(await consoleClient.subscribe(adminTopic(vegas))).toEqual([0]);

    const res = await call('PUT', `/uBar/robots/${robotIds[0]}/stop`, tokens.maint, vegas, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ command: 'stopRobot', status: 'done', barId: vegas, issuedBy: { email: 'maint@commands.test', name: 'Test maint' } });

    for (;;) {
      const msg = JSON.parse((await consoleClient.next('the robot live message')).payload);
      // the bar's announce at connect (heartbeat, then bar, robots RUNNING …) may still be publishing after its heartbeat was stored
      if (msg.type === 'robot' && msg.payload.tagName === 'LV-R1' && msg.payload.status !== 'RUNNING') {
        expect(msg.payload).toMatchObject({ _id: robotIds[0], status: 'STOP' });
        break;
      }
    }
    const [robot] = await t.db.select().from(robots).where(eq(robots.id, robotIds[0]));
    expect(robot.status).toBe('STOP');
  });

  it('refuses conveyor moves while a robot runs, with the bar reason, and moves them once both are in STOP', async () => {
    const refused = await call('POST', '/ubar/bars/moveConveyor', tokens.maint, vegas, { number: 1, position: 'back' });
    expectError(refused, 409, 'COMMAND_REFUSED');
    expect(refused.json().message).toBe(CONVEYOR_NEEDS_STOP_MESSAGE);

    expect((await call('PUT', `/uBar/robots/${robotIds[1]}/stop`, tokens.maint, vegas, {})).statusCode).toBe(200);
    const moved = await call('POST', '/ubar/bars/moveConveyor', tokens.maint, vegas, { number: 2, position: 'front' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'done', args: { number: 2, position: 'front' } });
  });

  it('emergency stops everything until restored; General Start is refused meanwhile', async () => {
    expect((await call('POST', '/ubar/bars/emergencyStop', tokens.maint, vegas, {})).statusCode).toBe(200);
    const refused = await call('POST', '/ubar/bars/generalStart', tokens.maint, vegas, {});
    expectError(refused, 409, 'COMMAND_REFUSED');
    expect(refused.json().message).toBe('Restore the emergency first.');
    await within(
      (async () => {
        for (;;) {
          const [bar] = await t.db.select().from(bars).where(eq(bars.id, vegas));
          if (bar.status === 'EMERGENCY' && (bar.roboticSystem as { emergency?: boolean }).emergency) return;
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      'the emergency to be stored',
    );
    expect((await call('POST', '/ubar/bars/restoreEmergency', tokens.maint, vegas, {})).statusCode).toBe(200);
    expect((await call('POST', '/ubar/bars/generalStart', tokens.maint, vegas, {})).statusCode).toBe(200);
    expect(sim.model.robots.every((r) => r.status === 'RUNNING')).toBe(true);
  });

  it('closes the bar and changes a mode through the SPEC paths', async () => {
    const closed = await call('PATCH', `/ubar/bars/${vegas}/updateFromBarManager`, tokens.maint, vegas, { open: false });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ command: 'setOpen', args: { open: false } });
    const mode = await call('PATCH', `/ubar/bars/${vegas}/roboticSettings`, tokens.maint, vegas, { automaticConveyor: true });
    expect(mode.statusCode, mode.body).toBe(200);
    await within(
      (async () => {
        for (;;) {
          const [bar] = await t.db.select().from(bars).where(eq(bars.id, vegas));
          if (!bar.open && (bar.roboticSystem as { automaticConveyor?: boolean }).automaticConveyor) return;
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      'the closed bar and the mode to be stored',
    );
    expect(sim.model.open).toBe(false);
    expectError(
      await call('PATCH', `/ubar/bars/${vegas}/roboticSettings`, tokens.maint, vegas, { danceMode: true, ghostMode: true }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('PATCH', `/ubar/bars/${vegas}/updateFromBarManager`, tokens.maint, vegas, {}), 400, 'VALIDATION_FAILED');
  });

  it('lists recent commands newest first with who sent them', async () => {
    const res = await call('GET', '/ubar/commands/?perPage=3', tokens.barman, vegas);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBeGreaterThanOrEqual(8);
    expect(page.data).toHaveLength(3);
    expect(page.data[0]).toMatchObject({ command: 'setMode', status: 'done', issuedBy: { email: 'maint@commands.test', name: 'Test maint' } });
  });
});

describe('idempotency, timeouts and permissions', () => {
  it('executes a retried request with the same key once and answers the same result', async () => {
    const { token } = await t.app.tokens.issueBar(quiet);
    const controller = await connectMqtt(url, { username: 'bar', password: token });
    await controller.subscribe(barCommandTopic(quiet));
    await controller.publish(barEventTopic(quiet), JSON.stringify({ type: 'heartbeat', status: 'RUNNING' }));
    await within(
      (async () => {
        for (;;) {
          const [bar] = await t.db.select({ liveCheck: bars.liveCheck }).from(bars).where(eq(bars.id, quiet));
          if (bar.liveCheck) return;
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
      'the heartbeat',
    );
    // a controller that acknowledges everything it receives
    controller.client.on('message', (_topic, payload) => {
      const cmd = JSON.parse(payload.toString());
      controller.client.publish(barEventTopic(quiet), JSON.stringify({ type: 'ack', commandId: cmd.id, status: 'done' }));
    });

    const key = { 'idempotency-key': 'restore-fences-1' };
    const [first, second] = await Promise.all([
      call('POST', '/ubar/bars/restoreFences', tokens.maint, quiet, {}, key),
      call('POST', '/ubar/bars/restoreFences', tokens.maint, quiet, {}, key),
    ]);
    const third = await call('POST', '/ubar/bars/restoreFences', tokens.maint, quiet, {}, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect(controller.received.filter((m) => m.topic === barCommandTopic(quiet))).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(barCommands)
      .where(and(eq(barCommands.barId, quiet), eq(barCommands.idempotencyKey, 'restore-fences-1')));
    expect(rows).toHaveLength(1);

    const other = await call('POST', '/ubar/bars/restoreCupError', tokens.maint, quiet, { idempotencyKey: 'restore-fences-1' });
    expectError(other, 409, 'IDEMPOTENCY_KEY_REUSED');
    await controller.end();
  });

  it('times out when the online bar has no controller listening, and the command ends timed_out', async () => {
    await t.db.update(bars).set({ liveCheck: new Date() }).where(eq(bars.id, quiet));
    const res = await call('POST', '/ubar/bars/restoreCupError', tokens.maint, quiet, {}, { 'idempotency-key': 'no-answer' });
    expectError(res, 504, 'BAR_TIMEOUT');
    const [row] = await t.db.select().from(barCommands).where(eq(barCommands.idempotencyKey, 'no-answer'));
    expect(row.status).toBe('timed_out');
    expect(row.completedAt).not.toBeNull();
  });

  it('answers 409 at once for an offline bar and stores the command as failed', async () => {
    await t.db
      .update(bars)
      .set({ liveCheck: new Date(Date.now() - 4 * 60_000) })
      .where(eq(bars.id, quiet));
    const res = await call('POST', '/ubender/zoidberg/restartViz', tokens.maint, quiet, {}, { 'idempotency-key': 'offline' });
    expectError(res, 409, 'BAR_OFFLINE');
    const [row] = await t.db.select().from(barCommands).where(eq(barCommands.idempotencyKey, 'offline'));
    expect(row).toMatchObject({ status: 'failed', error: 'The bar is offline.' });
  });

  it('sweeps commands nobody answered to timed_out', async () => {
    const [row] = await t.db
      .insert(barCommands)
      .values({ barId: quiet, command: 'restartViz', idempotencyKey: 'stale', createdAt: new Date(Date.now() - 60_000) })
      .returning();
    expect(await sweepStaleCommands(t.db, new Date(), 10_000, 120_000)).toBeGreaterThanOrEqual(1);
    const [after] = await t.db.select().from(barCommands).where(eq(barCommands.id, row.id));
    expect(after.status).toBe('timed_out');
  });

  it('lets a BARMAN unlock a conveyor but not control the bar', async () => {
    expectError(await call('POST', '/ubar/bars/generalStart', tokens.barman, vegas, {}), 403, 'FORBIDDEN');
    expectError(await call('PUT', `/uBar/robots/${robotIds[0]}/start`, tokens.barman, vegas, {}), 403, 'FORBIDDEN');
    const unlock = await call('POST', '/ubar/bars/unlockConveyor', tokens.barman, vegas, { deliveryPosition: 1, bar: vegas });
    expectError(unlock, 409, 'COMMAND_REFUSED');
    expect(unlock.json().message).toBe('No ready drink at position 1.');
  });

  it('takes bar-wide commands without a body, and answers 404 for an unknown bar', async () => {
    const noBody = await t.app.inject({ method: 'POST', url: '/api/ubar/bars/restoreCupError', headers: { ...bearer(tokens.maint), 'x-bar': vegas } });
    expect(noBody.statusCode, noBody.body).toBe(200);
    const superadmin = await createUser(t.db, 'root@commands.test', { superadmin: true });
    expect(superadmin).toBeTruthy();
    const rootToken = await signIn(t.app, 'root@commands.test');
    const unknown = await call('POST', '/ubar/bars/generalStart', rootToken, '00000000-0000-4000-8000-000000000000', {});
    expectError(unknown, 404, 'NOT_FOUND');
  });

  it('answers 404 for a robot of another bar', async () => {
    expectError(await call('PUT', `/uBar/robots/${robotIds[0]}/start`, tokens.maint, quiet, {}), 404, 'NOT_FOUND');
  });
});
