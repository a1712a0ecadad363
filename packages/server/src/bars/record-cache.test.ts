import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barDetailSchema, barEventTopic } from '@bar/domain';
import { bars } from '../db/schema.js';
import { bearer, startTestApp, type TestApp } from '../test/harness.js';
import { connectMqtt, endAllMqtt } from '../test/mqtt.js';
import { BAR_RECORD_TTL_MS } from './record-cache.js';
import { findBarDetail } from './repository.js';
import { RECORD_CHANGES, reader, recordFixture, warm, type Read, type RecordFixture } from './test/record-changes.js';

/** The cache's clock stands still unless a test moves it: only a change can make it read a bar again. */
let now = 1_000;
const clock = { now: () => now };

let t: TestApp;
let f: RecordFixture;
let read: Read;

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 }, barRecordCache: { clock } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  f = await recordFixture(t.db, t.app, 'record');
  read = reader(t.app, f);
});

afterAll(async () => {
  await endAllMqtt();
  await t?.close();
});

const rename = (name: string) => t.db.update(bars).set({ name }).where(eq(bars.id, f.bar));

describe('the bar record of GET /api/ubar/bars/current', () => {
  it('answers from the cache until something changes it (a change straight in the database is not seen yet)', async () => {
    const before = await read();
    await rename('Changed behind its back');
    expect((await read()).name).toBe(before.name);
    await t.app.barRecords.changed(f.bar);
    expect((await read()).name).toBe('Changed behind its back');
  });

  it('answers a held bar named in upper case from the same record, and one not held after reading it', async () => {
    const current = (bar: string) => t.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(f.tokens.barman), 'x-bar': bar } });
    await t.app.barRecords.changed(f.bar);
    const first = await current(f.bar.toUpperCase());
    expect(first.statusCode).toBe(200);
    await rename('Not seen while held');
    const held = await current(f.bar.toUpperCase());
    expect(held.body).toBe(first.body);
    expect((await current(f.bar)).body).toBe(first.body);
    await t.app.barRecords.changed(f.bar);
    expect(JSON.parse((await current(f.bar.toUpperCase())).body).name).toBe('Not seen while held');
  });

  it('answers the bytes the response schema makes, as JSON', async () => {
    await read();
    const res = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(f.tokens.barman), 'x-bar': f.bar } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(JSON.stringify(barDetailSchema.parse(await findBarDetail(t.db, f.bar, 'BARMAN'))));
  });

  it('gives each role its own view: a cached MSADMIN answer never reaches a lower role, nor the other way round', async () => {
    await t.app.barRecords.changed(f.bar);
    const staff = await read('barman');
    const msadmin = await read('msadmin');
    const staffAgain = await read('barman');
    expect(staff.paymentSettings.shift4Gateway).toBeUndefined();
    expect(staff.security.udoorJwtTokenSet).toBeUndefined();
    expect(msadmin.paymentSettings.shift4Gateway).toBeDefined();
    expect(msadmin.security.udoorJwtTokenSet).toBe(false);
    expect(staffAgain).toEqual(staff);
    expect((await read('msadmin')).paymentSettings.shift4Gateway).toEqual(msadmin.paymentSettings.shift4Gateway);
  });

  it('does not keep a read that was under way when a change was made', async () => {
    await t.app.barRecords.changed(f.bar);
    const underWay = t.app.barRecords.json(f.bar, 'BARMAN');
    await rename('Renamed during a read');
    await t.app.barRecords.changed(f.bar);
    await underWay;
    expect((await read()).name).toBe('Renamed during a read');
  });

  it(`sees a change made straight in the database once the record outlives its time-to-live (${BAR_RECORD_TTL_MS} ms)`, async () => {
    await read();
    await rename('Renamed in the database');
    expect((await read()).name).not.toBe('Renamed in the database');
    now += BAR_RECORD_TTL_MS + 1;
    expect((await read()).name).toBe('Renamed in the database');
  });

  it('is 404 for a bar that does not exist, and keeps nothing for it', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await t.app.barRecords.json(missing, 'SUPERADMIN')).toBeUndefined();
    const res = await t.app.inject({ method: 'GET', url: `/api/ubar/bars/${missing}`, headers: bearer(f.tokens.root) });
    expect(res.statusCode).toBe(404);
  });
});

describe('every change the detail shows acts on the very next read', () => {
  for (const change of RECORD_CHANGES) {
    it(change.what, async () => {
      await change.prepare?.(t.app, f);
      await warm(change, read);
      await change.act(t.app, f);
      await change.check(read, f);
    });
  }

  it('bar events from a connected controller, through the broker', async () => {
    await read();
    const { token } = await t.app.tokens.issueBar(f.bar);
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mqtt`;
    const controller = await connectMqtt(url, { username: 'bar', password: token });
    // QoS 1: the broker acknowledges once the event is applied
    await controller.publish(barEventTopic(f.bar), JSON.stringify({ type: 'heartbeat', status: 'FROM THE BROKER' }), { qos: 1 });
    expect((await read()).status).toBe('FROM THE BROKER');
  });
});
