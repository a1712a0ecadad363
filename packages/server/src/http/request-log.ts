import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

/** Health probes and the console's own files (SPA, assets, API docs) would drown the API calls. */
function isNoise(request: FastifyRequest, route: string | undefined): boolean {
  if (route === '/api/health') return true;
  return !request.url.startsWith('/api/') && request.url !== '/api';
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
      const line = {
        method: request.method,
        route: route ?? null,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.principal?.userId ?? null,
        barId: request.barId,
      };
      if (isNoise(request, route)) request.log.debug(line, 'request');
      else request.log.info(line, 'request');
      done();
    });
  },
  { name: 'request-log', dependencies: ['guard'] },
);
