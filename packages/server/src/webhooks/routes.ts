import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageSchema,
  webhookCreateSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { listDeliveries, listWebhooks } from './repository.js';
import { createWebhook, editWebhook, removeWebhook, rotateWebhookSecret, sendTestEvent } from './service.js';

const params = z.object({ id: z.uuid('The webhook id is not a valid id.') });
const barQuery = z.object({ barId: z.string().optional() });
const barBody = barQuery.nullish();
const deleted = z.object({ _id: z.string(), deleted: z.boolean() });
const tags = ['webhooks'];

/**
 * Outbound alarm webhooks of the selected bar (x-bar), ADMIN and above ("manageBar"). The signing
 * secret is answered only by the create and the rotation (docs/webhooks.md).
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.webhooks.deps;

  app.get(
    '/',
    {
      config: { access: 'manageBar' },
      schema: {
        tags,
        summary: "The bar's webhooks, oldest first (never their secrets)",
        querystring: barQuery,
        response: { 200: z.array(webhookSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listWebhooks(app.db, request.barId!),
  );

  app.post(
    '/',
    {
      config: { access: 'manageBar' },
      schema: {
        tags,
        summary: 'Add a webhook; the answer carries its signing secret, shown this once',
        body: webhookCreateSchema,
        response: { 201: webhookWithSecretSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createWebhook(deps, request.barId!, request.body, request.principal?.userId ?? null)),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'manageBar' },
      schema: {
        tags,
        summary: "Change a webhook's URL, severities or enabled flag",
        params,
        body: webhookUpdateSchema,
        response: { 200: webhookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => editWebhook(deps, request.barId!, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'manageBar' },
      schema: {
        tags,
        summary: 'Delete a webhook with its delivery log; what it had not yet sent is dropped',
        params,
        querystring: barQuery,
        response: { 200: deleted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeWebhook(deps, request.barId!, request.params.id);
      return { _id: request.params.id, deleted: true };
    },
  );

  app.post(
    '/:id/secret',
    {
      config: { access: 'manageBar' },
      schema: {
        tags,
        summary: 'Replace the signing secret; the answer carries the new one, shown this once',
        params,
        body: barBody,
        response: { 200: webhookWithSecretSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => rotateWebhookSecret(deps, request.barId!, request.params.id),
  );

  app.post(
    '/:id/test',
    {
      config: { access: 'manageBar' },
      schema: {
        tags,
        summary: 'Send a webhook.test event to this webhook (queued like any delivery; see the log)',
        params,
        body: barBody,
        response: { 202: webhookDeliverySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(202).send(await sendTestEvent(deps, request.barId!, request.params.id)),
  );

  app.get(
    '/deliveries',
    {
      config: { access: 'manageBar' },
      schema: {
        tags,
        summary: "The bar's delivery log, newest first (optionally one webhook's)",
        querystring: webhookDeliveryQuerySchema,
        response: { 200: pageSchema(webhookDeliverySchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listDeliveries(app.db, request.barId!, request.query),
  );
};
