import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GLOBAL_INGREDIENT_KINDS,
  GLOBAL_LOOKUP_KINDS,
  globalIngredientSchemas,
  INGREDIENT_KIND_INFO,
  ingredientLookupQuerySchema,
  pageSchema,
} from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { ingredientIdParams, ingredientListQuery, type KindSchemas } from '../ingredients/route-schemas.js';
import { listGlobalIngredients, lookupGlobalIngredients } from './repository.js';
import { createGlobalIngredient, getGlobalIngredient, patchGlobalIngredient } from './service.js';

/**
 * The global catalogue (SPEC §7 /uging/{kind}): the same four calls for every kind, each with its
 * kind's schemas, plus the name lookup that bar forms prefill from.
 */
export const globalIngredientRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of GLOBAL_LOOKUP_KINDS) {
    const schemas = globalIngredientSchemas[kind] as unknown as KindSchemas;
    app.get(
      `/${kind}/byName`,
      {
        // any staff of the selected bar: the catalogue holds nothing bar-specific
        config: { access: 'viewBar' },
        schema: {
          tags: ['global ingredients'],
          summary: `Global ${INGREDIENT_KIND_INFO[kind].label} items whose name contains the text (at most 10)`,
          querystring: ingredientLookupQuerySchema,
          response: { 200: z.array(schemas.view), ...errorResponses(400, 401, 403) },
        },
      },
      (request) => lookupGlobalIngredients(app.db, kind, request.query.name),
    );
  }

  for (const kind of GLOBAL_INGREDIENT_KINDS) {
    const schemas = globalIngredientSchemas[kind] as unknown as KindSchemas;
    const label = INGREDIENT_KIND_INFO[kind].label;
    const tags = ['global ingredients'];

    app.get(
      `/${kind}/`,
      {
        config: { access: 'administer' },
        schema: {
          tags,
          summary: `Paged list of global ${label} items`,
          querystring: ingredientListQuery,
          response: { 200: pageSchema(schemas.view), ...errorResponses(400, 401, 403) },
        },
      },
      (request) => listGlobalIngredients(app.db, kind, request.query),
    );

    app.post(
      `/${kind}/create`,
      {
        config: { access: 'administer' },
        schema: { tags, summary: `Create a global ${label}`, body: schemas.create, response: { 201: schemas.view, ...errorResponses(400, 401, 403, 409) } },
      },
      async (request, reply) => reply.status(201).send(await createGlobalIngredient(app.db, kind, request.body as Record<string, unknown>)),
    );

    app.get(
      `/${kind}/:id`,
      {
        config: { access: 'administer' },
        schema: { tags, summary: `One global ${label}`, params: ingredientIdParams, response: { 200: schemas.view, ...errorResponses(400, 401, 403, 404) } },
      },
      (request) => getGlobalIngredient(app.db, kind, request.params.id),
    );

    app.patch(
      `/${kind}/:id`,
      {
        config: { access: 'administer' },
        schema: {
          tags,
          summary: `Edit a global ${label} (fields left out keep their value)`,
          params: ingredientIdParams,
          body: schemas.patch,
          response: { 200: schemas.view, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => patchGlobalIngredient(app.db, kind, request.params.id, request.body as Record<string, unknown>),
    );
  }
};
