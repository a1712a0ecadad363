import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, isAtLeast, type BarRole, type EffectiveRole } from '@bar/domain';
import { buildApp } from '../app.js';
import { openTestDatabase } from '../test/database.js';
import { createBar, createUser, signIn, TEST_JWT_SECRET } from '../test/harness.js';
import { isBarScoped, type GuardedRoute } from './guard.js';
import type { Database } from '../db/connection.js';

/**
 * Every registered /api route against every principal: six roles, a guest and an anonymous
 * caller, on their own bar and on a foreign one. Generated from the routes themselves, so a new
 * route is covered the moment it exists.
 */
describe('route × role matrix', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let routes: GuardedRoute[] = [];
  let ownBar: string;
  let foreignBar: string;
  const tokens = new Map<EffectiveRole, string>();

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    routes = app.guardedRoutes;
    ownBar = await createBar(database.db, { name: 'Own bar' });
    foreignBar = await createBar(database.db, { name: 'Foreign bar' });
    await createUser(database.db, 'superadmin@matrix.test', { superadmin: true });
    tokens.set('SUPERADMIN', await signIn(app, 'superadmin@matrix.test'));
    for (const role of ROLES.filter((r): r is BarRole => r !== 'SUPERADMIN')) {
      const email = `${role.toLowerCase()}@matrix.test`;
      await createUser(database.db, email, { roles: [{ barId: ownBar, role }] });
      tokens.set(role, await signIn(app, email));
    }
    await createUser(database.db, 'guest@matrix.test');
    tokens.set('GUEST', await signIn(app, 'guest@matrix.test'));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('registers routes, each with a known access level', () => {
    expect(routes.length).toBeGreaterThan(5);
    for (const r of routes) expect(r.access === 'public' || r.access in PERMISSIONS, `${r.method} ${r.url}`).toBe(true);
  });

  const call = (route: (typeof routes)[number], token: string | undefined, bar: string) => {
    // every path parameter gets the bar id: for bar routes it is the bar, elsewhere a well-formed id
    const url = route.url.replace(/:(\w+)/g, bar);
    return app.inject({
      method: route.method as 'GET',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-bar': bar },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { barId: bar } }),
    });
  };

  it('refuses anonymous callers on every non-public route with 401', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await call(route, undefined, ownBar);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('allows exactly the roles at or above each route level, on their own bar', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const minimum = PERMISSIONS[route.access as keyof typeof PERMISSIONS];
      for (const [role, token] of tokens) {
        const res = await call(route, token, ownBar);
        const label = `${role} ${route.method} ${route.url}`;
        expect(res.statusCode, label).not.toBe(401);
        expect(res.statusCode, label).toBeLessThan(500);
        if (isAtLeast(role, minimum)) expect(res.statusCode, label).not.toBe(403);
        else expect(res.statusCode, label).toBe(403);
      }
    }
  });

  it('refuses every bar role on a foreign bar, by header or by path', async () => {
    for (const route of routes.filter((r) => r.access !== 'public' && isBarScoped(r.access as keyof typeof PERMISSIONS))) {
      for (const [role, token] of tokens) {
        const res = await call(route, token, foreignBar);
        const label = `${role} ${route.method} ${route.url} on a foreign bar`;
        if (role === 'SUPERADMIN') expect(res.statusCode, label).not.toBe(403);
        else expect(res.statusCode, label).toBe(403);
      }
    }
  });
});
