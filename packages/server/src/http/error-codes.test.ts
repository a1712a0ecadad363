import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '@bar/domain';
import { startTestApp, signIn, bearer, type TestApp } from '../test/harness.js';
import { seedDemo } from '../seed/seed.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';

type Rows<T> = { rows: T[] };

let t: TestApp;
let superadmin: string;
let barman: string;
let bar: string;
let recipe: string;

beforeAll(async () => {
  t = await startTestApp({ commands: { sweepIntervalMs: 0 }, exports: { autoStart: false }, throttle: { freeFailures: 1, baseDelayMs: 60_000 } });
  await seedDemo(t.db);
  superadmin = await signIn(t.app, 'superadmin@demo.bar', DEMO_PASSWORD);
  barman = await signIn(t.app, 'barman@demo.bar', DEMO_PASSWORD);
  const bars = (await t.db.execute(sql`select id from bars where name = 'Milano Duomo'`)) as unknown as Rows<{ id: string }>;
  bar = bars.rows[0].id;
  const recipes = (await t.db.execute(sql`select id from recipes where bar_id = ${bar} limit 1`)) as unknown as Rows<{ id: string }>;
  recipe = recipes.rows[0].id;
  await t.db.execute(sql`update bars set live_check = null, open = true where id = ${bar}`);
});

afterAll(async () => {
  await t?.close();
});

const errorBody = (res: { json(): unknown }) => res.json() as { statusCode: number; code: ErrorCode; error: string; message: string };

describe('every error body carries a stable code from the catalogue', () => {
  const cases: Array<[string, () => Promise<LightMyRequestResponse>, number, ErrorCode]> = [
    ['400 invalid body', () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } }), 400, 'VALIDATION_FAILED'],
    [
      '400 body that is not JSON',
      () => t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' }),
      400,
      'VALIDATION_FAILED',
    ],
    ['401 no token', () => t.app.inject({ method: 'GET', url: '/api/uuser/members' }), 401, 'UNAUTHENTICATED'],
    ['403 a barman on a superadmin route', () => t.app.inject({ method: 'GET', url: '/api/uuser/members', headers: bearer(barman) }), 403, 'FORBIDDEN'],
    ['404 unknown route', () => t.app.inject({ method: 'GET', url: '/api/no-such-route' }), 404, 'NOT_FOUND'],
    [
      '414 an id longer than the router takes',
      () => t.app.inject({ method: 'GET', url: `/api/uuser/members/${'a'.repeat(300)}`, headers: bearer(barman) }),
      414,
      'REQUEST_REFUSED',
    ],
    [
      '400 a malformed percent-encoding in the path',
      () => t.app.inject({ method: 'GET', url: '/api/uuser/members/%E0%A4%A', headers: bearer(barman) }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      '415 wrong content type',
      () => t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      '409 order to an offline bar',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/ubar/bars/orderDrink',
          headers: { ...bearer(superadmin), 'x-bar': bar },
          payload: { recipe: { id: recipe } },
        }),
      409,
      'BAR_OFFLINE',
    ],
    [
      '400 export without its date range',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/uexport/export-request/create',
          headers: { ...bearer(superadmin), 'x-bar': bar },
          payload: { collectionName: 'Drink', type: 'csv', search: { status: 'delivered' } },
        }),
      400,
      'EXPORT_RANGE_REQUIRED',
    ],
    [
      '400 unknown sort field',
      () => t.app.inject({ method: 'GET', url: `/api/uuser/members?sort=${encodeURIComponent('{"shoeSize":1}')}`, headers: bearer(superadmin) }),
      400,
      'UNKNOWN_QUERY_FIELD',
    ],
  ];

  it.each(cases)('%s', async (_label, send, status, code) => {
    const res = await send();
    const body = errorBody(res);
    expect(res.statusCode, res.body).toBe(status);
    expect(body.statusCode).toBe(status);
    expect(ERROR_CODES).toContain(body.code);
    expect(body.code).toBe(code);
    expect(body.message).toEqual(expect.any(String));
  });

  it('429 once sign-in is throttled', async () => {
    const wrong = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'barman@demo.bar', password: 'wrong-password' } });
    expect(errorBody(await wrong()).code).toBe('UNAUTHENTICATED');
    const res = await wrong();
    expect(res.statusCode, res.body).toBe(429);
    expect(errorBody(res).code).toBe('SIGN_IN_THROTTLED');
  });

  it('lists the codes as an enum of the error schema in the OpenAPI document', async () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    };
    const schema = doc.paths['/api/auth/login'].post.responses['401'].content?.['application/json'].schema as { properties: { code: { enum: string[] } } };
    expect(schema.properties.code.enum).toEqual([...ERROR_CODES]);
  });

  it('gives every documented error answer of every route that enum', async () => {
    type Response = { content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }> };
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { responses?: Record<string, Response> }>> };
    const checked: string[] = [];
    const without: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          const label = `${method.toUpperCase()} ${path} ${status}`;
          checked.push(label);
          const codes = response.content?.['application/json']?.schema?.properties?.code?.enum;
          if (JSON.stringify(codes) !== JSON.stringify(ERROR_CODES)) without.push(label);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(50);
    expect(without, without.join('\n')).toEqual([]);
  });
});
