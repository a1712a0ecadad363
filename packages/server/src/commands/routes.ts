import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  barCommandBodySchema,
  barManagerUpdateSchema,
  closedWhileOfflineSchema,
  commandRecordSchema,
  isOnline,
  idempotencyKeySchema,
  moveConveyorBodySchema,
  pageSchema,
  pagingQuerySchema,
  pickRoboticMode,
  roboticModeBodySchema,
  robotCommandBodySchema,
  robotEnableBodySchema,
  unlockConveyorBodySchema,
  type CommandArgs,
  type CommandName,
} from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { badRequest, notFound } from '../http/errors.js';
import { assertConveyorOfBar } from './conveyors.js';
import { createCommandService, type CommandOptions } from './service.js';
import { closeOfflineBar } from '../bars/open-state.js';
import { findBarLiveState, findRobotOfBar, listCommands, sweepStaleCommands } from './repository.js';

const commandResponses = { 200: commandRecordSchema, ...errorResponses(400, 401, 403, 404, 409, 503, 504) };
const robotParams = z.object({ id: z.uuid('The robot id is not a valid id.') });

/** The idempotency key of a call: the Idempotency-Key header, else the body's idempotencyKey. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const raw = (Array.isArray(header) ? header[0] : header) ?? (request.body as { idempotencyKey?: string } | undefined)?.idempotencyKey;
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
  return parsed.data;
}

/**
 * Operator commands to a bar (SPEC §7, docs/device-protocol.md): each is stored, sent on
 * `bars/{barId}/cmd` and answered once the bar acknowledges it.
 */
