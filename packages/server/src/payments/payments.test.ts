import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { createGateways } from './options.js';
import { GOOD_SATISPAY_TOKEN, GOOD_SHIFT4_AUTH, SATISPAY_KEY_ID, SHIFT4_ACCESS, startFakeGateway, type FakeGateway } from './fake-gateway.js';
import { expectError } from '../test/error-answer.js';

const PUBLIC_KEY = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----';
const PRIVATE_KEY = '-----BEGIN PRIVATE KEY-----\nSECRET-private-key-body\n-----END PRIVATE KEY-----';

describe('payment credential calls', () => {
  let fake: FakeGateway;
  let live: TestApp;
  let sandbox: TestApp;
  const setup = async (t: TestApp, prefix: string) => {
    const bar = await createBar(t.db, { name: `${prefix} bar` });
    const other = await createBar(t.db, { name: `${prefix} other` });
    await createUser(t.db, `msadmin@${prefix}.test`, { roles: [{ barId: bar, role: 'MSADMIN' }] });
    await createUser(t.db, `msmaint@${prefix}.test`, { roles: [{ barId: bar, role: 'MSMAINT' }] });
    await createUser(t.db, `root@${prefix}.test`, { superadmin: true });
    return {
      bar,
      other,
      msadmin: await signIn(t.app, `msadmin@${prefix}.test`),
      msmaint: await signIn(t.app, `msmaint@${prefix}.test`),
      root: await signIn(t.app, `root@${prefix}.test`),
    };
  };
  let L: Awaited<ReturnType<typeof setup>>;
  let S: Awaited<ReturnType<typeof setup>>;

  beforeAll(async () => {
    fake = await startFakeGateway();
    live = await startTestApp({
      payments: createGateways({
        mode: 'live',
        shift4BaseUrl: `${fake.url}/api/rest/v1`,
        shift4ClientGuid: 'GUID-1',
        satispayBaseUrl: `${fake.url}/g_business/v1`,
        timeoutMs: 500,
      }),
    });
    sandbox = await startTestApp();
    L = await setup(live, 'live');
    S = await setup(sandbox, 'sandbox');
  });
  afterAll(async () => {
    await live.close();
    await sandbox.close();
    await fake.close();
  });

  const post = (t: TestApp, url: string, token: string, bar: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'x-bar': bar }, payload });
  const payment = async (t: TestApp, token: string, bar: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(token), 'x-bar': bar } })).json().paymentSettings;

  describe('POST /api/shift4/getAccessToken', () => {
    it('obtains the access token through the gateway and stores it with the auth token', async () => {
      const res = await post(live, '/api/shift4/getAccessToken', L.msadmin, L.bar, { authToken: GOOD_SHIFT4_AUTH });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ credential: { accessToken: SHIFT4_ACCESS } });
      expect((await payment(live, L.msadmin, L.bar)).shift4Gateway).toMatchObject({ authTokenSet: true, accessTokenSet: true, accessToken: SHIFT4_ACCESS });
      // a second call may reuse the stored auth token
      expect((await post(live, '/api/shift4/getAccessToken', L.msadmin, L.bar, {})).statusCode).toBe(200);
    });

    it('answers 400 when the gateway refuses and 502 when it fails, storing nothing', async () => {
      const before = await payment(live, L.msadmin, L.bar);
      const refused = await post(live, '/api/shift4/getAccessToken', L.msadmin, L.bar, { authToken: 'WRONG' });
      expectError(refused, 400, 'VALIDATION_FAILED');
      expect(refused.json().message).toBe('Shift4 refused the auth token: AuthToken not valid ENGINE01CE.');
      for (const token of ['down', 'hang', 'garbage', 'timeout504']) {
        const res = await post(live, '/api/shift4/getAccessToken', L.msadmin, L.bar, { authToken: token });
        expectError(res, 502, 'BAD_GATEWAY', token);
        expect(res.json().message, token).toMatch(/Try again later\.$/);
        expect(res.body).not.toMatch(/stack|at .*\.ts/);
      }
      expect(await payment(live, L.msadmin, L.bar)).toEqual(before);
    });

    it('needs an auth token, MSADMIN on the bar, and a real bar', async () => {
      const none = await post(sandbox, '/api/shift4/getAccessToken', S.msadmin, S.bar, {});
      expectError(none, 400, 'VALIDATION_FAILED');
      expect(none.json().details).toEqual([expect.objectContaining({ path: 'authToken' })]);
      expectError(await post(sandbox, '/api/shift4/getAccessToken', S.msmaint, S.bar, { authToken: 'x' }), 403, 'FORBIDDEN');
      expectError(await post(sandbox, '/api/shift4/getAccessToken', S.msadmin, S.other, { authToken: 'x' }), 403, 'FORBIDDEN');
      expectError(await post(sandbox, '/api/shift4/getAccessToken', S.root, '00000000-0000-4000-8000-000000000000', { authToken: 'x' }), 404, 'NOT_FOUND');
    });

    it('works through the sandbox, which also refuses "invalid" tokens like the gateway', async () => {
      const ok = await post(sandbox, '/api/shift4/getAccessToken', S.msadmin, S.bar, { authToken: 'demo-auth-token' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().credential.accessToken).toMatch(/^[0-9A-F-]{36}$/);
      expectError(await post(sandbox, '/api/shift4/getAccessToken', S.msadmin, S.bar, { authToken: 'invalid-token' }), 400, 'VALIDATION_FAILED');
    });
  });

  describe('POST /api/satispay/satispayKeyId', () => {
    it('obtains the key id and stores the keys, the private key staying write-only', async () => {
      const res = await post(live, '/api/satispay/satispayKeyId', L.msadmin, L.bar, {
        publicKey: PUBLIC_KEY,
        privateKey: PRIVATE_KEY,
        token: GOOD_SATISPAY_TOKEN,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ key_id: SATISPAY_KEY_ID });
      const ps = await payment(live, L.msadmin, L.bar);
      expect(ps.satispaySettings).toEqual({ publicKey: PUBLIC_KEY, privateKeySet: true, tokenSet: true, keyIdSet: true, keyId: SATISPAY_KEY_ID });
      const asRoot = await live.app.inject({ method: 'GET', url: `/api/ubar/bars/${L.bar}`, headers: bearer(L.root) });
      expect(asRoot.body).not.toContain('SECRET-private-key-body');
    });

    it('answers 400 on a refused activation code and 502 on outages, storing nothing', async () => {
      const other = L.other;
      const before = (await live.app.inject({ method: 'GET', url: `/api/ubar/bars/${other}`, headers: bearer(L.root) })).json().paymentSettings;
      const refused = await post(live, '/api/satispay/satispayKeyId', L.root, other, { publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, token: 'WRONG1' });
      expectError(refused, 400, 'VALIDATION_FAILED');
      expect(refused.json().message).toBe('Satispay refused the activation: Invalid activation code.');
      for (const token of ['down', 'hang', 'garbage']) {
        expectError(
          await post(live, '/api/satispay/satispayKeyId', L.root, other, { publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, token }),
          502,
          'BAD_GATEWAY',
          token,
        );
      }
      expect((await live.app.inject({ method: 'GET', url: `/api/ubar/bars/${other}`, headers: bearer(L.root) })).json().paymentSettings).toEqual(before);
    });

    it('validates the body and the role', async () => {
      const missing = await post(sandbox, '/api/satispay/satispayKeyId', S.msadmin, S.bar, { publicKey: PUBLIC_KEY });
      expectError(missing, 400, 'VALIDATION_FAILED');
      expect(missing.json().details.map((d: { path: string }) => d.path)).toEqual(['privateKey', 'token']);
      const notPem = await post(sandbox, '/api/satispay/satispayKeyId', S.msadmin, S.bar, { publicKey: 'hello', privateKey: 'x', token: 'ABC' });
      expectError(notPem, 400, 'VALIDATION_FAILED');
      expectError(
        await post(sandbox, '/api/satispay/satispayKeyId', S.msmaint, S.bar, { publicKey: PUBLIC_KEY, privateKey: 'x', token: 'ABC' }),
        403,
        'FORBIDDEN',
      );
      const ok = await post(sandbox, '/api/satispay/satispayKeyId', S.msadmin, S.bar, { publicKey: PUBLIC_KEY, privateKey: 'x', token: 'ABC123' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().key_id).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});
