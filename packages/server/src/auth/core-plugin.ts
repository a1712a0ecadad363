import fp from 'fastify-plugin';
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
  }
}

/** Token service and request authentication, shared by the guard and the broker. */
export const authCorePlugin = fp<{ jwtSecret: string; principalCache?: PrincipalCacheOptions }>(
  async (app, opts) => {
    const tokens = new TokenService(opts.jwtSecret);
    const principals = new PrincipalCache((userId) => findPrincipal(app.db, userId), opts.principalCache);
    app.decorate('tokens', tokens);
    app.decorate('principals', principals);
    app.decorate('authenticate', async (request: FastifyRequest): Promise<Principal> => {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw unauthorized('Sign in to continue: this call needs an access token.');
      const claims = await tokens.verifyAccess(match[1]);
      const principal = await principals.get(claims.userId);
      if (!principal) throw unauthorized('Your account is no longer active. Sign in again or contact an administrator.');
      return principal;
    });
  },
  { name: 'auth-core', dependencies: ['database'] },
);
