import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.js';
import { findPrincipal, type Principal } from './repository.js';
import { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/** Token service and request authentication, shared by the guard and the broker. */
export const authCorePlugin = fp<{ jwtSecret: string }>(
  async (app, opts) => {
    const tokens = new TokenService(opts.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorate('authenticate', async (request: FastifyRequest): Promise<Principal> => {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw unauthorized('Sign in to continue: this call needs an access token.');
      const claims = await tokens.verifyAccess(match[1]);
      const principal = await findPrincipal(app.db, claims.userId);
      if (!principal) throw unauthorized('Your account is no longer active. Sign in again or contact an administrator.');
      return principal;
    });
  },
  { name: 'auth-core', dependencies: ['database'] },
);
