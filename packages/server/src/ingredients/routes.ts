import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BAR_INGREDIENT_KINDS, barIngredientSchemas, INGREDIENT_KIND_INFO, ingredientLookupQuerySchema, pageSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { listBarIngredients, lookupBarIngredients } from './repository.js';
import { ingredientIdParams, ingredientListQuery, type KindSchemas } from './route-schemas.js';
import { createBarIngredient, ensureKindEnabled, getBarIngredient, patchBarIngredient } from './service.js';

/**
 * A bar's ingredients (SPEC §7 /uingredient/{kind}): the same five calls for every kind, each with
 * its kind's schemas. Viewing needs BARMAN on the bar, changing needs ADMIN.
 */
export const barIngredientRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of BAR_INGREDIENT_KINDS) {
    const schemas = barIngredientSchemas[kind] as unknown as KindSchemas;
    const label = INGREDIENT_KIND_INFO[kind].label;
    const tags = ['bar ingredients'];

    app.get(
      `/${kind}/`,
      {
        config: { access: 'viewBar' },
        schema: {
          tags,
          summary: `Paged list of the bar's ${label} items (perPage defaults to 2)`,
          querystring: ingredientListQuery,
          response: { 200: pageSchema(schemas.view), ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => {
        await ensureKindEnabled(app.db, request.barId!, kind);
        return listBarIngredients(app.db, request.barId!, kind, request.query);
      },
    );

    app.get(
      `/${kind}/byName`,
      {
        config: { access: 'viewBar' },
        schema: {
          tags,
          summary: `The bar's ${label} items whose name contains the text (at most 10)`,
          querystring: ingredientLookupQuerySchema,
          response: { 200: z.array(schemas.view), ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => {
        await ensureKindEnabled(app.db, request.barId!, kind);
        return lookupBarIngredients(app.db, request.barId!, kind, request.query.name);
      },
    );

    app.post(
      `/${kind}/create`,
      {
        config: { access: 'manageBar' },
        schema: { tags, summary: `Add a ${label} to the bar`, body: schemas.create, response: { 201: schemas.view, ...errorResponses(400, 401, 403, 409) } },
      },
      async (request, reply) => reply.status(201).send(await createBarIngredient(app.db, request.barId!, kind, request.body as Record<string, unknown>)),
    );

    app.get(
      `/${kind}/:id`,
      {
        config: { access: 'viewBar' },
        schema: {
          tags,
          summary: `One ${label} of the bar`,
          params: ingredientIdParams,
          response: { 200: schemas.view, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => getBarIngredient(app.db, request.barId!, kind, request.params.id),
    );

    app.patch(
      `/${kind}/:id`,
      {
        config: { access: 'manageBar' },
        schema: {
          tags,
          summary: `Edit a ${label} of the bar (fields left out keep their value)`,
          params: ingredientIdParams,
          body: schemas.patch,
          response: { 200: schemas.view, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => patchBarIngredient(app.db, request.barId!, kind, request.params.id, request.body as Record<string, unknown>),
    );
  }
};
