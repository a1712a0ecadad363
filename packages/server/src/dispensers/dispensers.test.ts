import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBarController, type BarController } from '@bar/simulator';
import { bars, dispensers, dispenserValves } from '../db/schema.js';
import { createDeviceEventHandler } from '../devices/service.js';
import { bottleB1, insertDispenser, insertIngredient, setAllFeatures } from './test/fixtures.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { endAllMqtt, WAIT_MS, within } from '../test/mqtt.js';
import { expectError } from '../test/error-answer.js';

let t: TestApp;
let bar: string;
let bareBar: string;
let sim: BarController;
const tokens = {} as Record<'maint' | 'barman' | 'admin', string>;
const ids = {} as Record<
  'gin' | 'rum' | 'cola' | 'lime' | 'bottle' | 'other' | 'fake' | 'bib' | 'valve' | 'granular' | 'cutter' | 'leaf' | 'ice' | 'coffee' | 'beans',
  string
>;

const call = (method: 'GET' | 'PATCH' | 'POST', path: string, token: string, payload?: object, barId = bar) =>
  t.app.inject({ method, url: `/api/udispenser${path}`, headers: { ...bearer(token), 'x-bar': barId }, ...(payload ? { payload } : {}) });

const ingredient = (kind: string, name: string) => insertIngredient(t.db, bar, kind, name);
const dispenser = (values: Parameters<typeof insertDispenser>[2]) => insertDispenser(t.db, bar, values);

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { timeoutMs: 1_500, sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  bar = await createBar(t.db, { name: 'Dispenser bar' });
  bareBar = await createBar(t.db, { name: 'Bare dispenser bar' });
  await setAllFeatures(t.db, bar, true);
  await setAllFeatures(t.db, bareBar, false);
  for (const role of ['maint', 'barman', 'admin'] as const) {
    await createUser(t.db, `${role}@dispensers.test`, {
      roles: [
        { barId: bar, role: role.toUpperCase() as 'MAINT' },
        { barId: bareBar, role: role.toUpperCase() as 'MAINT' },
      ],
    });
    tokens[role] = await signIn(t.app, `${role}@dispensers.test`);
  }
  ids.gin = await ingredient('bottles', 'Gin Tanqueray London');
  ids.rum = await ingredient('bottles', 'Rum');
  ids.cola = await ingredient('flavours', 'Cola');
  ids.lime = await ingredient('garnishes', 'Lime');
  ids.beans = await ingredient('coffee', 'Arabica');
  ids.bottle = await dispenser(bottleB1(ids.gin));
  ids.other = await dispenser({
    kind: 'bottles',
    row: 0,
    column: 1,
    capacityId: '1lt',
    doserType: 'SYRUP',
    alarmLevel: 3,
    actualLevel: 30,
    ingredientId: ids.rum,
    graphicCode: 'B2',
  });
  ids.fake = await dispenser({ kind: 'bottles', row: 1, column: 0, fake: true, graphicCode: 'X' });
  ids.bib = await dispenser({ kind: 'bib', beverageType: 'Sodas', graphicCode: 'BIB1', robots: [{ tagName: 'R1', position: 1 }] });
  ids.valve = (await t.db.insert(dispenserValves).values({ barId: bar, dispenserId: ids.bib, graphicCode: 'V1' }).returning({ id: dispenserValves.id }))[0].id;
  ids.granular = await dispenser({ kind: 'granulars', dispensingTime: 300, graphicCode: 'G1' });
  ids.cutter = await dispenser({ kind: 'garnishes', dispensingTime: 500, graphicCode: 'C1' });
  ids.leaf = await dispenser({ kind: 'leaves', dispensingTime: 400, graphicCode: 'L1' });
  ids.ice = await dispenser({ kind: 'ice', dispensingTime: 1000, graphicCode: 'I1' });
  ids.coffee = await dispenser({ kind: 'coffee', grinderTime: 2000, graphicCode: 'K1' });

  const { token } = await t.app.tokens.issueBar(bar);
  const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
  sim = startBarController({
    brokerUrl: url,
    token,
    setup: { barId: bar, name: 'Dispenser bar', version: 'ms3.1', open: true, theme: 'auto', roboticSystem: {}, robots: [] },
    simulation: { ordersPerHour: 0, cupErrorsPerHour: 0, fenceTripsPerHour: 0, robotFaultsPerHour: 0, emptyBottlesPerHour: 0 },
    tickMs: 200,
  });
  await within(sim.ready, 'the simulator to connect');
  await within(
    (async () => {
      for (;;) {
        const [row] = await t.db.select({ liveCheck: bars.liveCheck }).from(bars).where(eq(bars.id, bar));
        if (row.liveCheck) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    })(),
    'the first heartbeat to be stored',
  );
});

afterAll(async () => {
  await sim?.stop();
  await endAllMqtt();
  await t?.close();
});

