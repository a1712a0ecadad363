import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema, pagingQuerySchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { AUDIT_OUTCOMES } from './entry.js';
import { listAudit } from './repository.js';

const auditRowSchema = z.object({
  _id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  barId: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  targetId: z.string().nullable(),
  statusCode: z.number().int(),
  outcome: z.enum(AUDIT_OUTCOMES),
  ip: z.string().nullable(),
});

const auditQuerySchema = pagingQuerySchema.extend({
  bar: z.uuid('bar must be a bar id.').optional(),
  user: z.uuid('user must be a user id.').optional(),
  outcome: z.enum(AUDIT_OUTCOMES, { error: `outcome must be one of ${AUDIT_OUTCOMES.join(', ')}.` }).optional(),
  route: z.string().max(300).optional(),
});

/** The audit log (ARCHITECTURE §10), newest first, for super administrators. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'administer' },
      schema: {
        tags: ['audit'],
        summary: 'Paged audit log: mutating and refused calls (filters bar, user, outcome, route)',
        description: 'route is a route pattern matched exactly, e.g. /api/uorder/drink/:id; search and sort work as in every list (fields at, email, method, route, statusCode, outcome).',
        querystring: auditQuerySchema,
        response: { 200: pageSchema(auditRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listAudit(app.db, request.query),
  );
};
