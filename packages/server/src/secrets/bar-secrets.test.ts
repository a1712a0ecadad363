import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bars } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { createSecretBox } from './secret-box.js';
import { sealStoredSecrets } from './bar-secrets.js';
import { seedDemo } from '../seed/seed.js';
import { DEMO_BARS } from '../seed/demo-data.js';

const SECRETS = {
  sumUp: 'SUMUP-affiliate-7f3a91',
  vantiv: 'VANTIV-password-58c2d0',
  shift4Auth: 'SHIFT4-auth-0b9e44',
  shift4Access: 'SHIFT4-access-a61d7c',
  satispayPrivate: 'SATISPAY-private-3e8812',
  satispayToken: 'SATISPAY-token-c07f19',
  satispayKeyId: 'SATISPAY-keyid-9d2b60',
  adyen: 'ADYEN-apikey-44e0ab',
  udoor: 'UDOOR-jwt-e5f7a3',
};

const paymentSettings = {
  currency: { currencyNameISO: 'EUR' },
  taxes: { percentage: 22 },
  tips: { percentage: 0 },
  sumUpAffiliateKey: SECRETS.sumUp,
  vantivGateway: { merchantId: 'MID-1', password: SECRETS.vantiv },
  shift4Gateway: { authToken: SECRETS.shift4Auth, accessToken: SECRETS.shift4Access },
  satispaySettings: { publicKey: 'PUBLIC', privateKey: SECRETS.satispayPrivate, token: SECRETS.satispayToken, keyId: SECRETS.satispayKeyId },
  adyenGateway: { apiKey: SECRETS.adyen, clientKey: 'CLIENT-KEY' },
};

const rawRow = async (t: TestApp, barId: string) => {
  const result = await t.db.execute(sql`SELECT payment_settings::text || security::text AS text FROM bars WHERE id = ${barId}`);
  return (result as unknown as { rows: Array<{ text: string }> }).rows[0].text;
};

