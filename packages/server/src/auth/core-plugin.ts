import fp from 'fastify-plugin';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.js';
import { PrincipalCache, type PrincipalCacheOptions } from './principal-cache.js';
import { findPrincipal, type Principal } from './repository.js';
import { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Recent callers' principals; whatever changes a user, their roles or a bar calls `changed`. */
    principals: PrincipalCache;
    /**
     * The caller when their token was verified before and their principal is cached (the answer
     * `authenticate` would give, without waiting); undefined when either must be read first.
     * Throws 401 without a bearer token. Reads the headers only, so a raw request will do (the hot lane).
     */
    knownCaller(request: { headers: IncomingHttpHeaders }): Principal | undefined;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

function bearerToken(request: { headers: IncomingHttpHeaders }): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  if (!match) throw unauthorized('Sign in to continue: this call needs an access token.');
  return match[1];
}

/** Token service and request authentication, shared by the guard and the broker. */
export const authCorePlugin = fp<{ jwtSecret: string; principalCache?: PrincipalCacheOptions }>(
  async (app, opts) => {
    const tokens = new TokenService(opts.jwtSecret);
    const principals = new PrincipalCache((userId) => findPrincipal(app.db, userId), opts.principalCache);
    app.decorate('tokens', tokens);
    app.decorate('principals', principals);
    app.decorate('authenticate', async (request: FastifyRequest): Promise<Principal> => {
      const claims = await tokens.verifyAccess(bearerToken(request));
      const principal = await principals.get(claims.userId);
      if (!principal) throw unauthorized('Your account is no longer active. Sign in again or contact an administrator.');
      return principal;
    });
    // the same checks, answered only from what both caches hold now: most requests, with no promise to wait for
    app.decorate('knownCaller', (request: { headers: IncomingHttpHeaders }): Principal | undefined => {
      const claims = tokens.knownAccess(bearerToken(request));
      return claims && principals.cached(claims.userId);
    });
  },
  { name: 'auth-core', dependencies: ['database'] },
);
