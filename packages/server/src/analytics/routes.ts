import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { analysableBars, salesAnalytics } from './service.js';

/** Sales and service analytics (issue 21): one bar (x-bar), or every bar the caller may manage. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sales',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: ['analytics'],
        summary:
          "The selected bar's drinks, revenue, recipes, waits, errors, remakes and refunds over whole days (from/to dd/MM/yyyy), beside the previous period",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => salesAnalytics(app.db, [request.barId!], request.query),
  );

  app.get(
    '/sales/all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['analytics'],
        summary: 'The same figures across every bar the caller manages (ADMIN and above; every bar for a super administrator), each bar in its own time zone',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => salesAnalytics(app.db, analysableBars(request.principal!), request.query),
  );
};
