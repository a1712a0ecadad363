import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, roleRank, type Permission } from '@bar/domain';
import { buildApp, type App } from '../app.js';
import { openTestDatabase } from '../test/database.js';
import { TEST_JWT_SECRET } from '../test/harness.js';
import { n, reportFigure } from '../test/figure.js';
import type { Database } from '../db/connection.js';
import type { GuardedRoute, GuardMutant } from './guard.js';
import { guardedOnly, runMatrix, setUpMatrixWorld, type MatrixWorld } from './test/route-matrix.js';

/**
 * Mutation run of the route matrix: for every guarded route, an app whose guard on that one route
 * is removed (public), reduced to sign-in only, or one role lower than declared. The mutant is killed
 * when the matrix for that route fails: an unexpected allow, or a 5xx where a handler relies on the
 * guard having set the caller. A survivor is a hole the matrix would not have noticed.
 * Run on demand (about a minute): npm run test:mutation-guards
 */

interface Mutant extends GuardMutant {
  kind: string;
  route: GuardedRoute;
}

/** The permission whose role is the highest one below the route's own, if any. */
function oneRoleLower(access: Permission): Permission | undefined {
  const rank = roleRank(PERMISSIONS[access]);
  const lower = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => roleRank(PERMISSIONS[p]) < rank && p !== 'signedIn');
  return lower.sort((a, b) => roleRank(PERMISSIONS[b]) - roleRank(PERMISSIONS[a]))[0];
}

function mutantsOf(route: GuardedRoute): Mutant[] {
  const base = { method: route.method, url: route.url, route };
  const mutants: Mutant[] = [{ ...base, kind: 'guard removed', access: 'public' }];
  if (route.access === 'public' || route.access === 'signedIn') return mutants;
  mutants.push({ ...base, kind: 'role check removed', access: 'signedIn' });
  const lower = oneRoleLower(route.access);
  if (lower) mutants.push({ ...base, kind: `one role lower (${lower})`, access: lower });
  return mutants;
}

describe('guard mutations', () => {
  let database: Database;
  let world: MatrixWorld;
  let routes: GuardedRoute[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    routes = guardedOnly(app.guardedRoutes);
    world = await setUpMatrixWorld(app, database.db, 'mutation');
    await app.close();
  });
  afterAll(async () => {
    await database.close();
  });

  it('kills every mutant: removing or weakening any one route guard fails the matrix', async () => {
    const mutants = routes.flatMap(mutantsOf);
    const survivors: string[] = [];
    let killedByAllow = 0;
    let requests = 0;
    for (const mutant of mutants) {
      const app: App = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, guardMutant: mutant });
      try {
        await app.ready();
        const enforced = app.guardedRoutes.find((r) => r.method === mutant.method && r.url === mutant.url);
        expect(enforced?.access, 'the registry keeps the declared access').toBe(mutant.route.access);
        const result = await runMatrix(app, [mutant.route], world);
        requests += result.requests;
        if (result.unexpectedAllows.length > 0) killedByAllow++;
        else if (result.errors.length === 0 && result.unexpectedDenies.length === 0) {
          survivors.push(`${mutant.method} ${mutant.url} (${mutant.route.access}): ${mutant.kind}`);
        }
      } finally {
        await app.close();
      }
    }
    const killed = mutants.length - survivors.length;
    reportFigure(
      'guard mutation',
      `${routes.length} routes, ${mutants.length} mutants, ${killed} killed (${killedByAllow} by an unexpected allow, ` +
        `${killed - killedByAllow} by a 5xx), ${survivors.length} survived (${n(requests)} matrix requests)`,
    );
    expect(survivors, 'mutants the matrix did not notice').toEqual([]);
  }, 900_000);
});
