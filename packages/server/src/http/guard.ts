import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, deriveRole, isAtLeast, type EffectiveRole, type Permission } from '@bar/domain';
import { badRequest, forbidden, unauthorized } from './errors.js';
import type { Principal } from '../auth/repository.js';

export type Access = Permission | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The lowest permission a caller needs; every /api route must declare one. */
    access?: Access;
    /** Route parameter holding the bar id, for bar-scoped routes addressed by path. */
    barParam?: string;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The bar a bar-scoped call acts on, after the guard checked the caller's role there. */
    barId: string | null;
    role: EffectiveRole;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Principal>;
    /** Every /api route with the access it declared, as registered. */
    guardedRoutes: GuardedRoute[];
  }
}

export interface GuardedRoute {
  method: string;
  url: string;
  access: Access;
  barParam?: string;
}

/**
 * Test-only: one route enforces a weaker access than it declares, as if its guard had been
 * removed, so the route matrix can show it notices (guard-mutation test). Refused outside tests.
 */
export interface GuardMutant {
  method: string;
  url: string;
  access: Access;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a permission is exercised on one bar (needs x-bar) rather than platform-wide. */
export function isBarScoped(permission: Permission): boolean {
  const role = PERMISSIONS[permission];
  return role !== 'GUEST' && role !== 'SUPERADMIN';
}

/**
 * The permission guard (ARCHITECTURE §3): authenticates the bearer token, resolves the bar of a
 * bar-scoped call and checks the caller's role there against the route's declared permission.
 */
export const guardPlugin = fp<{ mutant?: GuardMutant }>(
  async (app, opts) => {
    if (opts.mutant && !process.env.VITEST) throw new Error('A guard mutant exists only in tests.');
    app.decorateRequest('principal', null);
    app.decorateRequest('barId', null);
    app.decorateRequest('role', 'GUEST');
    const registry: GuardedRoute[] = [];
    app.decorate('guardedRoutes', registry);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access level (config.access).`);
      if (access !== 'public' && !(access in PERMISSIONS)) {
        throw new Error(`Route ${route.method} ${route.url} declares an unknown access level "${access}".`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registry.push({ method, url: route.url, access, barParam: route.config?.barParam });
      }
      // the registry keeps the declared access: the matrix expects it while the mutant enforces less
      const { mutant } = opts;
      if (mutant && route.url === mutant.url && [route.method].flat().includes(mutant.method as 'GET')) {
        route.config = { ...route.config, access: mutant.access };
      }
    });

    // A callback hook: a caller both caches know (most requests) is admitted without a promise or a
    // microtask turn; anyone else waits for the same checks through `authenticate`.
    app.addHook('preValidation', (request, _reply, done) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return done();
      let known: Principal | undefined;
      try {
        known = app.knownCaller(request);
        if (known) admit(request, access, known);
      } catch (err) {
        return done(err as Error);
      }
      if (known) return done();
      app.authenticate(request).then(
        (principal) => {
          let refused: Error | undefined;
          try {
            admit(request, access, principal);
          } catch (err) {
            refused = err as Error;
          }
          done(refused);
        },
        (err: Error) => done(err),
      );
    });
  },
  { name: 'guard', dependencies: ['auth-core'] },
);

/** Checks the authenticated caller against the route's access; records who they are, their bar and role there. */
function admit(request: FastifyRequest, access: Permission, principal: Principal): void {
  request.principal = principal;
  const admitted = admission(access, principal, () => barCandidate(request));
  request.barId = admitted.barId;
  request.role = admitted.role;
}

/** Where a caller stands on one call: the bar it acts on (bar-scoped calls) and their role there. */
export interface Admission {
  barId: string | null;
  role: EffectiveRole;
}

/**
 * The guard's decision for a caller on a route of that access: their bar and role, or the 400/403
 * error to answer. `candidate` gives the bar the call names (read only for bar-scoped routes).
 */
export function admission(access: Permission, principal: Principal, candidate: () => unknown): Admission {
  if (access === 'signedIn') return { barId: null, role: principal.superadmin ? 'SUPERADMIN' : 'GUEST' };
  const minimum = PERMISSIONS[access];
  if (!isBarScoped(access)) {
    if (!principal.superadmin) throw forbidden();
    return { barId: null, role: 'SUPERADMIN' };
  }
  const barId = resolveBarId(candidate());
  const role = deriveRole(principal, barId);
  if (!isAtLeast(role, minimum)) throw forbidden(`This needs the ${minimum} role on the selected bar.`);
  return { barId, role };
}

/** The bar a call names, by path, x-bar header, body or query, unchecked; the audit log reads it too. */
export function barCandidate(request: FastifyRequest): unknown {
  const param = request.routeOptions.config?.barParam;
  const fromParam = param ? (request.params as Record<string, unknown>)?.[param] : undefined;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const query = (request.query ?? {}) as Record<string, unknown>;
  return fromParam ?? barHeader(request.headers) ?? body.barId ?? query.barId ?? query.bar;
}

/** The bar the `x-bar` header names (the first, when sent twice), unchecked. */
export function barHeader(headers: IncomingHttpHeaders): string | undefined {
  const header = headers['x-bar'];
  return Array.isArray(header) ? header[0] : header;
}

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

function resolveBarId(candidate: unknown): string {
  if (candidate === undefined || candidate === null || candidate === '') {
    throw badRequest('Select a bar first: this call needs the x-bar header with the bar id.');
  }
  if (!isUuid(candidate)) throw badRequest('The bar id (x-bar) is not a valid id.');
  return candidate.toLowerCase();
}

export { unauthorized };
