import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { expectError } from '../test/error-answer.js';

describe('bar time zone', () => {
  let t: TestApp;
  let dataDir: string;
  let bar: string;
  let admin: string;
  let barman: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bar-zone-'));
    t = await startTestApp({ dataDir });
    bar = await createBar(t.db, { name: 'Zone bar' });
    await createUser(t.db, 'admin@zone.test', { roles: [{ barId: bar, role: 'ADMIN' }] });
    await createUser(t.db, 'barman@zone.test', { roles: [{ barId: bar, role: 'BARMAN' }] });
    [admin, barman] = await Promise.all([signIn(t.app, 'admin@zone.test'), signIn(t.app, 'barman@zone.test')]);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const put = (token: string, body: object) => t.app.inject({ method: 'PUT', url: `/api/ubar/bars/${bar}`, headers: bearer(token), payload: body });
  const current = async () => (await t.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(admin), 'x-bar': bar } })).json();

  it('starts in the zone of its position, follows the bar when it moves, until one is picked', async () => {
    // the test bars lie near Milano
    expect((await current()).timeZone).toBe('Europe/Rome');
    const lisbon = { lat: 38.7223, lng: -9.1393 };
    expect((await put(admin, { geoPosition: lisbon })).json().timeZone).toBe('Europe/Lisbon');
    expect((await put(admin, { timeZone: 'Asia/Tokyo' })).json().timeZone).toBe('Asia/Tokyo');
    // picked by hand: moving the bar keeps it
    expect((await put(admin, { geoPosition: { lat: 45.4642, lng: 9.19 } })).json().timeZone).toBe('Asia/Tokyo');
  });

  it('is saved by the Bar Info tab (ADMIN and above)', async () => {
    const res = await put(admin, { timeZone: 'Europe/Rome' });
    expect(res.statusCode).toBe(200);
    expect(res.json().timeZone).toBe('Europe/Rome');
    expect((await current()).timeZone).toBe('Europe/Rome');
  });

  it('refuses a name that is not an IANA zone with a clear 400, and keeps the stored one', async () => {
    for (const bad of ['Europe/Milano', '+01:00', '', 42]) {
      const res = await put(admin, { name: 'Renamed', timeZone: bad });
      expectError(res, 400, 'VALIDATION_FAILED', String(bad));
      expect(res.json().details).toContainEqual(expect.objectContaining({ path: 'timeZone' }));
    }
    const res = await put(admin, { timeZone: 'Mars/Olympus' });
    expect(res.json().details[0].message).toBe('Time zone must be an IANA time zone such as Europe/Rome or UTC');
    expect(await current()).toMatchObject({ name: 'Zone bar', timeZone: 'Europe/Rome' });
  });

  it('is refused to a role that cannot edit the bar info', async () => {
    expectError(await put(barman, { timeZone: 'America/Los_Angeles' }), 403, 'FORBIDDEN');
    expect((await current()).timeZone).toBe('Europe/Rome');
  });
});
