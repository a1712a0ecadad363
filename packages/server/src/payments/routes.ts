import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { satispayKeyIdRequestSchema, satispayKeyIdResponseSchema, shift4AccessTokenRequestSchema, shift4AccessTokenResponseSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import type { PaymentGateways } from './gateways.js';
import { obtainSatispayKeyId, obtainShift4AccessToken } from './service.js';

/** Payment gateway credentials of the selected bar (MSADMIN). */
export const paymentRoutes: FastifyPluginAsyncZod<{ gateways: PaymentGateways }> = async (app, opts) => {
  /** The obtain calls store credentials on the bar (its detail shows them to MSADMIN): the bar record is read again after. */
  const savingBar = async <T>(barId: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } finally {
      await app.barRecords.changed(barId);
    }
  };

  app.post(
    '/shift4/getAccessToken',
    {
      config: { access: 'editSecuritySettings' },
      schema: {
        tags: ['payments'],
        summary: 'Exchange the Shift4 auth token for an access token (stored on the bar)',
        body: shift4AccessTokenRequestSchema,
        response: { 200: shift4AccessTokenResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    (request) => savingBar(request.barId!, () => obtainShift4AccessToken(app.db, opts.gateways, app.secrets, request.barId!, request.body.authToken)),
  );

  app.post(
    '/satispay/satispayKeyId',
    {
      config: { access: 'editSecuritySettings' },
      schema: {
        tags: ['payments'],
        summary: 'Register the Satispay public key and obtain its key id (stored on the bar)',
        body: satispayKeyIdRequestSchema,
        response: { 200: satispayKeyIdResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    (request) => savingBar(request.barId!, () => obtainSatispayKeyId(app.db, opts.gateways, app.secrets, request.barId!, request.body)),
  );
};
