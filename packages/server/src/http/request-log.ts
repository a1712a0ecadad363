import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

/** Health probes and the console's own files (SPA, assets, API docs) would drown the API calls. */
function isNoise(request: FastifyRequest, route: string | undefined): boolean {
  if (route === '/api/health') return true;
  return !request.url.startsWith('/api/') && request.url !== '/api';
}

/** The access log's line of one answered API request (the hot lane writes the same). */
export function accessLine(method: string, route: string | null, statusCode: number, elapsedMs: number, userId: string | null, barId: string | null) {
  return { method, route, statusCode, responseTimeMs: Math.round(elapsedMs * 10) / 10, userId, barId };
}

/**
 * The access log: one `info` line per API request once it is answered. Only the route pattern is
 * logged, never the URL itself (its query may carry a token), and never headers or bodies.
 */
export const requestLogPlugin = fp(
  async (app) => {
    // a callback hook: nothing here waits, so no promise per request
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      const line = accessLine(request.method, route ?? null, reply.statusCode, reply.elapsedTime, request.principal?.userId ?? null, request.barId);
      if (isNoise(request, route)) request.log.debug(line, 'request');
      else request.log.info(line, 'request');
      done();
    });
  },
  { name: 'request-log', dependencies: ['guard'] },
);
