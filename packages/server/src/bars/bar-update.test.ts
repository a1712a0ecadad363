import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BarRole } from '@bar/domain';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { GIF_1X1, multipart, PNG_1X1, pngHeader } from '../test/multipart.js';
import { expectError } from '../test/error-answer.js';

const SECRETS = {
  sumUpAffiliateKey: 'SECRET-sumup-affiliate',
  vantivPassword: 'SECRET-vantiv-password',
  authToken: 'SECRET-shift4-auth-token',
  accessToken: 'SECRET-shift4-access-token',
  privateKey: 'SECRET-satispay-private-key',
  satispayToken: 'SECRET-satispay-token',
  keyId: 'SECRET-satispay-key-id',
  adyenApiKey: 'SECRET-adyen-api-key',
  udoor: 'SECRET-udoor-jwt',
};

const info = (site: string) => ({
  placeName: 'Via Roma 1, Milano',
  privacyPolicy: `https://${site}/privacy`,
  webSite: `https://${site}`,
  vatNumber: 'IT01234567890',
  openingTime: '10:00',
  closingTime: '02:00',
});
const payment = (extra: Record<string, unknown> = {}) => ({
  currency: { currencyNameISO: 'EUR', currencySymbolLeft: false },
  taxes: { percentage: 22, included: true, showAtCheckout: true },
  tips: { percentage: 10, included: false, showAtCheckout: true },
  voucherEnabled: true,
  ...extra,
});

