import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BarDetail } from '@bar/domain';
import type { App } from '../../app.js';
import type { Db } from '../../db/connection.js';
import { barCommands, bars, robots } from '../../db/schema.js';
import { createDeviceEventHandler } from '../../devices/service.js';
import { bottleB1, insertDispenser, insertIngredient } from '../../dispensers/test/fixtures.js';
import { bearer, createBar, createUser, signIn } from '../../test/harness.js';

/**
 * Every kind of change the bar detail (`GET /api/ubar/bars/current`) shows, made the way the
 * server makes it: through the API or as a bar event. The bar record cache tests run each one on
 * one instance and across two instances: the detail is read (and so cached), the change is made,
 * and the very next read must show it.
 */

export type Viewer = 'barman' | 'msadmin';
/** GET /api/ubar/bars/current on the reading instance, as `viewer`, for `bar` (default: the bar). */
export type Read = (viewer?: Viewer, bar?: 'bar' | 'other') => Promise<BarDetail>;

export interface RecordFixture {
  db: Db;
  bar: string;
  /** A second bar, which a moved robot joins. */
  other: string;
  tokens: Record<'root' | 'msadmin' | 'admin' | 'maint' | 'barman', string>;
  robotId: string;
  dispenserId: string;
  ingredientId: string;
}

export interface RecordChange {
  what: string;
  /** Reads the check makes; each is made (and so cached) before the change. Default: the barman's view of the bar. */
  reads?: Array<[Viewer, 'bar' | 'other']>;
  /** State the change needs, set up before the reads. */
  prepare?(app: App, f: RecordFixture): Promise<void>;
  /** The change, made through `app`. */
  act(app: App, f: RecordFixture): Promise<void>;
  check(read: Read, f: RecordFixture): Promise<void>;
}

/** A bar with a robot and a bottle dispenser, and a user of each role the checks read or act as. */
export async function recordFixture(db: Db, app: App, label: string): Promise<RecordFixture> {
  const bar = await createBar(db, { name: `${label} bar` });
  const other = await createBar(db, { name: `${label} other bar` });
  await db.update(bars).set({ open: true }).where(eq(bars.id, bar));
  const [robot] = await db
    .insert(robots)
    .values({ barId: bar, tagName: `${label}-R1`, displayName: 'Left', status: 'STOP' })
    .returning({ id: robots.id });
  const ingredientId = await insertIngredient(db, bar, 'bottles', 'Gin');
  const dispenserId = await insertDispenser(db, bar, bottleB1(ingredientId));
  const tokens = {} as RecordFixture['tokens'];
  await createUser(db, `root@${label}.test`, { superadmin: true });
  tokens.root = await signIn(app, `root@${label}.test`);
  for (const role of ['msadmin', 'admin', 'maint', 'barman'] as const) {
    const roles = [{ barId: bar, role: role.toUpperCase() as 'ADMIN' }, ...(role === 'barman' ? [{ barId: other, role: 'BARMAN' as const }] : [])];
    await createUser(db, `${role}@${label}.test`, { roles });
    tokens[role] = await signIn(app, `${role}@${label}.test`);
  }
  return { db, bar, other, tokens, robotId: robot.id, dispenserId, ingredientId };
}

/**
 * Reads over the app's socket, as a console does: a held record is answered by the hot lane, one
 * not held by the route, so every change is checked on both paths. The app must be listening.
 */
