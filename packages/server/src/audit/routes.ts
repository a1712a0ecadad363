import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_OUTCOMES, auditRowSchema, barAuditRowSchema, pageSchema, pagingQuerySchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { listAudit, listBarAudit, listBarAuditActions } from './repository.js';

const ACTION = /^(POST|PUT|PATCH|DELETE|GET|SYSTEM) (\S{1,300})$/;

const barAuditQuerySchema = pagingQuerySchema.extend({
  person: z.string().trim().min(1, 'person must not be empty.').max(200, 'person must be at most 200 characters.').optional(),
  action: z
    .string()
    .regex(ACTION, 'action must be a method and a route pattern, e.g. POST /api/ubar/bars/generalStart.')
    .transform((text) => {
      const [, method, route] = ACTION.exec(text)!;
      return { method, route };
    })
    .optional(),
  outcome: z.enum(AUDIT_OUTCOMES, { error: `outcome must be one of ${AUDIT_OUTCOMES.join(', ')}.` }).optional(),
});

const auditQuerySchema = pagingQuerySchema.extend({
  bar: z.uuid('bar must be a bar id.').optional(),
  user: z.uuid('user must be a user id.').optional(),
  outcome: z.enum(AUDIT_OUTCOMES, { error: `outcome must be one of ${AUDIT_OUTCOMES.join(', ')}.` }).optional(),
  route: z.string().max(300).optional(),
});

/** The audit log (ARCHITECTURE §10), newest first: every bar's for super administrators, the selected bar's from ADMIN up. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['audit'],
        summary: 'Paged audit log: mutating and refused calls (filters bar, user, outcome, route)',
        description:
          'route is a route pattern matched exactly, e.g. /api/uorder/drink/:id; search and sort work as in every list (fields at, email, method, route, statusCode, outcome).',
        querystring: auditQuerySchema,
        response: { 200: pageSchema(auditRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listAudit(app.db, request.query),
  );

  app.get(
    '/bar',
    {
      config: { access: 'viewAudit' },
      schema: {
        tags: ['audit'],
        summary: "The selected bar's audit timeline (x-bar): who did what, when, and what was refused, newest first",
        description:
          'person is a user id or part of an email; action is "METHOD route-pattern" as /api/audit/bar/actions lists it; search and sort work as in every list (fields at, email, method, route, statusCode, outcome; search createdAt {from, to} is the date range).',
        querystring: barAuditQuerySchema,
        response: { 200: pageSchema(barAuditRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listBarAudit(app.db, request.barId!, request.query),
  );

  app.get(
    '/bar/actions',
    {
      config: { access: 'viewAudit' },
      schema: {
        tags: ['audit'],
        summary: "The actions in the selected bar's audit timeline (x-bar), for its action filter",
        response: { 200: z.array(z.object({ method: z.string(), route: z.string() })), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listBarAuditActions(app.db, request.barId!),
  );
};
