import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { barCreateSchema, barDetailSchema, barSummarySchema, pageSchema, pagingQuerySchema, DEFAULT_PER_PAGE } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { notFound } from '../http/errors.js';
import { newBarDefaults } from './defaults.js';
import { findBarDetail, insertBar, listBars, listSelectableBars } from './repository.js';

const idParams = z.object({ id: z.uuid('The bar id is not a valid id.') });

export const barRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailOr404 = async (id: string) => {
    const bar = await findBarDetail(app.db, id);
    if (!bar) throw notFound('Bar');
    return bar;
  };

  app.get(
    '/',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['bars'],
        summary: 'Paged list of every bar',
        querystring: pagingQuerySchema.extend({ perPage: pagingQuerySchema.shape.perPage.unwrap().default(DEFAULT_PER_PAGE.bars) }),
        response: { 200: pageSchema(barSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listBars(app.db, request.query),
  );

  app.get(
    '/avail',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['bars'], summary: 'Bars the caller may select', response: { 200: z.array(barSummarySchema), ...errorResponses(401) } },
    },
    (request) => {
      const p = request.principal!;
      return listSelectableBars(app.db, p.superadmin ? 'all' : p.roles.map((r) => r.barId));
    },
  );

  app.get(
    '/current',
    {
      config: { access: 'viewBar' },
      schema: { tags: ['bars'], summary: 'The selected bar (x-bar)', response: { 200: barDetailSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => detailOr404(request.barId!),
  );

  app.post(
    '/create',
    {
      config: { access: 'administer' },
      schema: { tags: ['bars'], summary: 'Create a bar', body: barCreateSchema, response: { 201: barDetailSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const id = await insertBar(app.db, request.body, newBarDefaults(request.body.version));
      return reply.status(201).send(await detailOr404(id));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'administer' },
      schema: { tags: ['bars'], summary: 'One bar with its settings', params: idParams, response: { 200: barDetailSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => detailOr404(request.params.id),
  );
};
