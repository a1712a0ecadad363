import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barEventTopic } from '@bar/domain';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/connection.js';
import { appOrders, auditLog, barCommands, bars, drinks } from '../db/schema.js';
import { startFakeGateway, type FakeGateway } from '../payments/fake-gateway.js';
import { TEST_JWT_SECRET, bearer, createBar, createUser, signIn } from '../test/harness.js';
import { crashTestOptions, crashTestSecrets } from './crash-test-options.js';
import { REFUND_SETTLED_PAID, REFUND_SETTLED_REFUNDED } from './refund-settlement.js';
import { reportFigure } from '../test/figure.js';
import { connectMqtt, endAllMqtt, within } from '../test/mqtt.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
let fake: FakeGateway;
const ADMIN = 'admin@crash.test';

beforeAll(async () => {
  fake = await startFakeGateway();
});
afterAll(async () => {
  await endAllMqtt();
  await fake?.close();
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** A data dir with one bar (sealed Shift4 access token, online), its ADMIN and the given paid Shift4 orders. */
async function prepare(invoices: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-recovery-'));
  dirs.push(dataDir);
  const database = await openDatabase({ dataDir });
  const barId = await createBar(database.db);
  await database.db
    .update(bars)
    .set({ liveCheck: new Date(), paymentSettings: { shift4Gateway: { accessToken: crashTestSecrets.seal('BAR-ACCESS-TOKEN') } } })
    .where(eq(bars.id, barId));
  await createUser(database.db, ADMIN, { roles: [{ barId, role: 'ADMIN' }] });
  const orders = invoices.length
    ? await database.db
        .insert(appOrders)
        .values(invoices.map((transactionId) => ({ barId, type: 'App', paymentMethod: 'shift4', price: '9.50', status: 'paid', transactionId })))
        .returning({ id: appOrders.id, invoice: appOrders.transactionId })
    : [];
  await database.close();
  return { dataDir, barId, orders: orders.map((o) => ({ id: o.id, invoice: o.invoice! })) };
}

/** Runs the crash child and kills it (SIGKILL, no clean-up) once `inFlight` says its work is under way. */
async function crashWhile(args: string[], inFlight: (stdout: string) => boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'crash-child.ts'), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (!inFlight(stdout)) return;
      clearInterval(timer);
      child.kill('SIGKILL');
      resolve();
    }, 5);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error('the server exited before it could be killed'));
    });
  });
  await exited;
}

async function restart(dataDir: string) {
  const database = await openDatabase({ dataDir });
  return { database, start: (options: Parameters<typeof buildApp>[0]['commands'] = {}) => startApp(database, options) };
}

