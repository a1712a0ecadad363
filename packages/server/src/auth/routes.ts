import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { barTokenResponseSchema, loginResponseSchema, loginSchema, sessionUserSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { barExists } from '../bars/repository.js';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleLimits } from './login-throttle.js';
import { sessionUserOf } from './repository.js';
import { AuthService, SignInThrottled } from './service.js';

export const authRoutes: FastifyPluginAsyncZod<{ throttle?: Partial<ThrottleLimits> }> = async (app, opts) => {
  const limits = { ...DEFAULT_THROTTLE, ...opts.throttle };
  const service = new AuthService(app.db, app.tokens, new LoginThrottle(app.db, limits));

  app.post(
    '/login',
    {
      // per client address, whatever the outcome (the store and error shape are set in app.ts)
      config: { access: 'public', rateLimit: { max: limits.perAddress, timeWindow: limits.addressWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      try {
        return await service.login(request.body.email, request.body.password, request.ip);
      } catch (err) {
        if (err instanceof SignInThrottled) reply.header('retry-after', err.retryAfterSeconds);
        throw err;
      }
    },
  );

  app.post(
    '/whoami',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['auth'], summary: 'The signed-in user and their roles', response: { 200: sessionUserSchema, ...errorResponses(401) } },
    },
    // the guard has just resolved the caller: no second read
    (request) => sessionUserOf(request.principal!),
  );

  app.post(
    '/bar-jwt/:id',
    {
      config: { access: 'editSecuritySettings', barParam: 'id' },
      schema: {
        tags: ['auth'],
        summary: 'Token a bar controller uses to connect to the broker',
        params: z.object({ id: z.string() }),
        response: { 200: barTokenResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.barToken(request.barId!, (id) => barExists(app.db, id)),
  );
};
