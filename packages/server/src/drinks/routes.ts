import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PER_PAGE, drinkPatchSchema, drinkSchema, drinkStatusListSchema, orderDrinkBodySchema, pageSchema, pagingQuerySchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { createCommandService, type CommandOptions } from '../commands/service.js';
import { idempotencyKeyOf } from '../commands/routes.js';
import { createDrinkService } from './service.js';
import { listActiveDrinks } from './queue-repository.js';
import { listDrinksByStatus } from './history-repository.js';

const params = z.object({ id: z.uuid('The drink id is not a valid id.') });
const barQuery = z.object({ barId: z.string().optional() });
const barBody = z.object({ barId: z.string().optional() }).nullish();
const actionResponses = { 200: drinkSchema, ...errorResponses(400, 401, 403, 404, 409, 503, 504) };

/** Drinks (SPEC §7 "Drinks and orders"): ordering, the live queue, production history and queue actions. */
export const drinkRoutes: FastifyPluginAsyncZod<{ commands?: CommandOptions }> = async (app, opts) => {
  const commands = createCommandService({
    db: app.db,
    live: app.live,
    log: app.log.child({ area: 'drinks' }),
    options: { ...opts.commands, sweepIntervalMs: 0 },
  });
  const service = createDrinkService({ db: app.db, live: app.live, commands, log: app.log.child({ area: 'drinks' }), now: opts.commands?.now });
  const caller = (request: FastifyRequest) => ({ barId: request.barId!, principal: request.principal, idempotencyKey: idempotencyKeyOf(request) });

  app.post(
    '/ubar/bars/orderDrink',
    {
      config: { access: 'operateQueue' },
      schema: {
        tags: ['drinks'],
        summary: "Order a drink from the menu: the menu's recipe and price, handed to the bar as an open drink",
        body: orderDrinkBodySchema,
        response: actionResponses,
      },
    },
    (request) =>
      service.order(caller(request), request.body.recipe.id, {
        name: request.body.orderName || null,
        priority: request.body.priority ?? false,
        appOrderId: request.body.appOrderId ?? null,
      }),
  );

  app.post(
    '/uorder/drink/:id/remake',
    {
      config: { access: 'operateQueue' },
      schema: { tags: ['drinks'], summary: "Remake: a new order from the drink's recipe with its name", params, body: barBody, response: actionResponses },
    },
    (request) => service.remake(caller(request), request.params.id),
  );

  app.get(
    '/uorder/drink/active',
    {
      config: { access: 'viewBar' },
      schema: {
        tags: ['drinks'],
        summary: 'Drinks in the queue: open, producing, ready, delivering',
        querystring: barQuery,
        response: { 200: z.array(drinkSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listActiveDrinks(app.db, request.barId!),
  );

  app.get(
    '/uorder/drink/',
    {
      config: { access: 'viewBar' },
      schema: {
        tags: ['drinks'],
        summary: 'Production history: drinks by status, paged',
        querystring: pagingQuerySchema.extend({
          perPage: pagingQuerySchema.shape.perPage.removeDefault().default(DEFAULT_PER_PAGE.production),
          status: drinkStatusListSchema,
          barId: z.string().optional(),
        }),
        response: { 200: pageSchema(drinkSchema).extend({ countEstimated: z.boolean() }), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listDrinksByStatus(app.db, request.barId!, request.query.status, request.query),
  );

  app.patch(
    '/uorder/drink/:id',
    {
      config: { access: 'operateQueue' },
      schema: {
        tags: ['drinks'],
        summary: 'Change the priority of an open drink, or acknowledge an error',
        params,
        body: drinkPatchSchema,
        response: actionResponses,
      },
    },
    (request) => service.patch(caller(request), request.params.id, request.body),
  );

  app.delete(
    '/uorder/drink/:id',
    {
      config: { access: 'operateQueue' },
      schema: { tags: ['drinks'], summary: 'Delete an open or producing drink (the bar drops it)', params, querystring: barQuery, response: actionResponses },
    },
    (request) => service.remove(caller(request), request.params.id),
  );
};
