import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { badRequest } from '../http/errors.js';
import { dashboardSince, startOfUtcDay } from './repository.js';

const MAX_LOOKBACK_MS = 48 * 3_600_000;

/** GET /uorder/drink/today: the activity screen's dashboard (SPEC §2, §3). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uorder/drink/today',
    {
      config: { access: 'viewBar' },
      schema: {
        tags: ['dashboard'],
        summary: "Today's orders, income, hourly sales and top drinks, categories and ingredients",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => {
      const now = new Date();
      const since = request.query.since ? new Date(request.query.since) : startOfUtcDay(now);
      // "today" in any time zone starts less than two days ago; older starts would scan history
      if (now.getTime() - since.getTime() > MAX_LOOKBACK_MS) throw badRequest('since must be within the last 48 hours.');
      return dashboardSince(app.db, request.barId!, since);
    },
  );
};
