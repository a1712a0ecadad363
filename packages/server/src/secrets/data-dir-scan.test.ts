import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/connection.js';
import { createGateways } from '../payments/options.js';
import { GOOD_SATISPAY_TOKEN, GOOD_SHIFT4_AUTH, SATISPAY_KEY_ID, SHIFT4_ACCESS, startFakeGateway } from '../payments/fake-gateway.js';
import { bearer, createBar, createUser, signIn, TEST_JWT_SECRET, TEST_PASSWORD } from '../test/harness.js';
import { createSecretBox } from './secret-box.js';
import { keyFromDataDir } from './secret-key.js';
import { reportFigure } from '../test/figure.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-scan-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Every regular file under `dir` as bytes, with the needles each one holds. */
function scanFiles(dir: string, needles: string[]) {
  const found: string[] = [];
  let files = 0;
  let bytes = 0;
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      if (!entry.isFile()) continue;
      const content = fs.readFileSync(file);
      files++;
      bytes += content.length;
      for (const needle of needles) if (content.includes(needle)) found.push(`${path.relative(dir, file)}: ${needle}`);
    }
  };
  walk(dir);
  return { files, bytes, found };
}

it('leaves no gateway secret, password or token in the data dir, the audit rows or the logs', async () => {
  const fake = await startFakeGateway();
  const payments = createGateways({
    mode: 'live',
    shift4BaseUrl: `${fake.url}/api/rest/v1`,
    shift4ClientGuid: 'GUID-1',
    satispayBaseUrl: `${fake.url}/g_business/v1`,
    timeoutMs: 2000,
  });
  let logs = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  const start = async () => {
    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      db: database.db,
      dataDir,
      jwtSecret: TEST_JWT_SECRET,
      secrets: createSecretBox(keyFromDataDir(dataDir)),
      payments,
      logger: { level: 'trace', stream },
      logRequests: true,
    });
    await app.ready();
    return { database, app };
  };

  const first = await start();
  const barId = await createBar(first.database.db);
  await createUser(first.database.db, 'msadmin@scan.test', { roles: [{ barId, role: 'MSADMIN' }] });
  const token = await signIn(first.app, 'msadmin@scan.test');
  const headers = { ...bearer(token), 'x-bar': barId };
  const entered = {
    sumUp: 'SCAN-sumup-affiliate-1c9e',
    vantiv: 'SCAN-vantiv-password-77d0',
    adyen: 'SCAN-adyen-apikey-5b31',
    udoor: 'SCAN-udoor-jwt-0fa8',
    satispayPrivate: '-----BEGIN PRIVATE KEY-----\nSCAN-satispay-private-e24c\n-----END PRIVATE KEY-----',
  };
  const saved = await first.app.inject({
    method: 'PUT',
    url: `/api/ubar/bars/${barId}`,
    headers,
    payload: {
      paymentSettings: {
        currency: { currencyNameISO: 'EUR' },
        taxes: { percentage: 22 },
        tips: { percentage: 0 },
        sumUpAffiliateKey: entered.sumUp,
        vantivGateway: { merchantId: 'MID', password: entered.vantiv },
        adyenGateway: { apiKey: entered.adyen },
      },
      security: { minAgeForDrink: 18, udoorJwtToken: entered.udoor },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // the obtain flows: secrets sent, gateway answers stored
  const shift4 = await first.app.inject({ method: 'POST', url: '/api/shift4/getAccessToken', headers, payload: { authToken: GOOD_SHIFT4_AUTH } });
  expect(shift4.json()).toEqual({ credential: { accessToken: SHIFT4_ACCESS } });
  const satispay = await first.app.inject({
    method: 'POST',
    url: '/api/satispay/satispayKeyId',
    headers,
    payload: {
      publicKey: '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----',
      privateKey: entered.satispayPrivate,
      token: GOOD_SATISPAY_TOKEN,
    },
  });
  expect(satispay.json()).toEqual({ key_id: SATISPAY_KEY_ID });
  // a second exchange reuses the stored (sealed) auth token: it must reach the gateway in clear
  expect((await first.app.inject({ method: 'POST', url: '/api/shift4/getAccessToken', headers, payload: {} })).statusCode).toBe(200);
  const exchanges = fake.requests.filter((r) => r.path.includes('accesstoken')).map((r) => JSON.stringify(r));
  expect(exchanges).toHaveLength(2);
  for (const sent of exchanges) expect(sent).toContain(GOOD_SHIFT4_AUTH);

  const needles = [
    ...Object.values(entered),
    'SCAN-satispay-private-e24c',
    GOOD_SHIFT4_AUTH,
    SHIFT4_ACCESS,
    GOOD_SATISPAY_TOKEN,
    SATISPAY_KEY_ID,
    TEST_PASSWORD,
    token,
  ];
  await first.app.audit.flush();
  const audit = await first.database.db.execute(sql`SELECT string_agg(a::text, E'\n') AS text, count(*)::int AS n FROM audit_log a`);
  const auditRows = (audit as unknown as { rows: Array<{ text: string; n: number }> }).rows[0];
  expect(auditRows.n).toBeGreaterThanOrEqual(5);
  await first.database.db.execute(sql`CHECKPOINT`);
  await first.app.close();
  await first.database.close();

  const scan = scanFiles(dataDir, needles);
  const inAudit = needles.filter((n) => auditRows.text.includes(n));
  const inLogs = needles.filter((n) => logs.includes(n));
  reportFigure(
    'secrets at rest',
    `${scan.files} files, ${scan.bytes} bytes scanned in the data dir, ${scan.found.length} found; ` +
      `${auditRows.n} audit rows, ${inAudit.length} found; ${logs.split('\n').length} log lines, ${inLogs.length} found (${needles.length} strings looked for)`,
  );
  expect(scan.files).toBeGreaterThan(100);
  expect(scan.found).toEqual([]);
  expect(inAudit).toEqual([]);
  expect(inLogs).toEqual([]);
  expect(logs).toContain('/api/shift4/getAccessToken');

  // the next start reads the key file again and still opens what was sealed
  const second = await start();
  const token2 = await signIn(second.app, 'msadmin@scan.test');
  const seen = await second.app.inject({ method: 'GET', url: '/api/ubar/bars/current', headers: { ...bearer(token2), 'x-bar': barId } });
  expect(seen.json().paymentSettings.shift4Gateway.accessToken).toBe(SHIFT4_ACCESS);
  expect(seen.json().paymentSettings.satispaySettings.keyId).toBe(SATISPAY_KEY_ID);
  await second.app.close();
  await second.database.close();
  await fake.close();
}, 120_000);
