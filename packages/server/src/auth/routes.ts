import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { barTokenResponseSchema, loginResponseSchema, loginSchema, sessionUserSchema } from '@bar/domain';
import { errorResponses } from '../http/openapi.js';
import { sendJsonBytes } from '../http/json-bytes.js';
import { barExists } from '../bars/repository.js';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleLimits } from './login-throttle.js';
import { sessionUserOf, type Principal } from './repository.js';
import { AuthService, SignInThrottled } from './service.js';

/**
 * whoami's answer as JSON bytes, made by its response schema (as the route's serializer would) once
 * per principal: a cached principal is one frozen object, replaced whenever the user or their roles change.
 */
const sessionUserAnswers = new WeakMap<Principal, Buffer>();
function sessionUserJson(principal: Principal): Buffer {
  let json = sessionUserAnswers.get(principal);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(sessionUserSchema.parse(sessionUserOf(principal))));
    sessionUserAnswers.set(principal, json);
  }
  return json;
}

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
      config: { access: 'signedIn', hot: ({ principal }) => sessionUserJson(principal) },
      schema: { tags: ['auth'], summary: 'The signed-in user and their roles', response: { 200: sessionUserSchema, ...errorResponses(401) } },
    },
    // the guard has just resolved the caller: no second read, and its answer is made once per cached principal
    (request, reply) => {
      sendJsonBytes(reply, sessionUserJson(request.principal!));
    },
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
