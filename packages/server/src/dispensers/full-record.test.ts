import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispenserValves } from '../db/schema.js';
import { bottleB1, insertDispenser, insertIngredient, setAllFeatures } from './test/fixtures.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';

/** SPEC §7: the console PATCHes the full dispenser object, as GET answered it with `_id` renamed `id`. */
let t: TestApp;
let bar: string;
let token: string;
const ids = {} as Record<'gin' | 'rum' | 'cola' | 'lime' | 'beans' | 'bottle', string>;

const call = (method: 'GET' | 'PATCH', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/udispenser${path}`, headers: { ...bearer(token), 'x-bar': bar }, ...(payload ? { payload } : {}) });

/** What the console holds after receiving a record: every `_id` key renamed `id`. */
const renamed = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(renamed)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k === '_id' ? 'id' : k, renamed(v)]))
      : value;

const ingredient = (kind: string, name: string) => insertIngredient(t.db, bar, kind, name);
const dispenser = (values: Parameters<typeof insertDispenser>[2]) => insertDispenser(t.db, bar, values);

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 } });
  bar = await createBar(t.db, { name: 'Full record bar' });
  await setAllFeatures(t.db, bar, true);
  await createUser(t.db, 'maint@full-record.test', { roles: [{ barId: bar, role: 'MAINT' }] });
  token = await signIn(t.app, 'maint@full-record.test');
  ids.gin = await ingredient('bottles', 'Gin');
  ids.rum = await ingredient('bottles', 'Rum');
  ids.cola = await ingredient('flavours', 'Cola');
  ids.lime = await ingredient('garnishes', 'Lime');
  ids.beans = await ingredient('coffee', 'Arabica');
  ids.bottle = await dispenser(bottleB1(ids.gin));
  const bib = await dispenser({ kind: 'bib', beverageType: 'Sodas', graphicCode: 'BIB1', robots: [{ tagName: 'R1', position: 1 }] });
  await t.db.insert(dispenserValves).values({ barId: bar, dispenserId: bib, graphicCode: 'V1' });
  await dispenser({ kind: 'granulars', dispensingTime: 300, graphicCode: 'G1' });
  await dispenser({ kind: 'garnishes', dispensingTime: 500, graphicCode: 'C1', ingredientId: ids.lime });
  await dispenser({ kind: 'leaves', dispensingTime: 400, graphicCode: 'L1' });
  await dispenser({ kind: 'ice', dispensingTime: 1000, graphicCode: 'I1' });
  await dispenser({ kind: 'coffee', grinderTime: 2000, graphicCode: 'K1', ingredientId: ids.beans });
});

afterAll(() => t?.close());

const firstOf = async (kind: string) => {
  const res = await call('GET', `/${kind}/`);
  expect(res.statusCode, res.body).toBe(200);
  return renamed(res.json()[0]) as Record<string, unknown> & { id: string };
};

describe('dispenser saves take the full record', () => {
  it('bottles: the whole cell with a new size, level and ingredient', async () => {
    const cell = await firstOf('bottles');
    const body = {
      ...cell,
      barId: bar,
      dispenserCapacity: { id: '1lt', description: '1 lt', capacity: 37 },
      actualLevel: 30,
      ingredientId: ids.rum,
      ingredient: { id: ids.rum, name: 'Rum' },
    };
    const res = await call('PATCH', `/bottles/${cell.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: ids.bottle,
      dispenserCapacity: { id: '1lt', capacity: 37 },
      actualLevel: 30,
      ingredientId: ids.rum,
      ingredient: { _id: ids.rum, name: 'Rum' },
    });
    // read-only parts of the record (position, code, placeholder flag) are not changed by a save
    expect(await firstOf('bottles')).toMatchObject({ row: 0, column: 0, graphicCode: 'B1', fake: false });
  });

  it('bib valves: the whole valve with its flavour', async () => {
    const valve = (await firstOf('bib')).valveIds as Array<Record<string, unknown> & { id: string }>;
    const res = await call('PATCH', `/valv/${valve[0].id}`, { ...valve[0], barId: bar, flavourId: ids.cola, flavourName: 'Cola' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ flavourId: ids.cola, flavourName: 'Cola' });
  });

  it.each([
    ['granulars', { dispensingTime: 350 }],
    ['garnishes', { dispensingTime: 550, ingredientId: null, ingredient: null }],
    ['leaves', { dispensingTime: 450 }],
    ['ice', { dispensingTime: 1200 }],
    ['coffee', { grinderTime: 2500 }],
  ] as const)('%s: the whole record with its new timing', async (kind, change) => {
    const record = await firstOf(kind);
    const res = await call('PATCH', `/${kind}/${record.id}`, { ...record, barId: bar, ...change });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: record.id, ...change });
  });
});