const barLists = async () => (await t.db.select({ a: bars.bottleAlarm, w: bars.bottleWarning }).from(bars).where(eq(bars.id, bar)))[0];
/**
 * The lists once they settle: the connected simulator reports each level back once it learns it, so
 * its report of the level before a save may still land after that save (the next report corrects it).
 */
const settledLists = () => expect.poll(barLists, { timeout: WAIT_MS });

describe('bottle dispensers', () => {
  it('lists the map cells for a BARMAN, with size, ingredient and placeholders', async () => {
    const res = await call('GET', `/bottles/?barId=${bar}`, tokens.barman);
    expect(res.statusCode, res.body).toBe(200);
    const cells = res.json();
    expect(cells).toHaveLength(3);
    expect(cells[0]).toMatchObject({
      _id: ids.bottle,
      dispenserCapacity: { id: '700ml', description: '700 ml', capacity: 25 },
      doserType: 'SPIRITS',
      actualLevel: 20,
      ingredient: { _id: ids.gin, name: 'Gin Tanqueray London' },
      fake: false,
    });
    expect(cells.find((c: { _id: string }) => c._id === ids.fake).fake).toBe(true);
  });

  it('refuses query parameters a dispenser list does not take', async () => {
    for (const kind of ['bottles', 'bib', 'granulars', 'garnishes', 'leaves', 'ice', 'coffee']) {
      const res = await call('GET', `/${kind}/?barId=${bar}&foo=1`, tokens.barman);
      expectError(res, 400, 'VALIDATION_FAILED', kind);
      expect(res.json().message).toContain('Unknown query parameter "foo"');
    }
  });

  it('saves a dispenser for a MAINT and recomputes the bar warning lists', async () => {
    const body = { barId: bar, dispenserCapacity: { id: '700ml' }, doserType: 'SYRUP', alarmLevel: 2, actualLevel: 5, ingredientId: ids.gin, enabled: true };
    const res = await call('PATCH', `/bottles/${ids.bottle}`, tokens.maint, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ doserType: 'SYRUP', actualLevel: 5 });
    await settledLists().toEqual({ a: [], w: [{ dispenserId: ids.bottle, ingredientId: ids.gin }] });

    const empty = await call('PATCH', `/bottles/${ids.bottle}`, tokens.maint, { ...body, actualLevel: 2 });
    expect(empty.statusCode).toBe(200);
    await settledLists().toEqual({ a: [{ dispenserId: ids.bottle, ingredientId: ids.gin }], w: [] });

    const full = await call('PATCH', `/bottles/${ids.bottle}`, tokens.maint, { ...body, actualLevel: 25 });
    expect(full.statusCode).toBe(200);
    await settledLists().toEqual({ a: [], w: [] });
    // the bar is told, so it counts down from the new level
    await within(
      (async () => {
        while (sim.model.bottles.find((b) => b.dispenserId === ids.bottle)?.level !== 25) await new Promise((r) => setTimeout(r, 50));
      })(),
      'the bar to learn the level',
    );
    expect(sim.model.bottles.find((b) => b.dispenserId === ids.bottle)).toMatchObject({
      ingredientName: 'Gin Tanqueray London',
      capacity: 25,
      alarmLevel: 2,
      enabled: true,
    });
  });

  it('refuses a level above the bottle size, a missing alarm level, a foreign ingredient and a placeholder', async () => {
    const body = { dispenserCapacity: { id: '375ml' }, doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 15 };
    const over = await call('PATCH', `/bottles/${ids.bottle}`, tokens.maint, body);
    expectError(over, 400, 'VALIDATION_FAILED');
    expect(over.json().message).toContain('Level must be at most 14');
    const { alarmLevel: _a, ...noAlarm } = body;
    expectError(await call('PATCH', `/bottles/${ids.bottle}`, tokens.maint, { ...noAlarm, actualLevel: 1 }), 400, 'VALIDATION_FAILED');
    const foreign = await call('PATCH', `/bottles/${ids.bottle}`, tokens.maint, { ...body, actualLevel: 1, ingredientId: ids.cola });
    expectError(foreign, 400, 'VALIDATION_FAILED');
    expect(foreign.json().message).toBe('The bottle is not an ingredient of this bar.');
    expectError(await call('PATCH', `/bottles/${ids.fake}`, tokens.maint, { ...body, actualLevel: 1 }), 409, 'CONFLICT');
    expectError(await call('PATCH', `/bottles/00000000-0000-4000-8000-000000000000`, tokens.maint, { ...body, actualLevel: 1 }), 404, 'NOT_FOUND');
  });

  it('lets a BARMAN view but not edit, and refuses a bar without the feature', async () => {
    const body = { dispenserCapacity: { id: '700ml' }, doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 10 };
    expectError(await call('PATCH', `/bottles/${ids.bottle}`, tokens.barman, body), 403, 'FORBIDDEN');
    expectError(await call('GET', '/bottles/', tokens.barman, undefined, bareBar), 409, 'CONFLICT');
  });

  it('stores levels the bar reports for its dispensers and moves the lists', async () => {
    const handle = createDeviceEventHandler({ db: t.db, live: t.app.live, bars: t.app.barRecords, log: t.app.log });
    const at = new Date().toISOString();
    const level = (dispenserId: string, ingredientId: string, l: number) => ({
      dispenserId,
      ingredientId,
      enabled: true,
      level: l,
      capacity: 25,
      alarmLevel: 2,
    });
    // the connected simulator holds this bottle too: it reports the same level, and any report of its old one is corrected
    sim.model.bottles.find((b) => b.dispenserId === ids.bottle)!.level = 6;
    await handle(bar, { type: 'bottles', at, levels: [level(ids.bottle, ids.gin, 6), level(ids.other, ids.rum, 1)] });
    const bottleLevel = async () => (await t.db.select().from(dispensers).where(eq(dispensers.id, ids.bottle)))[0].actualLevel;
    await expect.poll(bottleLevel, { timeout: WAIT_MS }).toBe(6);
    await settledLists().toEqual({ a: [{ dispenserId: ids.other, ingredientId: ids.rum }], w: [{ dispenserId: ids.bottle, ingredientId: ids.gin }] });
  });
});