async function startApp(database: Awaited<ReturnType<typeof openDatabase>>, commands: Parameters<typeof buildApp>[0]['commands']) {
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    ...crashTestOptions(fake.url),
    commands,
    // settle at once on start: nothing else is running on this data dir
    recovery: { graceMs: 0, intervalMs: 0 },
  });
  await app.ready();
  return app;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('work in flight survives a crash', { timeout: 180_000 }, () => {
  it('a refund killed after the gateway voided ends refunded, one killed before ends paid and refundable, each settled once', async () => {
    const { dataDir, barId, orders } = await prepare(['hang-after-void-1', 'hang']);
    const [voided, notVoided] = orders;
    for (const order of orders) {
      // killed while the gateway holds the void call: the first one was voided there, the second not
      await crashWhile([dataDir, fake.url, 'refund', barId, ADMIN, order.id], () =>
        fake.requests.some((r) => r.method === 'DELETE' && r.headers.invoice === order.invoice),
      );
    }
    expect([...fake.voided]).toEqual([voided.invoice]);

    const { database, start } = await restart(dataDir);
    const statuses = () =>
      database.db
        .select({ id: appOrders.id, status: appOrders.status, refundedAt: appOrders.refundedAt })
        .from(appOrders)
        .where(inArray(appOrders.id, [voided.id, notVoided.id]));
    const stuck = await statuses();
    expect(stuck.map((o) => o.status)).toEqual(['refunding', 'refunding']);

    let app = await start();
    const settled = await waitFor(statuses, (rows) => rows.every((o) => o.status !== 'refunding'));
    const byId = new Map(settled.map((o) => [o.id, o]));
    expect(byId.get(voided.id)).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
    expect(byId.get(notVoided.id)).toMatchObject({ status: 'paid', refundedAt: null });

    // repeated and concurrent passes, and a second restart, change nothing more
    expect(await Promise.all([app.recovery.settleRefunds(), app.recovery.settleRefunds()])).toEqual([
      { refunded: 0, paid: 0, pending: 0 },
      { refunded: 0, paid: 0, pending: 0 },
    ]);
    await app.close();
    app = await start();
    await app.recovery.settleRefunds();

    const headers = { ...bearer(await signIn(app, ADMIN)), 'x-bar': barId };
    const list = await app.inject({ method: 'GET', url: '/api/uorder/apporders/', headers });
    expect(list.json().data.map((o: { _id: string }) => o._id)).toEqual([notVoided.id]);
    const detail = await app.inject({ method: 'GET', url: `/api/uorder/apporders/${notVoided.id}`, headers });
    expect(detail.json()).toMatchObject({ status: 'paid', refundable: true });

    const audit = await database.db
      .select({ route: auditLog.route, targetId: auditLog.targetId, barId: auditLog.barId, method: auditLog.method })
      .from(auditLog)
      .where(inArray(auditLog.route, [REFUND_SETTLED_REFUNDED, REFUND_SETTLED_PAID]));
    expect(audit.sort((a, b) => a.route.localeCompare(b.route))).toEqual([
      { route: REFUND_SETTLED_PAID, targetId: notVoided.id, barId, method: 'SYSTEM' },
      { route: REFUND_SETTLED_REFUNDED, targetId: voided.id, barId, method: 'SYSTEM' },
    ]);
    const voids = fake.requests.filter((r) => r.method === 'DELETE' && orders.some((o) => o.invoice === r.headers.invoice));
    expect(voids).toHaveLength(2);
    const settledOnce = orders.filter((o) => audit.filter((a) => a.targetId === o.id).length === 1).length;
    const stillStuck = (await statuses()).filter((o) => o.status === 'refunding').length;
    reportFigure('refund settlement', `${orders.length} windows, ${settledOnce} settled once, ${stillStuck} stuck`);
    await app.close();
    await database.close();
  });

  it('every bar event the broker acknowledged is stored, although the server is killed right after the acknowledgement', async () => {
    const { dataDir, barId } = await prepare([]);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'crash-child.ts'), dataDir, fake.url, 'bar events', barId, ADMIN], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let stdout = '';
    const listening = within(
      new Promise<RegExpExecArray>((resolve) =>
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
          const line = /listening (\d+) (\S+)\n/.exec(stdout);
          if (line) resolve(line);
        }),
      ),
      'the crash child to listen',
      60_000,
    );
    const [, port, token] = await listening;
    const bar = await connectMqtt(`ws://127.0.0.1:${port}/mqtt`, { username: 'bar', password: token });

    // a burst, as a reconnecting bar sends every drink it holds; killed the moment the last one is acknowledged
    const recipe = { name: 'Negroni', price: 9, category: 'Classics', ingredients: [{ name: 'Gin', quantity: 1, type: 'Bottle' }] };
    const ids = Array.from({ length: 40 }, () => randomUUID());
    const acknowledged = ids.map(
      (id, n) =>
        new Promise<void>((resolve, reject) =>
          bar.client.publish(
            barEventTopic(barId),
            JSON.stringify({ type: 'drink', drink: { id, status: 'open', recipe, type: 'Kiosk', name: `Guest ${n}` } }),
            { qos: 1 },
            (err) => {
              if (err) return reject(err);
              if (n === ids.length - 1) child.kill('SIGKILL');
              resolve();
            },
          ),
        ),
    );
    await within(Promise.all(acknowledged), 'the acknowledgements of the bar events', 60_000);
    await exited;

    const database = await openDatabase({ dataDir });
    const stored = new Set((await database.db.select({ id: drinks.id }).from(drinks).where(eq(drinks.barId, barId))).map((d) => d.id));
    const lost = ids.filter((id) => !stored.has(id));
    reportFigure('bar events at a kill', `${ids.length} acknowledged by the broker, ${lost.length} lost`);
    expect(lost, `${lost.length} of ${ids.length} acknowledged drink reports are not stored`).toEqual([]);
    await database.close();
  });

  it('a command killed while sent to the bar reaches timed out on restart, without waiting for the periodic sweep', async () => {
    const { dataDir, barId } = await prepare([]);
    await crashWhile([dataDir, fake.url, 'command', barId, ADMIN], (stdout) => stdout.includes('sent\n'));

    const { database, start } = await restart(dataDir);
    const command = () => database.db.select().from(barCommands).where(eq(barCommands.barId, barId));
    const [before] = await command();
    expect(before.status).toBe('sent');
    // a restarted server leaves a command alone while its own acknowledgement wait (timeout + 5 s) could still be running elsewhere
    const restartedTimeoutMs = 100;
    const wait = before.createdAt.getTime() + restartedTimeoutMs + 5_000 + 50 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

    const app = await start({ timeoutMs: restartedTimeoutMs, sweepIntervalMs: 600_000 });
    const [after] = await command();
    expect(after).toMatchObject({ status: 'timed_out', error: 'The bar did not answer the command in time.', completedAt: expect.any(Date) });
    const open = await database.db
      .select({ id: barCommands.id })
      .from(barCommands)
      .where(and(eq(barCommands.barId, barId), inArray(barCommands.status, ['sent', 'acknowledged'])));
    reportFigure('command recovery', `1 window, ${after.status === 'timed_out' ? 1 : 0} timed out on start, ${open.length} left in flight`);
    await app.close();
    await database.close();
  });
});