export function reader(app: App, f: RecordFixture): Read {
  return async (viewer = 'barman', bar = 'bar') => {
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/ubar/bars/current`, { headers: { ...bearer(f.tokens[viewer]), 'x-bar': f[bar] } });
    const body = await res.text();
    expect(res.status, body).toBe(200);
    return JSON.parse(body) as BarDetail;
  };
}

async function call(app: App, f: RecordFixture, method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload: object, status = 200) {
  const res = await app.inject({ method, url, headers: { ...bearer(token), 'x-bar': f.bar }, payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** A bar event of the fixture's bar, taken by `app` as its bar-event handler takes it from the broker. */
export async function barEvent(app: App, f: RecordFixture, event: object): Promise<void> {
  const handle = createDeviceEventHandler({ db: f.db, live: app.live, bars: app.barRecords, log: app.log });
  await handle(f.bar, { at: new Date().toISOString(), ...event });
}

/** What the last change wrote, for its check (changes run one after another). */
let lastValue = '';
let lastOpen = false;

const unique = () => crypto.randomBytes(3).toString('hex').toUpperCase();
const robotOf = (view: BarDetail, id: string) => view.robots.find((r) => r._id === id);

/** In this order: the bar is offline (closed while offline) until the first heartbeat. */
export const RECORD_CHANGES: RecordChange[] = [
  {
    what: 'settings saved through PUT (name, instance info)',
    act: async (app, f) => {
      const name = `Renamed ${unique()}`;
      const instanceInfos = { placeName: 'Piazza', privacyPolicy: 'https://privacy.example', vatNumber: 'IT0001', webSite: `https://${name.slice(8)}.example` };
      await call(app, f, 'PUT', `/api/ubar/bars/${f.bar}`, f.tokens.admin, { name, instanceInfos });
      lastValue = name;
    },
    check: async (read) => {
      const view = await read();
      expect(view.name).toBe(lastValue);
      expect(view.instanceInfos.webSite).toBe(`https://${lastValue.slice(8)}.example`);
    },
  },
  {
    what: 'payment settings saved through PUT (the gateway part only MSADMIN sees)',
    reads: [
      ['barman', 'bar'],
      ['msadmin', 'bar'],
    ],
    act: async (app, f) => {
      lastValue = `https://utg-${unique().toLowerCase()}.example`;
      await call(app, f, 'PUT', `/api/ubar/bars/${f.bar}`, f.tokens.msadmin, {
        paymentSettings: {
          currency: { currencyNameISO: 'USD', currencySymbolLeft: true },
          taxes: { percentage: 0, included: true, showAtCheckout: false },
          tips: { percentage: 0, included: false, showAtCheckout: false },
          shift4Gateway: { utgBaseUrl: lastValue },
        },
      });
    },
    check: async (read) => {
      const staff = await read('barman');
      expect(staff.paymentSettings.currency.currencyNameISO).toBe('USD');
      expect(staff.paymentSettings.shift4Gateway).toBeUndefined();
      expect((await read('msadmin')).paymentSettings.shift4Gateway?.utgBaseUrl).toBe(lastValue);
    },
  },
  {
    what: 'security, robotic settings and features saved through PUT',
    act: async (app, f) => {
      await call(app, f, 'PUT', `/api/ubar/bars/${f.bar}`, f.tokens.root, {
        security: { minAgeForDrink: 21 },
        roboticSystem: { bibWashingTime: 42 },
        features: { coffee: true },
      });
    },
    check: async (read) => {
      const view = await read();
      expect(view.security.minAgeForDrink).toBe(21);
      expect(view.roboticSystem.bibWashingTime).toBe(42);
      expect(view.features.coffee).toBe(true);
    },
  },
  {
    what: 'a Shift4 access token obtained (payments route)',
    reads: [['msadmin', 'bar']],
    act: async (app, f) => {
      const answer = await call(app, f, 'POST', '/api/shift4/getAccessToken', f.tokens.msadmin, { authToken: `auth-${unique()}` });
      lastValue = answer.credential.accessToken;
    },
    check: async (read) => {
      expect((await read('msadmin')).paymentSettings.shift4Gateway).toMatchObject({ accessTokenSet: true, accessToken: lastValue });
    },
  },
  {
    what: 'a robot created on the bar',
    act: async (app, f) => {
      lastValue = `NEW-${unique()}`;
      await call(app, f, 'POST', '/api/uBar/robots/create', f.tokens.root, { tagName: lastValue, displayName: 'New robot', barId: f.bar }, 201);
    },
    check: async (read) => {
      expect((await read()).robots.map((r) => r.tagName)).toContain(lastValue);
    },
  },
  {
    what: 'a robot renamed',
    act: async (app, f) => {
      lastValue = `Renamed robot ${unique()}`;
      await call(app, f, 'PUT', `/api/uBar/robots/${f.robotId}`, f.tokens.root, { displayName: lastValue });
    },
    check: async (read, f) => {
      expect(robotOf(await read(), f.robotId)).toMatchObject({ displayName: lastValue });
    },
  },
  {
    what: 'the bar closed while offline (bar commands route)',
    act: async (app, f) => {
      await call(app, f, 'PATCH', `/api/ubar/bars/${f.bar}/updateFromBarManager`, f.tokens.maint, { open: false }, 202);
    },
    check: async (read) => {
      expect(await read()).toMatchObject({ open: false, openPending: true });
    },
  },
  {
    what: 'a bottle dispenser saved (the bar warning lists)',
    act: async (app, f) => {
      const body = {
        barId: f.bar,
        dispenserCapacity: { id: '700ml' },
        doserType: 'SPIRITS',
        alarmLevel: 2,
        actualLevel: 1,
        ingredientId: f.ingredientId,
        enabled: true,
      };
      await call(app, f, 'PATCH', `/api/udispenser/bottles/${f.dispenserId}`, f.tokens.maint, body);
    },
    check: async (read, f) => {
      expect((await read()).bottleAlarm).toEqual([{ dispenserId: f.dispenserId, ingredientId: f.ingredientId }]);
    },
  },
  {
    what: 'a heartbeat (status, live check)',
    act: async (app, f) => {
      lastValue = `BEAT ${unique()}`;
      await barEvent(app, f, { type: 'heartbeat', status: lastValue });
    },
    check: async (read) => {
      const view = await read();
      expect(view.status).toBe(lastValue);
      expect(view.liveCheck).not.toBeNull();
    },
  },
  {
    what: 'bar state reported by the bar (status, theme, robotic flags)',
    act: async (app, f) => {
      lastValue = `STATE ${unique()}`;
      await barEvent(app, f, { type: 'bar', status: lastValue, theme: 'dark', roboticSystem: { danceMode: true, fencesOpen: true } });
    },
    check: async (read) => {
      const view = await read();
      expect(view).toMatchObject({ status: lastValue, theme: 'dark' });
      expect(view.roboticSystem).toMatchObject({ danceMode: true, fencesOpen: true });
    },
  },
  {
    what: 'a robot state reported by the bar',
    act: async (app, f) => {
      lastValue = `ROBOT ${unique()}`;
      const [robot] = await f.db.select({ tagName: robots.tagName }).from(robots).where(eq(robots.id, f.robotId));
      await barEvent(app, f, { type: 'robot', tagName: robot.tagName, status: lastValue, enabled: false });
    },
    check: async (read, f) => {
      expect(robotOf(await read(), f.robotId)).toMatchObject({ status: lastValue, enabled: false });
    },
  },
  {
    what: 'bottle levels reported by the bar',
    act: async (app, f) => {
      const level = { dispenserId: 'controller-cell-1', ingredientId: f.ingredientId, enabled: true, level: 3, capacity: 100, alarmLevel: 2 };
      await barEvent(app, f, { type: 'bottles', levels: [level] });
    },
    check: async (read, f) => {
      expect(await read()).toMatchObject({ bottleAlarm: [], bottleWarning: [{ dispenserId: 'controller-cell-1', ingredientId: f.ingredientId }] });
    },
  },
  {
    what: 'an open state the bar carried out (its acknowledgement of setOpen)',
    prepare: async (app, f) => {
      // decided here: pending until the bar carries it out; the heartbeat sends it (unless one is under way)
      await call(app, f, 'PUT', `/api/ubar/bars/${f.bar}`, f.tokens.admin, { open: true });
      await barEvent(app, f, { type: 'heartbeat', status: 'RUNNING' });
    },
    act: async (app, f) => {
      const [command] = await f.db
        .select({ id: barCommands.id, args: barCommands.args })
        .from(barCommands)
        .where(and(eq(barCommands.barId, f.bar), eq(barCommands.command, 'setOpen')))
        .orderBy(desc(barCommands.createdAt))
        .limit(1);
      lastOpen = (command.args as { open: boolean }).open;
      await barEvent(app, f, { type: 'ack', commandId: command.id, status: 'done' });
    },
    check: async (read) => {
      expect(await read()).toMatchObject({ open: lastOpen, openPending: false });
    },
  },
  {
    what: 'a robot moved to another bar',
    reads: [
      ['barman', 'bar'],
      ['barman', 'other'],
    ],
    act: async (app, f) => {
      await call(app, f, 'PUT', `/api/uBar/robots/${f.robotId}`, f.tokens.root, { barId: f.other });
    },
    check: async (read, f) => {
      expect(robotOf(await read('barman', 'bar'), f.robotId)).toBeUndefined();
      expect(robotOf(await read('barman', 'other'), f.robotId)).toBeDefined();
    },
  },
];

/** Reads a change's views before it is made (so they are cached), as its check will read them. */
export async function warm(change: RecordChange, read: Read): Promise<BarDetail[]> {
  const views: BarDetail[] = [];
  for (const [viewer, bar] of change.reads ?? [['barman', 'bar']]) views.push(await read(viewer, bar));
  return views;
}
