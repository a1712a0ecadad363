import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@bar/domain';
import { buildApp } from '../app.js';
import { openTestDatabase } from '../test/database.js';
import { TEST_JWT_SECRET } from '../test/harness.js';
import { n, reportFigure } from '../test/figure.js';
import { guardedOnly, runMatrix, setUpMatrixWorld, type MatrixWorld } from './test/route-matrix.js';
import type { Database } from '../db/connection.js';

/**
 * Every registered /api route against every principal: six roles, a guest and an anonymous
 * caller, on their own bar, on a foreign one, and with the foreign bar in the path under the own
 * bar's header. Generated from the routes themselves, so a new route is covered the moment it
 * exists; guard-mutation.test.ts shows the matrix notices a route whose guard is gone.
 */
describe('route × role × bar matrix', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let world: MatrixWorld;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    world = await setUpMatrixWorld(app, database.db, 'matrix');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('registers routes, each with a known access level', () => {
    expect(app.guardedRoutes.length).toBeGreaterThan(5);
    for (const r of app.guardedRoutes) expect(r.access === 'public' || r.access in PERMISSIONS, `${r.method} ${r.url}`).toBe(true);
  });

  it('allows exactly what each route declares, for every principal and bar', async () => {
    const routes = guardedOnly(app.guardedRoutes);
    const result = await runMatrix(app, routes, world);
    reportFigure(
      'route matrix',
      `${result.routes} routes × ${result.principals} principals × ${result.contexts} = ${n(result.requests)} requests, ` +
        `${result.unexpectedAllows.length} unexpected allows, ${result.unexpectedDenies.length} unexpected denies, ${result.errors.length} 5xx`,
    );
    expect(result.requests).toBe(routes.length * world.principals.length * 3);
    expect(result.unexpectedAllows, 'unexpected allows').toEqual([]);
    expect(result.unexpectedDenies, 'unexpected denies').toEqual([]);
    expect(result.errors, '5xx answers').toEqual([]);
  });
});