describe('gateway secrets at rest', () => {
  let t: TestApp;
  let bar: string;
  let msadmin: string;
  let admin: string;
  const box = createSecretBox(Buffer.alloc(32, 3));

  beforeAll(async () => {
    t = await startTestApp({ secrets: box });
    bar = await createBar(t.db);
    await createUser(t.db, 'msadmin@secrets.test', { roles: [{ barId: bar, role: 'MSADMIN' }] });
    await createUser(t.db, 'admin@secrets.test', { roles: [{ barId: bar, role: 'ADMIN' }] });
    msadmin = await signIn(t.app, 'msadmin@secrets.test');
    admin = await signIn(t.app, 'admin@secrets.test');
  });
  afterAll(() => t.close());

  const save = (body: object) => t.app.inject({ method: 'PUT', url: `/api/ubar/bars/${bar}`, headers: { ...bearer(msadmin), 'x-bar': bar }, payload: body });
  const current = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(token), 'x-bar': bar } })).json();

  it('stores every secret sealed: the raw row holds none of them', async () => {
    const res = await save({ paymentSettings, security: { minAgeForDrink: 18, udoorJwtToken: SECRETS.udoor } });
    expect(res.statusCode, res.body).toBe(200);
    const raw = await rawRow(t, bar);
    for (const [name, secret] of Object.entries(SECRETS)) expect(raw, name).not.toContain(secret);
    expect(raw.match(/enc:v1:/g)).toHaveLength(Object.keys(SECRETS).length);
    // what is not secret stays readable
    expect(raw).toContain('MID-1');
    expect(raw).toContain('CLIENT-KEY');
  });

  it('answers as before: flags for every secret, the readable ones in clear for MSADMIN only', async () => {
    const seen = await current(msadmin);
    expect(seen.paymentSettings.shift4Gateway).toMatchObject({ authTokenSet: true, accessTokenSet: true, accessToken: SECRETS.shift4Access });
    expect(seen.paymentSettings.satispaySettings).toMatchObject({ privateKeySet: true, tokenSet: true, keyIdSet: true, keyId: SECRETS.satispayKeyId });
    expect(seen.paymentSettings).toMatchObject({ sumUpAffiliateKeySet: true, vantivGateway: { passwordSet: true }, adyenGateway: { apiKeySet: true } });
    expect(seen.security.udoorJwtTokenSet).toBe(true);
    const body = JSON.stringify(seen);
    for (const name of ['sumUp', 'vantiv', 'shift4Auth', 'satispayPrivate', 'satispayToken', 'adyen', 'udoor'] as const)
      expect(body, name).not.toContain(SECRETS[name]);
    expect(body).not.toContain('enc:v1:');

    const byAdmin = JSON.stringify(await current(admin));
    for (const secret of Object.values(SECRETS)) expect(byAdmin).not.toContain(secret);
    expect(byAdmin).not.toContain('enc:v1:');
    expect(byAdmin).not.toContain('shift4Gateway');
  });

  it('keeps a secret left out or blank, clears it on null, and seals a replacement', async () => {
    const before = await t.db.select({ p: bars.paymentSettings }).from(bars).where(eq(bars.id, bar));
    const storedAuth = (before[0].p as { shift4Gateway: { authToken: string } }).shift4Gateway.authToken;
    const res = await save({
      paymentSettings: { ...paymentSettings, sumUpAffiliateKey: null, shift4Gateway: { authToken: '', accessToken: 'SHIFT4-access-renewed' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.db.select({ p: bars.paymentSettings }).from(bars).where(eq(bars.id, bar));
    const stored = after.p as { sumUpAffiliateKey?: string; shift4Gateway: { authToken: string; accessToken: string } };
    expect(stored.sumUpAffiliateKey).toBeUndefined();
    expect(stored.shift4Gateway.authToken).toBe(storedAuth);
    expect(box.open(stored.shift4Gateway.accessToken)).toBe('SHIFT4-access-renewed');
    expect((await current(msadmin)).paymentSettings.shift4Gateway.accessToken).toBe('SHIFT4-access-renewed');
  });
});

describe('the start-up sealing step', () => {
  let t: TestApp;
  // a fresh database each: the counts are over every bar
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const storeRaw = (id: string, payment: object, security: object) => t.db.update(bars).set({ paymentSettings: payment, security }).where(eq(bars.id, id));
  const stored = async (id: string) => (await t.db.select({ p: bars.paymentSettings, s: bars.security }).from(bars).where(eq(bars.id, id)))[0];

  it('seals clear-text secrets left by an older version, once, and leaves everything else alone', async () => {
    const id = await createBar(t.db);
    await storeRaw(
      id,
      { currency: { currencyNameISO: 'USD' }, shift4Gateway: { authToken: 'old-clear-auth', utgFingerprint: 'FP' }, satispaySettings: { keyId: '' } },
      { minAgeForDrink: 21, udoorJwtToken: 'old-clear-udoor' },
    );
    const box = createSecretBox(Buffer.alloc(32, 4));
    expect(await sealStoredSecrets(t.db, box)).toEqual({ sealed: 2, resealed: 0, unreadable: 0 });
    const row = await stored(id);
    expect(JSON.stringify(row)).not.toMatch(/old-clear/);
    const p = row.p as { currency: unknown; shift4Gateway: { authToken: string; utgFingerprint: string }; satispaySettings: unknown };
    expect(box.open(p.shift4Gateway.authToken)).toBe('old-clear-auth');
    expect(box.open((row.s as { udoorJwtToken: string }).udoorJwtToken)).toBe('old-clear-udoor');
    expect(p).toMatchObject({ currency: { currencyNameISO: 'USD' }, shift4Gateway: { utgFingerprint: 'FP' }, satispaySettings: { keyId: '' } });
    expect((row.s as { minAgeForDrink: number }).minAgeForDrink).toBe(21);
    // idempotent: a second start changes nothing
    expect(await sealStoredSecrets(t.db, box)).toEqual({ sealed: 0, resealed: 0, unreadable: 0 });
    expect(await stored(id)).toEqual(row);
  });

  it('re-seals with the new key during a rotation and leaves what no key opens', async () => {
    const oldKey = Buffer.alloc(32, 5);
    const newKey = Buffer.alloc(32, 6);
    const lostKey = Buffer.alloc(32, 7);
    const id = await createBar(t.db);
    await storeRaw(
      id,
      { adyenGateway: { apiKey: createSecretBox(oldKey).seal('rotated-adyen') }, vantivGateway: { password: createSecretBox(lostKey).seal('lost-vantiv') } },
      {},
    );
    const rotating = createSecretBox(newKey, oldKey);
    const counts = await sealStoredSecrets(t.db, rotating);
    expect(counts).toEqual({ sealed: 0, resealed: 1, unreadable: 1 });
    const p = (await stored(id)).p as { adyenGateway: { apiKey: string }; vantivGateway: { password: string } };
    expect(createSecretBox(newKey).open(p.adyenGateway.apiKey)).toBe('rotated-adyen');
    expect(createSecretBox(lostKey).open(p.vantivGateway.password)).toBe('lost-vantiv');
  });
});

describe('the demo seed', () => {
  it('writes the demo gateway secrets sealed', async () => {
    const t = await startTestApp();
    try {
      const box = createSecretBox(Buffer.alloc(32, 8));
      await seedDemo(t.db, box);
      const rows = await t.db.select({ name: bars.name, p: bars.paymentSettings }).from(bars);
      const roma = DEMO_BARS.find((b) => b.name === 'Roma Termini')!.paymentSettings as { shift4Gateway: { authToken: string; accessToken: string } };
      const text = JSON.stringify(rows);
      expect(text).not.toContain(roma.shift4Gateway.authToken);
      expect(text).not.toContain(roma.shift4Gateway.accessToken);
      const stored = rows.find((r) => r.name === 'Roma Termini')!.p as { shift4Gateway: { accessToken: string; utgBaseUrl: string } };
      expect(box.open(stored.shift4Gateway.accessToken)).toBe(roma.shift4Gateway.accessToken);
      expect(stored.shift4Gateway.utgBaseUrl).toMatch(/^https:/);
    } finally {
      await t.close();
    }
  });
});
