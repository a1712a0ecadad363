import type { Db } from '../db/connection.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { mergeSection, PAYMENT_SECRETS } from '../bars/bar-merge.js';
import { changeBarLocked, findBarPaymentSettings } from '../bars/repository.js';
import { readSecret } from '../secrets/bar-secrets.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { GatewayRefusedError, GatewayUnavailableError, type PaymentGateways } from './gateways.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

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
  const settings = await findBarPaymentSettings(db, barId);
  if (settings === undefined) throw notFound('Bar');
  return obj(settings);
}

/** Merges `patch` into the bar's payment settings under a row lock, so a concurrent save is not lost. */
async function savePaymentSettings(db: Db, secrets: SecretBox, barId: string, patch: Obj): Promise<void> {
  const found = await changeBarLocked(db, barId, (row) => ({
    paymentSettings: mergeSection(row.paymentSettings, patch, { paths: PAYMENT_SECRETS, seal: secrets.seal }),
    updatedAt: new Date(),
  }));
  if (!found) throw notFound('Bar');
}

/** Shift4: exchanges the auth token (sent, else stored) for an access token and stores both. */
export async function obtainShift4AccessToken(db: Db, gateways: PaymentGateways, secrets: SecretBox, barId: string, authToken?: string) {
  const settings = await readPaymentSettings(db, barId);
  const token = authToken ?? readSecret(secrets, settings, 'shift4Gateway.authToken');
  if (!token) throw badRequest('Enter the Shift4 auth token first.', [{ path: 'authToken', message: 'Auth token is required' }]);
  const accessToken = await callGateway(() => gateways.shift4.exchangeAccessToken(token));
  await savePaymentSettings(db, secrets, barId, { shift4Gateway: { authToken: token, accessToken } });
  return { credential: { accessToken } };
}

/** Satispay: registers the public key with the activation token, stores the keys and the key id. */
export async function obtainSatispayKeyId(
  db: Db,
  gateways: PaymentGateways,
  secrets: SecretBox,
  barId: string,
  input: { publicKey: string; privateKey?: string; token?: string },
) {
  const current = await readPaymentSettings(db, barId);
  const privateKey = input.privateKey ?? readSecret(secrets, current, 'satispaySettings.privateKey');
  const token = input.token ?? readSecret(secrets, current, 'satispaySettings.token');
  const missing = [
    ...(privateKey ? [] : [{ path: 'privateKey', message: 'Private key is required' }]),
    ...(token ? [] : [{ path: 'token', message: 'Activation token is required' }]),
  ];
  if (missing.length) throw badRequest(`Enter the Satispay ${missing.map((m) => m.path).join(' and ')} first.`, missing);
  const keyId = await callGateway(() => gateways.satispay.obtainKeyId(input.publicKey, token!));
  await savePaymentSettings(db, secrets, barId, { satispaySettings: { publicKey: input.publicKey, privateKey, token, keyId } });
  return { key_id: keyId };
}

/** The bar's Shift4 access token in clear, for a gateway call; '' when none is stored or it cannot be opened. */
export async function shift4AccessToken(db: Db, secrets: SecretBox, barId: string): Promise<string> {
  return readSecret(secrets, await findBarPaymentSettings(db, barId), 'shift4Gateway.accessToken') ?? '';
}
