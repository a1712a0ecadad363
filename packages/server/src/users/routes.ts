import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PER_PAGE, pageSchema, pagingQuerySchema, userCreateSchema, userEditSchema, userViewSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { listUsers } from './repository.js';
import { createUser, editUser, getUser, type UserServiceDeps } from './service.js';

const idParams = z.object({ id: z.uuid('The user id is not a valid id.') });

/** Platform users and their roles (SUPERADMIN). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: UserServiceDeps = {
    db: app.db,
    recheckUser: (id) => app.live.recheckUser(id),
    userChanged: (id) => app.principals.changed({ kind: 'user', id }),
  };

  app.get(
    '/',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['users'],
        summary: 'Paged list of users with their roles',
        querystring: pagingQuerySchema.extend({ perPage: pagingQuerySchema.shape.perPage.unwrap().default(DEFAULT_PER_PAGE.users) }),
        response: { 200: pageSchema(userViewSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listUsers(app.db, request.query),
  );

  app.post(
    '/create',
    {
      config: { access: 'administer' },
      schema: { tags: ['users'], summary: 'Create a user', body: userCreateSchema, response: { 201: userViewSchema, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.status(201).send(await createUser(deps, request.body)),
  );

  app.get(
    '/:id',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['users'],
        summary: 'One user with roles (never the password)',
        params: idParams,
        response: { 200: userViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => getUser(app.db, request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['users'],
        summary: 'Edit names, password and roles (roles sent replace the set; SUPERADMIN is never assignable)',
        params: idParams,
        body: userEditSchema,
        response: { 200: userViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => editUser(deps, request.principal!, request.params.id, request.body),
  );
};
