import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PER_PAGE, pageSchema, pagingQuerySchema, voucherCreateSchema, voucherSchema, voucherUpdateSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { notFound } from '../http/errors.js';
import { findVoucher, listVouchers, toVoucher } from './repository.js';
import { createVoucher, editVoucher } from './service.js';

const params = z.object({ id: z.uuid('The voucher id is not a valid id.') });
const barQuery = z.object({ barId: z.string().optional() });

/** Vouchers (SPEC §2, §7): ADMIN of the bar ("manageBar"). */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uorder/voucher/',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: ['vouchers'],
        summary: "The bar's vouchers, newest first",
        querystring: pagingQuerySchema.extend({
          perPage: pagingQuerySchema.shape.perPage.removeDefault().default(DEFAULT_PER_PAGE.vouchers),
          barId: z.string().optional(),
        }),
        response: { 200: pageSchema(voucherSchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listVouchers(app.db, request.barId!, request.query),
  );

  app.get(
    '/uorder/voucher/:id',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: ['vouchers'],
        summary: 'One voucher',
        params,
        querystring: barQuery,
        response: { 200: voucherSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findVoucher(app.db, request.barId!, request.params.id);
      if (!row) throw notFound('Voucher');
      return toVoucher(row);
    },
  );

  app.post(
    '/uorder/voucher',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: ['vouchers'],
        summary: 'Create a voucher; the server makes its code',
        body: voucherCreateSchema,
        response: { 201: voucherSchema, ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => reply.code(201).send(await createVoucher(app.db, request.barId!, request.body, request.principal)),
  );

  app.patch(
    '/uorder/voucher/:id',
    {
      config: { access: 'manageBar' },
      schema: {
        tags: ['vouchers'],
        summary: 'Edit a voucher (nickname, email, type, value, status)',
        params,
        body: voucherUpdateSchema,
        response: { 200: voucherSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => editVoucher(app.db, request.barId!, request.params.id, request.body),
  );
};
