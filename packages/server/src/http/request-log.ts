import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

/** Health probes and the console's own files (SPA, assets, API docs) would drown the API calls. */
function isNoise(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === '/api/health') return true;
  return !request.url.startsWith('/api/') && request.url !== '/api';
}

/**
 * The access log: one `info` line per API request once it is answered. Only the route pattern is
 * logged, never the URL itself (its query may carry a token), and never headers or bodies.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const line = {
        method: request.method,
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.principal?.userId ?? null,
        barId: request.barId,
      };
      if (isNoise(request)) request.log.debug(line, 'request');
      else request.log.info(line, 'request');
    });
  },
  { name: 'request-log', dependencies: ['guard'] },
);
