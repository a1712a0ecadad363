import { decodeJwt } from 'jose';
import type { Db } from '../db/connection.js';
import { findPrincipal } from '../auth/repository.js';
import { barExists } from '../bars/repository.js';
import type { TokenService } from '../auth/tokens.js';
import type { LiveIdentity } from './access.js';

/** CONNACK return codes of MQTT 3.1.1 that a refused connection gets. */
export const BAD_CREDENTIALS = 4;
export const NOT_AUTHORIZED = 5;
export const SERVER_UNAVAILABLE = 3;

/** A refused CONNECT; aedes turns `returnCode` into the CONNACK. Messages never contain the token. */
export class BrokerAuthError extends Error {
  constructor(
    readonly returnCode: typeof BAD_CREDENTIALS | typeof NOT_AUTHORIZED | typeof SERVER_UNAVAILABLE,
    message: string,
  ) {
    super(message);
    this.name = 'BrokerAuthError';
  }
}

interface Deps {
  db: Db;
  tokens: TokenService;
}

/**
 * Decides who connects (ARCHITECTURE §4):
 * - console: username = the user's email, password = access token whose email claim matches the
 *   username (case-insensitively) and whose user still exists and is not disabled;
 * - bar controller: password = bar token (username free, e.g. `bar:{barId}`) of an existing bar.
 */
export async function authenticateConnection(deps: Deps, username: string | undefined, password: Buffer | undefined): Promise<LiveIdentity> {
  const token = password?.toString('utf8') ?? '';
  if (!token) throw new BrokerAuthError(BAD_CREDENTIALS, 'no password');

  let typ: unknown;
  try {
    typ = decodeJwt(token).typ;
  } catch {
    throw new BrokerAuthError(BAD_CREDENTIALS, 'password is not a token');
  }

  if (typ === 'access') {
    const claims = await verified(() => deps.tokens.verifyAccess(token));
    if (!username || username.trim().toLowerCase() !== claims.email.toLowerCase()) {
      throw new BrokerAuthError(BAD_CREDENTIALS, 'username does not match the token');
    }
    const principal = await unavailableOnError(() => findPrincipal(deps.db, claims.userId));
    if (!principal) throw new BrokerAuthError(NOT_AUTHORIZED, 'account missing or disabled');
    const exp = decodeJwt(token).exp;
    return { kind: 'console', userId: claims.userId, email: principal.email, expiresAt: (exp ?? 0) * 1000 };
  }

  if (typ === 'bar') {
    const barId = await verified(() => deps.tokens.verifyBar(token));
    if (!(await unavailableOnError(() => barExists(deps.db, barId)))) throw new BrokerAuthError(NOT_AUTHORIZED, 'bar does not exist');
    return { kind: 'bar', barId };
  }

  throw new BrokerAuthError(BAD_CREDENTIALS, 'token of an unknown kind');
}

async function verified<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch {
    // bad signature, wrong algorithm, expired, wrong kind: all "bad user name or password"
    throw new BrokerAuthError(BAD_CREDENTIALS, 'token refused');
  }
}

async function unavailableOnError<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    throw Object.assign(new BrokerAuthError(SERVER_UNAVAILABLE, 'database unavailable'), { cause: err });
  }
}
