import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PER_PAGE, appOrderDetailSchema, appOrderSchema, pageSchema, pagingQuerySchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import type { PaymentGateways } from '../payments/gateways.js';
import { listAppOrders } from './repository.js';
import { appOrderDetail, refundAppOrder } from './service.js';

const params = z.object({ id: z.uuid('The app order id is not a valid id.') });
const barQuery = z.object({ barId: z.string().optional() });

/** App orders (SPEC §2, §7): list, detail and the Shift4 refund. */
export const appOrderRoutes: FastifyPluginAsyncZod<{ gateways: PaymentGateways }> = async (app, opts) => {
  app.get(
    '/uorder/apporders/',
    {
      config: { access: 'viewBar' },
      schema: {
        tags: ['app orders'],
        summary: "The bar's app orders, newest first; refunded ones only when searched for",
        querystring: pagingQuerySchema.extend({
          perPage: pagingQuerySchema.shape.perPage.removeDefault().default(DEFAULT_PER_PAGE.orders),
          barId: z.string().optional(),
        }),
        response: { 200: pageSchema(appOrderSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listAppOrders(app.db, request.barId!, request.query),
  );

  app.get(
    '/uorder/apporders/:id',
    {
      config: { access: 'viewBar' },
      schema: {
        tags: ['app orders'],
        summary: 'One app order with its drinks',
        params,
        querystring: barQuery,
        response: { 200: appOrderDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => appOrderDetail(app.db, request.barId!, request.params.id),
  );

  app.delete(
    '/uorder/apporders/:id/refund',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: ['app orders'],
        summary: 'Void (refund) a paid Shift4 order through the gateway; never twice',
        params,
        querystring: barQuery,
        response: { 200: appOrderSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    (request) =>
      refundAppOrder(app.db, opts.gateways, app.secrets, request.barId!, request.params.id, request.principal, (order, reason) =>
        app.alarms.raiseEvent(request.barId!, { kind: 'refundFailed', subjectId: order.id, subjectName: order.nickname, detail: reason }),
      ),
  );
};