describe('bibs and valves', () => {
  it('lists beverage dispensers with UNASSIGNED valves, assigns a flavour and tests a valve on the bar', async () => {
    const list = await call('GET', '/bib/', tokens.barman);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()[0]).toMatchObject({ _id: ids.bib, beverageType: 'Sodas', valveIds: [{ _id: ids.valve, flavourId: null, flavourName: null }] });

    const saved = await call('PATCH', `/valv/${ids.valve}`, tokens.maint, { flavourId: ids.cola });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ flavourId: ids.cola, flavourName: 'Cola' });
    expectError(await call('PATCH', `/valv/${ids.valve}`, tokens.maint, { flavourId: ids.gin }), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', `/valv/${ids.valve}`, tokens.barman, { flavourId: null }), 403, 'FORBIDDEN');

    const test = await call('POST', `/valv/${ids.valve}/manualCommand`, tokens.maint, { id: ids.valve, barId: bar, quantity: 1, dispensingTime: 200 });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({
      command: 'manualDispense',
      status: 'done',
      args: { target: 'valve', dispenserId: ids.valve, quantity: 1, dispensingTime: 200 },
    });
  });

  it('validates manual commands and their permission', async () => {
    const missing = await call('POST', `/valv/${ids.valve}/manualCommand`, tokens.maint, { dispensingTime: 200 });
    expectError(missing, 400, 'VALIDATION_FAILED');
    expect(missing.json().message).toContain('Quantity is required');
    expectError(await call('POST', `/valv/${ids.valve}/manualCommand`, tokens.barman, { quantity: 1, dispensingTime: 200 }), 403, 'FORBIDDEN');
    expectError(await call('POST', `/valv/${ids.ice}/manualCommand`, tokens.maint, { quantity: 1, dispensingTime: 200 }), 404, 'NOT_FOUND');
  });
});

describe('granular, cutter, leaf, ice and coffee dispensers', () => {
  it.each([
    ['granulars', 'granular', { dispensingTime: 350 }],
    ['garnishes', 'cutter', { dispensingTime: 550, ingredientId: 'lime' }],
    ['leaves', 'leaf', { dispensingTime: 450 }],
    ['ice', 'ice', { dispensingTime: 1200 }],
    ['coffee', 'coffee', { grinderTime: 2500, ingredientId: 'beans' }],
  ] as const)('%s: lists, saves, validates and guards', async (kind, key, patch) => {
    const list = await call('GET', `/${kind}/`, tokens.barman);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toHaveLength(1);
    const id = ids[key];
    const body = { ...patch, ...('ingredientId' in patch ? { ingredientId: ids[patch.ingredientId] } : {}) };
    const saved = await call('PATCH', `/${kind}/${id}`, tokens.maint, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'ingredientId')));
    const invalid = await call('PATCH', `/${kind}/${id}`, tokens.maint, {});
    expectError(invalid, 400, 'VALIDATION_FAILED');
    expect(invalid.json().message).toContain(kind === 'coffee' ? 'Grinder time is required' : 'Dispensing time is required');
    expectError(await call('PATCH', `/${kind}/${id}`, tokens.barman, body), 403, 'FORBIDDEN');
  });

  it('tests the ice dispenser on the bar', async () => {
    const res = await call('POST', `/ice/${ids.ice}/manualCommand`, tokens.maint, { quantity: 2, dispensingTime: 300 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ command: 'manualDispense', status: 'done', args: { target: 'ice', quantity: 2 } });
  });
});
