import { webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { unauthorized } from '../http/errors.js';

export const ACCESS_TOKEN_TTL_SECONDS = 12 * 3600;
export const BAR_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface AccessClaims {
  userId: string;
  email: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

/** Signs and checks the two kinds of token: a user's access token and a bar controller's token. */
export class TokenService {
  /** Imported once: jose would import raw secret bytes again on every signature and check. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * Access tokens already checked, by their exact text (signature included, so nothing forged can
   * match): WebCrypto's HMAC costs more than the rest of a light request. Each still expires at its `exp`.
   */
  private readonly verifiedAccess = new LRUCache<string, AccessClaims & { exp: number }>({ max: 10_000 });

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  issueAccess(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<IssuedToken> {
    return this.issue({ typ: 'access', email: claims.email }, claims.userId, ttlSeconds);
  }

  issueBar(barId: string, ttlSeconds = BAR_TOKEN_TTL_SECONDS): Promise<IssuedToken> {
    return this.issue({ typ: 'bar' }, barId, ttlSeconds);
  }

  /** The claims of an access token already verified and not yet expired, without a signature check; else undefined. */
  knownAccess(token: string): AccessClaims | undefined {
    const known = this.verifiedAccess.get(token);
    return known && Date.now() < known.exp * 1000 ? known : undefined;
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    const known = this.knownAccess(token);
    if (known) return { userId: known.userId, email: known.email };
    const payload = await this.verify(token, 'access');
    const claims = { userId: payload.sub!, email: String(payload.email) };
    if (typeof payload.exp === 'number') this.verifiedAccess.set(token, { ...claims, exp: payload.exp });
    return claims;
  }

  /** Returns the bar id the token was issued for. */
  async verifyBar(token: string): Promise<string> {
    const payload = await this.verify(token, 'bar');
    return payload.sub!;
  }

  private async issue(claims: Record<string, unknown>, subject: string, ttlSeconds: number): Promise<IssuedToken> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + ttlSeconds;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await this.key);
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  }

  private async verify(token: string, typ: 'access' | 'bar') {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      if (payload.typ !== typ || !payload.sub) throw unauthorized('This token cannot be used here. Sign in again.');
      return payload;
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw unauthorized('Your session has expired. Sign in again.');
      if (err instanceof errors.JOSEError) throw unauthorized('Your session is not valid. Sign in again.');
      throw err;
    }
  }
}
