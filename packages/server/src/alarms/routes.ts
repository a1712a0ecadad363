import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alarmAssignSchema, alarmCountsSchema, alarmListQuerySchema, alarmNotesSchema, alarmSchema, pageSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { acknowledgeAlarm, alarmCounts, assignAlarm, clearEventAlarm, inboxBars, listBarActiveAlarms, noteAlarm } from './inbox.js';
import { alarmAssignees, inboxBarList } from './people-repository.js';
import { listAlarms } from './repository.js';

const params = z.object({ id: z.uuid('The alarm id is not a valid id.') });

/**
 * The alarm inbox (issue 19): alarms across the caller's bars; acknowledging, notes and clearing an
 * event alarm from BARMAN up, assigning from MAINT up, each on the alarm's own bar (x-bar).
 */
export const alarmRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = { db: app.db, alarms: app.alarms };
  app.get(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['alarms'],
        summary: "Paged alarms of the caller's bars, newest activity first (filters bar, severity, state, kind, from/to)",
        querystring: alarmListQuerySchema,
        response: { 200: pageSchema(alarmSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listAlarms(app.db, await inboxBars(app.db, request.principal!), request.query),
  );

  app.get(
    '/counts',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['alarms'],
        summary: "Open (unacknowledged) alarms of the caller's bars by severity, in all and per bar",
        response: { 200: alarmCountsSchema, ...errorResponses(401) },
      },
    },
    async (request) => alarmCounts(app.db, await inboxBars(app.db, request.principal!)),
  );

  app.get(
    '/bar',
    {
      config: { access: 'viewBar' },
      schema: {
        tags: ['alarms'],
        summary: "The selected bar's open and acknowledged alarms (x-bar), critical first",
        response: { 200: z.array(alarmSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listBarActiveAlarms(app.db, request.barId!),
  );

  app.get(
    '/bars',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['alarms'],
        summary: "The bars of the caller's inbox (its bar filter), with the time zone each bar's alarm times are read in",
        response: { 200: z.array(z.object({ _id: z.string(), name: z.string(), timeZone: z.string() })), ...errorResponses(401) },
      },
    },
    async (request) => inboxBarList(app.db, await inboxBars(app.db, request.principal!)),
  );

  app.get(
    '/assignees',
    {
      config: { access: 'controlBar' },
      schema: {
        tags: ['alarms'],
        summary: 'Whom an alarm of the selected bar (x-bar) may be assigned to: the active users holding a role on it and the super administrators',
        response: {
          200: z.array(z.object({ _id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request) => alarmAssignees(app.db, request.barId!),
  );

  app.post(
    '/:id/acknowledge',
    {
      config: { access: 'operateQueue' },
      schema: {
        tags: ['alarms'],
        summary: 'Acknowledge an open alarm of the selected bar (x-bar)',
        params,
        response: { 200: alarmSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => acknowledgeAlarm(inbox, request.barId!, request.params.id, request.principal!.userId),
  );

  app.put(
    '/:id/assignee',
    {
      config: { access: 'controlBar' },
      schema: {
        tags: ['alarms'],
        summary: 'Assign an alarm of the selected bar (x-bar) to a person who holds a role on it, or unassign it (null)',
        params,
        body: alarmAssignSchema,
        response: { 200: alarmSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => assignAlarm(inbox, request.barId!, request.params.id, request.body.assigneeId),
  );

  app.put(
    '/:id/notes',
    {
      config: { access: 'operateQueue' },
      schema: {
        tags: ['alarms'],
        summary: "Replace an alarm's notes (x-bar = its bar)",
        params,
        body: alarmNotesSchema,
        response: { 200: alarmSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => noteAlarm(inbox, request.barId!, request.params.id, request.body.notes),
  );

  app.post(
    '/:id/clear',
    {
      config: { access: 'operateQueue' },
      schema: {
        tags: ['alarms'],
        summary: 'Clear a handled event alarm (drink in error, failed refund or export) of the selected bar; condition alarms clear by themselves',
        params,
        response: { 200: alarmSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => clearEventAlarm(inbox, request.barId!, request.params.id),
  );
};