describe('saving bar settings: PUT /api/ubar/bars/{id}', () => {
  let t: TestApp;
  let dataDir: string;
  let bar: string;
  let foreign: string;
  const tokens = {} as Record<BarRole | 'SUPERADMIN', string>;
  const published: Array<{ barId: string; message: { type: string; payload: unknown } }> = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bar-update-'));
    t = await startTestApp({ dataDir });
    const publish = t.app.live.publishToConsoles;
    t.app.live.publishToConsoles = async (barId, message) => {
      published.push({ barId, message });
      await publish(barId, message);
    };
    bar = await createBar(t.db, { name: 'Own bar' });
    foreign = await createBar(t.db, { name: 'Foreign bar' });
    await createUser(t.db, 'root@update.test', { superadmin: true });
    tokens.SUPERADMIN = await signIn(t.app, 'root@update.test');
    for (const role of ['MSADMIN', 'MSMAINT', 'ADMIN', 'MAINT', 'BARMAN'] as const) {
      await createUser(t.db, `${role.toLowerCase()}@update.test`, { roles: [{ barId: bar, role }] });
      tokens[role] = await signIn(t.app, `${role.toLowerCase()}@update.test`);
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const put = (who: keyof typeof tokens, body: unknown, id = bar) =>
    t.app.inject({ method: 'PUT', url: `/api/ubar/bars/${id}`, headers: bearer(tokens[who]), payload: body as object });
  const current = (who: keyof typeof tokens) =>
    t.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(tokens[who]), 'x-bar': bar } });
  const stored = async () => (await t.app.inject({ method: 'GET', url: `/api/ubar/bars/${bar}`, headers: bearer(tokens.SUPERADMIN) })).json();
  const putImages = (who: keyof typeof tokens, parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({ method: 'PUT', url: `/api/ubar/bars/${bar}`, headers: { ...bearer(tokens[who]), ...headers }, payload });
  };
  const png = (name: string, data: Buffer = PNG_1X1, filename = 'picture.png') => ({ name, file: { filename, contentType: 'image/png', data } });

  it('saves every tab for a super administrator and answers the full bar', async () => {
    const res = await put('SUPERADMIN', {
      name: 'Own bar renamed',
      instanceInfos: info('own.bar'),
      geoPosition: { lat: 45.12345, lng: 9.54321 },
      features: { bottles: true, bibs: true, granulars: false, garnish: true, leaves: false, ice: true, coffee: true },
      open: true,
      theme: 'dark',
      hidden: true,
      blocked: false,
      enableDrinkBuilder: true,
      conveyors: 3,
      roboticSystem: { bibWashingTime: 3000, cups: [{ code: 'GRANDE', name: 'Grande', needsMetafork: true, position: 2 }] },
      paymentSettings: payment({
        sumUpAffiliateKey: SECRETS.sumUpAffiliateKey,
        vantivGateway: { merchantId: 'M-1', password: SECRETS.vantivPassword },
        shift4Gateway: { authToken: SECRETS.authToken, accessToken: SECRETS.accessToken, utgBaseUrl: 'https://utg.own.bar' },
        satispaySettings: { publicKey: 'PUBLIC', privateKey: SECRETS.privateKey, token: SECRETS.satispayToken, keyId: SECRETS.keyId },
        adyenGateway: { apiKey: SECRETS.adyenApiKey, countryCode: 'IT', locale: 'it_IT', pointsOfSale: ['POS-1'] },
      }),
      security: { minAgeForDrink: 18, udoorJwtToken: SECRETS.udoor, serviceNameIntegration: 'udoor' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Own bar renamed',
      placeName: 'Via Roma 1, Milano',
      latitude: 45.12345,
      instanceInfos: info('own.bar'),
      features: { bibs: true, coffee: true, granulars: false },
      open: true,
      theme: 'dark',
      hidden: true,
      enableDrinkBuilder: true,
      conveyors: 3,
      roboticSystem: { bibWashingTime: 3000, danceMode: false, cups: [{ code: 'GRANDE', needsMetafork: true, position: 2 }] },
      paymentSettings: {
        taxes: { percentage: 22 },
        sumUpAffiliateKeySet: true,
        vantivGateway: { merchantId: 'M-1', passwordSet: true },
        shift4Gateway: { authTokenSet: true, accessTokenSet: true, accessToken: SECRETS.accessToken, utgBaseUrl: 'https://utg.own.bar' },
        satispaySettings: { publicKey: 'PUBLIC', privateKeySet: true, tokenSet: true, keyIdSet: true, keyId: SECRETS.keyId },
        adyenGateway: { apiKeySet: true, countryCode: 'IT', pointsOfSale: ['POS-1'] },
      },
      security: { minAgeForDrink: 18, udoorJwtTokenSet: true, serviceNameIntegration: 'udoor' },
    });
  });

  it('never answers a write-only secret, to any role, on any bar call', async () => {
    const hidden = Object.entries(SECRETS)
      .filter(([k]) => k !== 'accessToken' && k !== 'keyId')
      .map(([, v]) => v);
    const answers = [
      { role: 'SUPERADMIN', body: (await t.app.inject({ method: 'GET', url: `/api/ubar/bars/${bar}`, headers: bearer(tokens.SUPERADMIN) })).body },
      ...(await Promise.all((Object.keys(tokens) as Array<keyof typeof tokens>).map(async (role) => ({ role, body: (await current(role)).body })))),
    ];
    for (const { role, body } of answers) {
      for (const secret of hidden) expect(body, `${role} answer`).not.toContain(secret);
    }
  });

  it('tells every console of the bar about the change with the least privileged view', async () => {
    const last = published.filter((p) => p.barId === bar).at(-1)!;
    expect(last.message.type).toBe('bar');
    expect(last.message.payload).toMatchObject({ _id: bar, name: 'Own bar renamed' });
    const text = JSON.stringify(last.message.payload);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect((last.message.payload as { paymentSettings: object }).paymentSettings).not.toHaveProperty('shift4Gateway');
  });

  it('shows obtained Shift4 / Satispay values to MSADMIN and above only; lower roles get no gateway at all', async () => {
    for (const role of ['SUPERADMIN', 'MSADMIN'] as const) {
      const ps = (await current(role)).json().paymentSettings;
      expect(ps.shift4Gateway.accessToken, role).toBe(SECRETS.accessToken);
      expect(ps.satispaySettings.keyId, role).toBe(SECRETS.keyId);
    }
    for (const role of ['MSMAINT', 'ADMIN', 'MAINT', 'BARMAN'] as const) {
      const res = await current(role);
      expect(res.statusCode).toBe(200);
      const { paymentSettings, security } = res.json();
      expect(Object.keys(paymentSettings).sort(), role).toEqual(['currency', 'drinkBuilder', 'taxes', 'tips', 'voucherEnabled']);
      expect(security, role).not.toHaveProperty('udoorJwtTokenSet');
      for (const secret of Object.values(SECRETS)) expect(res.body, role).not.toContain(secret);
    }
  });

  it('keeps stored secrets when an update leaves them out or blank, and clears them on null', async () => {
    const res = await put('MSADMIN', {
      paymentSettings: payment({ sumUpAffiliateKey: '', shift4Gateway: { utgFingerprint: 'FP' }, vantivGateway: { password: null } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const ps = res.json().paymentSettings;
    expect(ps.sumUpAffiliateKeySet).toBe(true);
    expect(ps.shift4Gateway).toMatchObject({ authTokenSet: true, accessToken: SECRETS.accessToken, utgFingerprint: 'FP', utgBaseUrl: 'https://utg.own.bar' });
    expect(ps.vantivGateway).toEqual({ merchantId: 'M-1', passwordSet: false });
    expect(ps.satispaySettings.privateKeySet).toBe(true);
  });

  it('lets each staff role save its own tabs on MyBar', async () => {
    const admin = await put('ADMIN', { name: 'Renamed by admin', instanceInfos: info('admin.bar'), open: false, theme: 'light' });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toMatchObject({ name: 'Renamed by admin', open: false, theme: 'light', instanceInfos: { webSite: 'https://admin.bar' } });
    const maint = await put('MSMAINT', { roboticSystem: { cutterTime: 900, danceMode: true, cups: [] } });
    expect(maint.statusCode, maint.body).toBe(200);
    // live flags are controls, not settings: the PUT leaves them alone
    expect(maint.json().roboticSystem).toMatchObject({ cutterTime: 900, bibWashingTime: 3000, danceMode: false, cups: [] });
    const msadmin = await put('MSADMIN', { security: { minAgeForDrink: 21 } });
    expect(msadmin.statusCode, msadmin.body).toBe(200);
    expect((await stored()).security).toMatchObject({ minAgeForDrink: 21, udoorJwtTokenSet: true });
  });

  it('keeps what an update leaves out, even where the schema has defaults', async () => {
    await put('SUPERADMIN', { roboticSystem: { cups: [{ code: 'SHOT', name: 'Shot', needsMetafork: false, position: 0 }] } });
    const before = await stored();
    const res = await put('SUPERADMIN', {
      roboticSystem: { crusherTime: 700 },
      features: { leaves: true },
      paymentSettings: { tips: { percentage: 5 }, currency: {}, taxes: { percentage: 22 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.roboticSystem.cups).toEqual(before.roboticSystem.cups);
    expect(after.roboticSystem.crusherTime).toBe(700);
    expect(after.features).toEqual({ ...before.features, leaves: true });
    expect(after.paymentSettings.voucherEnabled).toBe(before.paymentSettings.voucherEnabled);
    expect(after.paymentSettings.currency).toEqual(before.paymentSettings.currency);
    expect(after.paymentSettings.tips).toEqual({ ...before.paymentSettings.tips, percentage: 5 });
  });

  it('refuses with 403 any field above the caller and stores nothing of that call', async () => {
    const before = await stored();
    const attempts: Array<[keyof typeof tokens, Record<string, unknown>]> = [
      ['ADMIN', { name: 'Sneaky', security: { minAgeForDrink: 1 } }],
      ['ADMIN', { paymentSettings: payment() }],
      ['ADMIN', { roboticSystem: { cups: [] } }],
      ['MSMAINT', { name: 'Sneaky', paymentSettings: payment() }],
      ['MSADMIN', { name: 'Sneaky', hidden: false }],
      ['MSADMIN', { blocked: true }],
      ['MSADMIN', { enableDrinkBuilder: false }],
      ['MSADMIN', { features: { bottles: false } }],
      ['MAINT', { name: 'Sneaky' }],
      ['BARMAN', { open: true }],
    ];
    for (const [role, body] of attempts) {
      const res = await put(role, body);
      expectError(res, 403, 'FORBIDDEN', `${role} ${JSON.stringify(body)}`);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses staff on a bar they hold no role on, and answers 404 for an unknown bar', async () => {
    expectError(await put('MSADMIN', { name: 'Foreign' }, foreign), 403, 'FORBIDDEN');
    expectError(await put('SUPERADMIN', { name: 'Ghost' }, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await put('SUPERADMIN', { name: 'Bad' }, 'not-a-bar'), 400, 'VALIDATION_FAILED');
  });

  it('answers field errors with their paths and stores nothing on invalid input', async () => {
    const before = await stored();
    const res = await put('SUPERADMIN', {
      name: 'Should not be saved',
      instanceInfos: { ...info('x.bar'), privacyPolicy: 'not a url', vatNumber: '' },
      paymentSettings: payment({ currency: { currencyNameISO: 'JPY' }, adyenGateway: { countryCode: 'ITA' } }),
      roboticSystem: { cups: [{ code: 'PINT', name: 'Pint', position: 0 }] },
      security: {},
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    const details = Object.fromEntries(res.json().details.map((d: { path: string; message: string }) => [d.path, d.message]));
    expect(details).toMatchObject({
      'instanceInfos.privacyPolicy': 'Privacy policy must be a valid http(s) URL',
      'instanceInfos.vatNumber': 'VAT number is required',
      'paymentSettings.currency.currencyNameISO': 'Local currency is required',
      'paymentSettings.adyenGateway.countryCode': 'Two letters',
      'roboticSystem.cups.0.code': expect.stringContaining('Cup code'),
      'security.minAgeForDrink': 'Minimum drinking age is required',
    });
    for (const bad of ['[1,2]', '"text"']) {
      const r = await t.app.inject({
        method: 'PUT',
        url: `/api/ubar/bars/${bar}`,
        headers: { ...bearer(tokens.SUPERADMIN), 'content-type': 'application/json' },
        payload: bad,
      });
      expectError(r, 400, 'VALIDATION_FAILED', bad);
    }
    expect(await stored()).toEqual(before);
  });

  describe('images', () => {
    it('stores real images sent as multipart with the data part, and serves them with their type and nosniff', async () => {
      const res = await putImages('ADMIN', [
        { name: 'data', value: JSON.stringify({ instanceInfos: info('img.bar') }) },
        png('coverImage'),
        { name: 'logo', file: { filename: 'logo.gif', contentType: 'image/gif', data: GIF_1X1 } },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const infos = res.json().instanceInfos;
      expect(infos.webSite).toBe('https://img.bar');
      expect(infos.coverImage).toMatch(new RegExp(`^/api/ubar/bars/${bar}/images/coverImage-[0-9a-f]{32}\\.png$`));
      expect(infos.logo).toMatch(/logo-[0-9a-f]{32}\.gif$/);
      const image = await t.app.inject({ method: 'GET', url: infos.coverImage });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-disposition']).toMatch(/^inline/);
      expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: infos.logo })).headers['content-type']).toBe('image/gif');
    });

    it('replaces an image (the old file goes) and removes one on null', async () => {
      const before = (await stored()).instanceInfos;
      const res = await putImages('SUPERADMIN', [png('coverImage', PNG_1X1, 'another.png')]);
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json().instanceInfos;
      expect(after.coverImage).not.toBe(before.coverImage);
      expect(after.logo).toBe(before.logo);
      expectError(await t.app.inject({ method: 'GET', url: before.coverImage }), 404, 'NOT_FOUND');
      const removed = await put('SUPERADMIN', { instanceInfos: { ...info('img.bar'), logo: null, coverImage: 'ignored text keeps it' } });
      expect(removed.json().instanceInfos.logo).toBeUndefined();
      expect(removed.json().instanceInfos.coverImage).toBe(after.coverImage);
      expectError(await t.app.inject({ method: 'GET', url: before.logo }), 404, 'NOT_FOUND');
    });

    it('refuses a .png that is really text, an oversized file, a pixel bomb and a second logo, storing nothing', async () => {
      const before = await stored();
      const files = () => fs.readdirSync(path.join(dataDir, 'uploads', 'bars', bar)).sort();
      const filesBefore = files();
      const cases: Array<[number, Parameters<typeof multipart>[0]]> = [
        [400, [{ name: 'data', value: JSON.stringify({ name: 'Not saved' }) }, png('logo', Buffer.from('I am text, not a PNG at all'), 'evil.png')]],
        [413, [png('coverImage', Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]))]],
        [400, [png('logoBW', pngHeader(30_000, 30_000))]],
        [400, [png('logo'), png('logo')]],
        [400, [png('avatar')]],
        [400, [{ name: 'data', value: '{not json' }]],
      ];
      for (const [status, parts] of cases) {
        const res = await putImages('SUPERADMIN', parts);
        expect(res.statusCode, `${parts.map((p) => p.name).join('+')}: ${res.body}`).toBe(status);
        expect(res.json().message).toEqual(expect.any(String));
      }
      expect(await stored()).toEqual(before);
      expect(files()).toEqual(filesBefore);
    });

    it('refuses images from a role that cannot edit bar info', async () => {
      expectError(await putImages('MAINT', [png('logo')]), 403, 'FORBIDDEN');
    });

    it('serves only files the store made', async () => {
      for (const file of ['..%2F..%2Fjwt-secret', 'logo.html', 'coverImage-0123456789abcdef0123456789abcdef.png']) {
        expectError(await t.app.inject({ method: 'GET', url: `/api/ubar/bars/${bar}/images/${file}` }), 404, 'NOT_FOUND', file);
      }
    });
  });

  describe('GET /api/ubar/bars/byName', () => {
    it('suggests bars whose name contains the text, for super administrators', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/byName', query: { name: 'FOREIGN' }, headers: bearer(tokens.SUPERADMIN) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ _id: foreign, name: 'Foreign bar', version: 'ms3.1' }]);
      const all = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/byName', headers: bearer(tokens.SUPERADMIN) });
      expect(all.json()).toHaveLength(2);
      expect((await t.app.inject({ method: 'GET', url: '/api/ubar/bars/byName', query: { name: '%' }, headers: bearer(tokens.SUPERADMIN) })).json()).toEqual(
        [],
      );
    });

    it('refuses staff and over-long text', async () => {
      const staff = await t.app.inject({
        method: 'GET',
        url: '/api/ubar/bars/byName',
        query: { name: 'bar' },
        headers: { ...bearer(tokens.MSADMIN), 'x-bar': bar },
      });
      expectError(staff, 403, 'FORBIDDEN');
      const long = await t.app.inject({ method: 'GET', url: '/api/ubar/bars/byName', query: { name: 'x'.repeat(121) }, headers: bearer(tokens.SUPERADMIN) });
      expectError(long, 400, 'VALIDATION_FAILED');
    });
  });
});
