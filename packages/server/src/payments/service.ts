import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { bars } from '../db/schema.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { mergeSection, PAYMENT_SECRETS } from '../bars/bar-merge.js';
import { GatewayRefusedError, GatewayUnavailableError, type PaymentGateways } from './gateways.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const stored = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

/** Gateway failures as answers to our caller: refused → 400 with the gateway's reason, else 502. */
async function callGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof GatewayRefusedError) throw badRequest(err.message);
    if (err instanceof GatewayUnavailableError) throw new AppError(502, `${err.message} The payment gateway did not answer properly. Try again later.`);
    throw err;
  }
}

async function readPaymentSettings(db: Db, barId: string): Promise<Obj> {
  const [row] = await db.select({ paymentSettings: bars.paymentSettings }).from(bars).where(eq(bars.id, barId)).limit(1);
  if (!row) throw notFound('Bar');
  return obj(row.paymentSettings);
}

/** Merges `patch` into the bar's payment settings under a row lock, so a concurrent save is not lost. */
async function savePaymentSettings(db: Db, barId: string, patch: Obj): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select({ paymentSettings: bars.paymentSettings }).from(bars).where(eq(bars.id, barId)).for('update');
    if (!row) throw notFound('Bar');
    await t.update(bars).set({ paymentSettings: mergeSection(row.paymentSettings, patch, PAYMENT_SECRETS), updatedAt: new Date() }).where(eq(bars.id, barId));
  });
}

/** Shift4: exchanges the auth token (sent, else stored) for an access token and stores both. */
export async function obtainShift4AccessToken(db: Db, gateways: PaymentGateways, barId: string, authToken?: string) {
  const settings = await readPaymentSettings(db, barId);
  const token = authToken ?? stored(obj(settings.shift4Gateway).authToken);
  if (!token) throw badRequest('Enter the Shift4 auth token first.', [{ path: 'authToken', message: 'Auth token is required' }]);
  const accessToken = await callGateway(() => gateways.shift4.exchangeAccessToken(token));
  await savePaymentSettings(db, barId, { shift4Gateway: { authToken: token, accessToken } });
  return { credential: { accessToken } };
}

/** Satispay: registers the public key with the activation token, stores the keys and the key id. */
export async function obtainSatispayKeyId(
  db: Db,
  gateways: PaymentGateways,
  barId: string,
  input: { publicKey: string; privateKey?: string; token?: string },
) {
  const current = obj((await readPaymentSettings(db, barId)).satispaySettings);
  const privateKey = input.privateKey ?? stored(current.privateKey);
  const token = input.token ?? stored(current.token);
  const missing = [
    ...(privateKey ? [] : [{ path: 'privateKey', message: 'Private key is required' }]),
    ...(token ? [] : [{ path: 'token', message: 'Activation token is required' }]),
  ];
  if (missing.length) throw badRequest(`Enter the Satispay ${missing.map((m) => m.path).join(' and ')} first.`, missing);
  const keyId = await callGateway(() => gateways.satispay.obtainKeyId(input.publicKey, token!));
  await savePaymentSettings(db, barId, { satispaySettings: { publicKey: input.publicKey, privateKey, token, keyId } });
  return { key_id: keyId };
}
