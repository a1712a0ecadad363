import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayRefusedError, GatewayUnavailableError } from './gateways.js';
import { shift4Client, shift4DateTime } from './shift4-client.js';
import { satispayClient } from './satispay-client.js';
import { sandboxGateways } from './sandbox.js';
import { GOOD_SATISPAY_TOKEN, GOOD_SHIFT4_AUTH, SATISPAY_KEY_ID, SHIFT4_ACCESS, startFakeGateway, type FakeGateway } from './fake-gateway.js';

describe('real gateway clients against a local gateway speaking their protocol', () => {
  let fake: FakeGateway;
  const shift4 = () =>
    shift4Client({
      baseUrl: `${fake.url}/api/rest/v1/`,
      clientGuid: 'A3B18F21-AD17-8416-0626C4C9F1CA86A7',
      companyName: 'BarConsole',
      interfaceName: 'BarConsole',
      interfaceVersion: '0.4.27',
      // long enough for a loaded machine's local answers (500 ms was not under npm test), short enough for "hang"
      timeoutMs: 2_000,
    });
  const satispay = () => satispayClient({ baseUrl: `${fake.url}/g_business/v1`, timeoutMs: 2_000 });

  beforeAll(async () => {
    fake = await startFakeGateway();
  });
  afterAll(() => fake.close());

  it('Shift4: exchanges the auth token for the access token, sending the documented headers and body', async () => {
    await expect(shift4().exchangeAccessToken(GOOD_SHIFT4_AUTH)).resolves.toBe(SHIFT4_ACCESS);
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/api/rest/v1/credentials/accesstoken');
    expect(sent.headers).toMatchObject({
      companyname: 'BarConsole',
      interfacename: 'BarConsole',
      interfaceversion: '0.4.27',
      'content-type': 'application/json',
    });
    expect(sent.body).toEqual({
      dateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/),
      credential: { authToken: GOOD_SHIFT4_AUTH, clientGuid: 'A3B18F21-AD17-8416-0626C4C9F1CA86A7' },
    });
  });

  it("Shift4: a refused auth token is the caller's to fix, with the gateway's reason", async () => {
    const err = await shift4()
      .exchangeAccessToken('WRONG-TOKEN')
      .catch((e) => e);
    expect(err).toBeInstanceOf(GatewayRefusedError);
    expect(err.message).toBe('Shift4 refused the auth token: AuthToken not valid ENGINE01CE.');
  });

  it('Shift4: 5xx, its 504 timeout answer, no answer, non-JSON and a missing token are "unavailable"', async () => {
    for (const token of ['down', 'timeout504', 'hang', 'garbage', 'empty']) {
      const err = await shift4()
        .exchangeAccessToken(token)
        .catch((e) => e);
      expect(err, token).toBeInstanceOf(GatewayUnavailableError);
    }
  });

  it('Shift4: an unreachable host is "unavailable"', async () => {
    const closed = shift4Client({
      baseUrl: 'http://127.0.0.1:1/api/rest/v1',
      clientGuid: 'g',
      companyName: 'c',
      interfaceName: 'i',
      interfaceVersion: '1',
      timeoutMs: 500,
    });
    await expect(closed.exchangeAccessToken(GOOD_SHIFT4_AUTH)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('Satispay: obtains the key id for the public key and activation token', async () => {
    await expect(satispay().obtainKeyId('-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----', GOOD_SATISPAY_TOKEN)).resolves.toBe(SATISPAY_KEY_ID);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/g_business/v1/authentication_keys',
      body: { public_key: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----', token: GOOD_SATISPAY_TOKEN },
    });
  });

  it('Satispay: a wrong activation code is refused with its message; outages are "unavailable"', async () => {
    const refused = await satispay()
      .obtainKeyId('PEM', 'WRONG1')
      .catch((e) => e);
    expect(refused).toBeInstanceOf(GatewayRefusedError);
    expect(refused.message).toBe('Satispay refused the activation: Invalid activation code.');
    for (const token of ['down', 'hang', 'garbage', 'empty']) {
      expect(
        await satispay()
          .obtainKeyId('PEM', token)
          .catch((e) => e),
        token,
      ).toBeInstanceOf(GatewayUnavailableError);
    }
  });

  it('formats the merchant-local date-time with its offset as Shift4 asks', () => {
    expect(shift4DateTime(new Date('2024-05-21T16:18:23.283Z'))).toMatch(/^2024-05-2\dT\d\d:\d\d:23\.283[+-]\d\d:\d\d$/);
  });
});

describe('sandbox gateways (demo default)', () => {
  it('answer like the gateways: a Shift4 access token, a Satispay key id, and refuse "invalid" tokens', async () => {
    const sandbox = sandboxGateways();
    expect(await sandbox.shift4.exchangeAccessToken('any-auth-token')).toMatch(/^[0-9A-F-]{36}$/);
    expect(await sandbox.satispay.obtainKeyId('PEM', 'ABC123')).toMatch(/^[0-9a-f]{64}$/);
    await expect(sandbox.shift4.exchangeAccessToken('invalid-token')).rejects.toBeInstanceOf(GatewayRefusedError);
    await expect(sandbox.satispay.obtainKeyId('PEM', 'INVALID')).rejects.toBeInstanceOf(GatewayRefusedError);
  });

  it('know an invoice as voided only once this process voided it (the sandbox keeps nothing across restarts)', async () => {
    const sandbox = sandboxGateways();
    expect(await sandbox.shift4.invoiceStatus({ accessToken: 'A', invoice: '42' })).toBe('paid');
    await sandbox.shift4.voidInvoice({ accessToken: 'A', invoice: '42' });
    expect(await sandbox.shift4.invoiceStatus({ accessToken: 'A', invoice: '42' })).toBe('voided');
    expect(await sandboxGateways().shift4.invoiceStatus({ accessToken: 'A', invoice: '42' })).toBe('paid');
  });
});
