import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bibDispenserSchema,
  bottleDispenserSchema,
  bottleDispenserUpdateSchema,
  coffeeDispenserSchema,
  coffeeDispenserUpdateSchema,
  commandRecordSchema,
  iceDispenserSchema,
  iceDispenserUpdateSchema,
  listQueryObject,
  manualCommandSchema,
  timedDispenserSchema,
  timedDispenserUpdateSchema,
  valveSchema,
  valveUpdateSchema,
} from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { idempotencyKeyOf } from '../commands/routes.js';
import { createCommandService, type CommandOptions } from '../commands/service.js';
import { ensureManualTarget, listDispensers, patchDispenser, patchValve } from './service.js';

const tags = ['dispensers'];
const idParams = z.object({ id: z.uuid('The dispenser id is not a valid id.') });
const listQuery = listQueryObject({ barId: z.string().optional() });

const EDITABLE = [
  { kind: 'bottles', label: 'bottle', view: bottleDispenserSchema, body: bottleDispenserUpdateSchema },
  { kind: 'granulars', label: 'granular', view: timedDispenserSchema, body: timedDispenserUpdateSchema },
  { kind: 'garnishes', label: 'fruit cutter', view: timedDispenserSchema, body: timedDispenserUpdateSchema },
  { kind: 'leaves', label: 'leaf', view: timedDispenserSchema, body: timedDispenserUpdateSchema },
  { kind: 'ice', label: 'ice', view: iceDispenserSchema, body: iceDispenserUpdateSchema },
  { kind: 'coffee', label: 'coffee', view: coffeeDispenserSchema, body: coffeeDispenserUpdateSchema },
] as const;

/**
 * A bar's dispensers (SPEC §7 /udispenser): list with barId and PATCH of the full object per kind,
 * bib valves, and manual valve / ice commands sent to the bar. Viewing needs BARMAN, the rest MAINT.
 */
export const dispenserRoutes: FastifyPluginAsyncZod<{ commands?: CommandOptions }> = async (app, opts) => {
  const commands = createCommandService({
    db: app.db,
    live: app.live,
    log: app.log.child({ area: 'dispensers' }),
    options: { ...opts.commands, sweepIntervalMs: 0 },
  });

  for (const { kind, label, view, body } of EDITABLE) {
    app.get(
      `/${kind}/`,
      {
        config: { access: 'viewBar' },
        schema: {
          tags,
          summary: `The bar's ${label} dispensers`,
          querystring: listQuery,
          response: { 200: z.array(view), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => listDispensers(app.db, request.barId!, kind) as Promise<never>,
    );
    app.patch(
      `/${kind}/:id`,
      {
        config: { access: 'editDispensers' },
        schema: {
          tags,
          summary: `Save a ${label} dispenser (the full object)`,
          params: idParams,
          body,
          response: { 200: view, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) =>
        patchDispenser(
          app.db,
          app.live,
          app.barRecords,
          request.barId!,
          kind,
          request.params.id,
          request.body as Record<string, unknown>,
          request.principal?.userId,
        ) as Promise<never>,
    );
  }

  app.get(
    '/bib/',
    {
      config: { access: 'viewBar' },
      schema: {
        tags,
        summary: "The bar's beverage dispensers with their valves",
        querystring: listQuery,
        response: { 200: z.array(bibDispenserSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => listDispensers(app.db, request.barId!, 'bib') as Promise<never>,
  );

  app.patch(
    '/valv/:id',
    {
      config: { access: 'editDispensers' },
      schema: {
        tags,
        summary: 'Assign a flavour to a valve (null: UNASSIGNED)',
        params: idParams,
        body: valveUpdateSchema,
        response: { 200: valveSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => patchValve(app.db, request.barId!, request.params.id, request.body.flavourId),
  );

  const manual = (path: 'valv' | 'ice', target: 'valve' | 'ice') =>
    app.post(
      `/${path}/:id/manualCommand`,
      {
        config: { access: 'editDispensers' },
        schema: {
          tags,
          summary: `Test the ${target}: the bar pours quantity doses of dispensingTime ms`,
          params: idParams,
          body: manualCommandSchema,
          response: { 200: commandRecordSchema, ...errorResponses(400, 401, 403, 404, 409, 503, 504) },
        },
      },
      async (request) => {
        await ensureManualTarget(app.db, request.barId!, target, request.params.id);
        return commands.issue({
          barId: request.barId!,
          principal: request.principal,
          command: 'manualDispense',
          args: { target, dispenserId: request.params.id, quantity: request.body.quantity, dispensingTime: request.body.dispensingTime },
          idempotencyKey: idempotencyKeyOf(request),
        });
      },
    );
  manual('valv', 'valve');
  manual('ice', 'ice');
};
