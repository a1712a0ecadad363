import type { Db } from '../db/connection.js';
import { AppError, notFound, unauthorized } from '../http/errors.js';
import { LoginThrottle } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import { findCredentials, findPrincipal, sessionUserOf } from './repository.js';
import type { TokenService } from './tokens.js';

export const WRONG_CREDENTIALS = 'Wrong email or password.';

/** "30 seconds", "1 minute", "15 minutes": how long to wait, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A refused sign-in that tells when to try again (sent as `Retry-After`). */
export class SignInThrottled extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message, undefined, 'SIGN_IN_THROTTLED');
  }
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
  ) {}

  async login(email: string, password: string, address: string) {
    const normalised = email.trim().toLowerCase();
    const wait = await this.throttle.retryAfterSeconds(normalised, address);
    if (wait > 0) throw new SignInThrottled(wait, `Too many failed sign-in attempts. Try again in ${waitText(wait)}.`);
    const credentials = await findCredentials(this.db, normalised);
    const valid = await verifyPassword(credentials?.passwordHash ?? null, password);
    if (!credentials || !valid || credentials.disabled) {
      await this.throttle.recordFailure(normalised, address);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    await this.throttle.recordSuccess(normalised, address);
    const principal = await findPrincipal(this.db, credentials.id);
    if (!principal) throw unauthorized(WRONG_CREDENTIALS);
    const user = sessionUserOf(principal);
    const issued = await this.tokens.issueAccess({ userId: user._id, email: user.email });
    return { ...user, id: user._id, accessToken: issued.token, expiresAt: issued.expiresAt };
  }

  async barToken(barId: string, barExists: (id: string) => Promise<boolean>) {
    if (!(await barExists(barId))) throw notFound('Bar');
    const issued = await this.tokens.issueBar(barId);
    return { barId, token: issued.token, expiresAt: issued.expiresAt };
  }
}
