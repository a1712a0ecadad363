import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { barForecastSchema, restockListSchema, restockRunSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { barForecastView, forecastOf, restockBars, restockCsv, restockRun, restockView } from './service.js';

export interface ForecastRouteOptions {
  /** The server's clock (AppOptions.now). */
  now?: () => Date;
}

const csvFile = z.any().describe('The restock list as CSV (text/csv)');
const DAY = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Run-out forecast and restock list (issue 21): the selected bar's (x-bar, BARMAN up) and, for a
 * restock run, every bar the caller may view. Marking a bottle refilled is the dispensers' Set Full.
 */
export const forecastRoutes: FastifyPluginAsyncZod<ForecastRouteOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const tags = ['forecast'];

  app.get(
    '/bar',
    {
      config: { access: 'viewBar' },
      schema: {
        tags,
        summary: "The selected bar's run-out forecast: every enabled bottle cell, recipes running out before closing, substitutes for unavailable ones",
        response: { 200: barForecastSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => barForecastView(await forecastOf(app.db, request.barId!, now())),
  );

  app.get(
    '/restock',
    {
      config: { access: 'viewBar' },
      schema: {
        tags,
        summary: "The selected bar's restock list for its current or next opening, in wall order",
        response: { 200: restockListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => restockView(await forecastOf(app.db, request.barId!, now())),
  );

  app.get(
    '/restock/csv',
    {
      config: { access: 'viewBar' },
      schema: { tags, summary: "The selected bar's restock list as CSV", response: { 200: csvFile, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const at = now();
      const list = restockView(await forecastOf(app.db, request.barId!, at));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="restock-${DAY(at)}.csv"`)
        .send(restockCsv([list]));
    },
  );

  app.get(
    '/restock/all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The restock lists of every bar the caller may view (a restock run), each in wall order',
        response: { 200: restockRunSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ bars: await restockRun(app.db, await restockBars(app.db, request.principal!), now()) }),
  );

  app.get(
    '/restock/all/csv',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'The restock run of every bar the caller may view, as CSV', response: { 200: csvFile, ...errorResponses(401) } },
    },
    async (request, reply) => {
      const at = now();
      const lists = await restockRun(app.db, await restockBars(app.db, request.principal!), at);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="restock-run-${DAY(at)}.csv"`)
        .send(restockCsv(lists));
    },
  );
};