export const commandRoutes: FastifyPluginAsyncZod<{ options?: CommandOptions }> = async (app, opts) => {
  const options = opts.options ?? {};
  const service = createCommandService({ db: app.db, live: app.live, log: app.log.child({ area: 'commands' }), options });

  const sweepEvery = options.sweepIntervalMs ?? 30_000;
  if (sweepEvery > 0) {
    let sweeping: Promise<unknown> | undefined;
    const sweep = () =>
      (sweeping ??= sweepStaleCommands(app.db, new Date(), (options.timeoutMs ?? 5_000) + 5_000, options.completionTimeoutMs ?? 120_000)
        .catch((err: unknown) => app.log.error({ err }, 'command sweep failed'))
        .finally(() => (sweeping = undefined)));
    // commands a crash left in flight end at start, not one interval later; the server answers meanwhile (B9)
    app.addHook('onReady', async () => {
      void sweep();
    });
    const timer = setInterval(() => void sweep(), sweepEvery).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  }

  const issue = <C extends CommandName>(request: FastifyRequest, command: C, args: CommandArgs<C>) =>
    service.issue({ barId: request.barId!, principal: request.principal, command, args, idempotencyKey: idempotencyKeyOf(request) });

  const barWide = (
    path: string,
    command: CommandName & ('restoreFences' | 'restoreEmergency' | 'generalStart' | 'generalStop' | 'emergencyStop' | 'restoreCupError' | 'restartViz'),
    summary: string,
  ) =>
    app.post(
      path,
      { config: { access: 'controlBar' }, schema: { tags: ['commands'], summary, body: barCommandBodySchema.nullish(), response: commandResponses } },
      (request) => issue(request, command, {}),
    );

  barWide('/ubar/bars/restoreFences', 'restoreFences', 'Restore the safety fences');
  barWide('/ubar/bars/restoreEmergency', 'restoreEmergency', 'Restore from an emergency stop');
  barWide('/ubar/bars/generalStart', 'generalStart', 'Start every robot');
  barWide('/ubar/bars/generalStop', 'generalStop', 'Stop every robot (General Stop)');
  barWide('/ubar/bars/emergencyStop', 'emergencyStop', 'Emergency stop of the whole bar');
  barWide('/ubar/bars/restoreCupError', 'restoreCupError', 'Clear the cup error');
  barWide('/ubender/zoidberg/restartViz', 'restartViz', 'Restart the visualisation screen');

  app.post(
    '/ubar/bars/moveConveyor',
    {
      config: { access: 'controlBar' },
      schema: { tags: ['commands'], summary: 'Move an ms1 conveyor back or front', body: moveConveyorBodySchema, response: commandResponses },
    },
    async (request) => {
      await assertConveyorOfBar(app.db, request.barId!, 'number', request.body.number);
      return issue(request, 'moveConveyor', { number: request.body.number, position: request.body.position });
    },
  );

  app.post(
    '/ubar/bars/unlockConveyor',
    {
      config: { access: 'operateQueue' },
      schema: {
        tags: ['commands'],
        summary: 'Release the ready drink at a delivery position (ms1)',
        body: unlockConveyorBodySchema,
        response: commandResponses,
      },
    },
    async (request) => {
      if (request.body.bar && request.body.bar.toLowerCase() !== request.barId) throw badRequest('bar and x-bar name different bars.');
      await assertConveyorOfBar(app.db, request.barId!, 'deliveryPosition', request.body.deliveryPosition);
      return issue(request, 'unlockConveyor', { deliveryPosition: request.body.deliveryPosition });
    },
  );

  app.patch(
    '/ubar/bars/:id/updateFromBarManager',
    {
      config: { access: 'controlBar', barParam: 'id' },
      schema: {
        tags: ['commands'],
        summary: 'Open or close the bar, or change the viz theme; an offline bar can be closed (202), not opened',
        params: z.object({ id: z.string() }),
        body: barManagerUpdateSchema,
        response: { ...commandResponses, 202: closedWhileOfflineSchema },
      },
    },
    async (request, reply) => {
      const { open, theme } = request.body;
      if (open === undefined) return issue(request, 'setTheme', { theme: theme! });
      if (!open) {
        // staff must be able to stop every sales channel during an outage: closed here now, told to the bar when it is back
        const bar = await findBarLiveState(app.db, request.barId!);
        if (!bar) throw notFound('Bar');
        const now = options.now?.() ?? new Date();
        if (!isOnline(bar.liveCheck, now)) return reply.code(202).send(await closeOfflineBar(app.db, app.live, app.barRecords, request.barId!, now));
      }
      return issue(request, 'setOpen', { open });
    },
  );

  app.patch(
    '/ubar/bars/:barId/roboticSettings',
    {
      config: { access: 'controlBar', barParam: 'barId' },
      schema: {
        tags: ['commands'],
        summary: 'Toggle one mode: dance, ghost, maintenance or automatic conveyor',
        params: z.object({ barId: z.string() }),
        body: roboticModeBodySchema,
        response: commandResponses,
      },
    },
    (request) => issue(request, 'setMode', pickRoboticMode(request.body)),
  );

  const robotOf = async (request: FastifyRequest & { params: { id: string } }) => {
    const robot = await findRobotOfBar(app.db, request.barId!, request.params.id);
    if (!robot) throw notFound('Robot');
    return { robotId: robot.id, tagName: robot.tagName };
  };

  const robotAction = (action: string, command: 'startRobot' | 'stopRobot' | 'abortRobot' | 'toggleRobotMaintenance', summary: string) =>
    app.put(
      `/ubar/robots/:id/${action}`,
      {
        config: { access: 'controlBar' },
        schema: { tags: ['commands'], summary, params: robotParams, body: robotCommandBodySchema.nullish(), response: commandResponses },
      },
      async (request) => issue(request, command, await robotOf(request)),
    );
  robotAction('start', 'startRobot', 'Start a robot');
  robotAction('stop', 'stopRobot', 'Stop a robot');
  robotAction('abort', 'abortRobot', 'Abort what a robot is doing');
  robotAction('toggleMaintenance', 'toggleRobotMaintenance', 'Put a robot in or out of maintenance');

  app.put(
    '/ubar/robots/:id/enable',
    {
      config: { access: 'controlBar' },
      schema: { tags: ['commands'], summary: 'Enable or disable a robot (ms1)', params: robotParams, body: robotEnableBodySchema, response: commandResponses },
    },
    async (request) => issue(request, 'enableRobot', { ...(await robotOf(request)), enabled: request.body.enabled }),
  );

  app.get(
    '/ubar/commands/',
    {
      config: { access: 'viewBar' },
      schema: {
        tags: ['commands'],
        summary: 'Recent commands of the bar with their state and who sent them',
        querystring: pagingQuerySchema.extend({ barId: z.string().optional() }),
        response: { 200: pageSchema(commandRecordSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listCommands(app.db, request.barId!, request.query),
  );
};
