import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fleetSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { selectableBarIds } from '../bars/repository.js';

/** GET /api/fleet: a live row for every bar the caller may select (issue 19). */
export const fleetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['fleet'],
        summary: 'Every bar the caller holds at a glance: state, queue, sales today, bottles and alarms',
        response: { 200: fleetSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const p = request.principal!;
      const ids = await selectableBarIds(app.db, p.superadmin ? 'all' : p.roles.map((r) => r.barId));
      return { bars: await app.fleet.rows(ids) };
    },
  );
};
