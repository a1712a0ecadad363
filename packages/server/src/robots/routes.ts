import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PER_PAGE, pageSchema, pagingQuerySchema, robotCreateSchema, robotUpdateSchema, robotViewSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { listRobots } from './repository.js';
import { createRobot, editRobot, getRobot } from './service.js';

const idParams = z.object({ id: z.uuid('The robot id is not a valid id.') });

/** Robots of every bar (SUPERADMIN). Robot commands (start/stop/…) live with the bar controls. */
export const robotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['robots'],
        summary: 'Paged list of robots (first page is 1)',
        querystring: pagingQuerySchema.extend({
          page: z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page starts at 1 for robots').default(1),
          perPage: pagingQuerySchema.shape.perPage.unwrap().default(DEFAULT_PER_PAGE.robots),
        }),
        response: { 200: pageSchema(robotViewSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listRobots(app.db, request.query),
  );

  app.post(
    '/create',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['robots'],
        summary: 'Create a robot',
        body: robotCreateSchema,
        response: { 201: robotViewSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createRobot(app.db, app.barRecords, request.body)),
  );

  app.get(
    '/:id',
    {
      config: { access: 'administer' },
      schema: { tags: ['robots'], summary: 'One robot', params: idParams, response: { 200: robotViewSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => getRobot(app.db, request.params.id),
  );

  app.put(
    '/:id',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['robots'],
        summary: 'Edit a robot',
        params: idParams,
        body: robotUpdateSchema,
        response: { 200: robotViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => editRobot(app.db, app.barRecords, request.params.id, request.body),
  );
};
