import { PERMISSIONS, ROLES, deriveRole, isAtLeast, type BarRole, type EffectiveRole } from '@bar/domain';
import type { App } from '../../app.js';
import type { Db } from '../../db/connection.js';
import { createBar, createUser, signIn } from '../../test/harness.js';
import { isBarScoped, type GuardedRoute } from '../guard.js';

/**
 * The route × principal × bar matrix (ARCHITECTURE §10 "every route checks the role"): each
 * guarded /api route called by six roles, a guest and an anonymous caller, in three bar contexts,
 * and each answer compared with what the route's declared access allows. Shared by the matrix
 * test and the guard-mutation run, which removes one route's guard and expects the matrix to notice.
 */

export type Principal = EffectiveRole | 'ANONYMOUS';

export interface MatrixWorld {
  ownBar: string;
  foreignBar: string;
  /** Token per principal; ANONYMOUS has none. */
  principals: Array<{ name: Principal; token?: string; grants: { superadmin: boolean; roles: Array<{ barId: string; role: BarRole }> } }>;
}

/** The bar named in the x-bar header and the bar put in every path parameter and the body. */
interface BarContext {
  name: string;
  header: string;
  path: string;
}

export interface MatrixResult {
  routes: number;
  principals: number;
  contexts: number;
  requests: number;
  unexpectedAllows: string[];
  unexpectedDenies: string[];
  /** 5xx answers: neither allowed nor refused, always a bug. */
  errors: string[];
}

/** Two bars and one user per role on the first, a guest and a super administrator; all signed in. */
export async function setUpMatrixWorld(app: App, db: Db, tag: string): Promise<MatrixWorld> {
  const ownBar = await createBar(db, { name: `Own bar ${tag}` });
  const foreignBar = await createBar(db, { name: `Foreign bar ${tag}` });
  const principals: MatrixWorld['principals'] = [];
  await createUser(db, `superadmin-${tag}@matrix.test`, { superadmin: true });
  principals.push({ name: 'SUPERADMIN', token: await signIn(app, `superadmin-${tag}@matrix.test`), grants: { superadmin: true, roles: [] } });
  for (const role of ROLES.filter((r): r is BarRole => r !== 'SUPERADMIN')) {
    const email = `${role.toLowerCase()}-${tag}@matrix.test`;
    const roles = [{ barId: ownBar, role }];
    await createUser(db, email, { roles });
    principals.push({ name: role, token: await signIn(app, email), grants: { superadmin: false, roles } });
  }
  await createUser(db, `guest-${tag}@matrix.test`);
  principals.push({ name: 'GUEST', token: await signIn(app, `guest-${tag}@matrix.test`), grants: { superadmin: false, roles: [] } });
  principals.push({ name: 'ANONYMOUS', grants: { superadmin: false, roles: [] } });
  return { ownBar, foreignBar, principals };
}

/** Routes the guard stands in front of (public ones have nothing to check). */
export const guardedOnly = (routes: GuardedRoute[]) => routes.filter((r) => r.access !== 'public');

function contextsOf(world: MatrixWorld): BarContext[] {
  return [
    { name: 'own bar', header: world.ownBar, path: world.ownBar },
    { name: 'foreign bar', header: world.foreignBar, path: world.foreignBar },
    // a route that names its bar by path must check that bar, not the one in the header
    { name: 'own bar header, foreign bar in path and body', header: world.ownBar, path: world.foreignBar },
  ];
}

/** Whether the route's declared access lets this principal in, in this bar context. */
function expectedAllowed(route: GuardedRoute, principal: MatrixWorld['principals'][number], context: BarContext): boolean {
  if (principal.name === 'ANONYMOUS') return false;
  if (route.access === 'public' || route.access === 'signedIn') return true;
  if (!isBarScoped(route.access)) return principal.grants.superadmin;
  const bar = route.barParam ? context.path : context.header;
  return isAtLeast(deriveRole(principal.grants, bar), PERMISSIONS[route.access]);
}

function call(app: App, route: GuardedRoute, token: string | undefined, context: BarContext) {
  // every path parameter gets the bar id: for bar routes it is the bar, elsewhere a well-formed id
  const url = route.url.replace(/:(\w+)/g, context.path);
  return app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-bar': context.header },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { barId: context.path } }),
  });
}

/** Sends every route × principal × context and counts answers that differ from the declared access. */
export async function runMatrix(app: App, routes: GuardedRoute[], world: MatrixWorld): Promise<MatrixResult> {
  const contexts = contextsOf(world);
  const result: MatrixResult = {
    routes: routes.length,
    principals: world.principals.length,
    contexts: contexts.length,
    requests: 0,
    unexpectedAllows: [],
    unexpectedDenies: [],
    errors: [],
  };
  for (const route of routes) {
    for (const principal of world.principals) {
      for (const context of contexts) {
        const res = await call(app, route, principal.token, context);
        result.requests++;
        const label = `${principal.name} ${route.method} ${route.url} (${context.name}) → ${res.statusCode}`;
        const denied = res.statusCode === 401 || res.statusCode === 403;
        const expected = expectedAllowed(route, principal, context);
        if (res.statusCode >= 500) result.errors.push(label);
        else if (expected && denied) result.unexpectedDenies.push(`${label} ${res.body.slice(0, 120)}`);
        else if (!expected && !denied) result.unexpectedAllows.push(label);
        // an anonymous caller must be asked to sign in, not told it lacks a role
        else if (principal.name === 'ANONYMOUS' && res.statusCode !== 401) result.unexpectedDenies.push(`${label}, expected 401`);
      }
    }
  }
  return result;
}
