import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { InjectOptions } from 'fastify';
import { ERROR_CODES } from '@bar/domain';
import { startTestApp, signIn, bearer, type TestApp } from '../test/harness.js';
import { seedDemo } from '../seed/seed.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { multipart, pngHeader, PNG_1X1 } from '../test/multipart.js';
import { barUpdateSchema } from '../bars/routes.js';
import type { GuardedRoute } from './guard.js';
import { FIELD_VALUES, HUGE_STRING, QUERY_VALUES, RAW_BODIES, fieldPaths, sample, seededUuids, withField, type JsonSchema } from './test/fuzz-cases.js';
import { fingerprint, listTables } from './test/db-fingerprint.js';
import { n, reportFigure } from '../test/figure.js';
import { expectError } from '../test/error-answer.js';

/** An error answer names its status and a code of the catalogue, whatever the input (router refusals included). */
function carriesCode(res: { statusCode: number; body: string }): boolean {
  try {
    const body = JSON.parse(res.body) as { statusCode?: unknown; code?: unknown };
    return body.statusCode === res.statusCode && (ERROR_CODES as readonly unknown[]).includes(body.code);
  } catch {
    return false;
  }
}

/**
 * ARCHITECTURE §10 "bad input": every registered /api route, fuzzed from its own schema as the
 * super administrator of a demo bar. Whatever the input: no 5xx, the server keeps answering, and a
 * refused (4xx) request leaves the stored data exactly as it was.
 */

type Rows<T> = { rows: T[] };
interface Case {
  label: string;
  inject: InjectOptions;
}
type BodyCheck = ReturnType<typeof z.fromJSONSchema> | null;
interface RouteSchema {
  params: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
}

const EXTRA_FIELDS = (foreignBar: string, uuid: () => string) => ({
  role: 'SUPERADMIN',
  superadmin: true,
  barId: foreignBar,
  bar_id: foreignBar,
  id: uuid(),
  _id: uuid(),
  userId: uuid(),
  createdAt: '1999-01-01T00:00:00.000Z',
  updatedAt: '1999-01-01T00:00:00.000Z',
  passwordHash: 'x',
});

const toQuery = (query: Record<string, unknown>) => new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The database's own words when a query failed (drizzle puts them in the cause), else the message. */
function causeOf(logLine: string): string {
  const err = JSON.parse(logLine).err as { message?: string; stack?: string } | undefined;
  const cause = err?.stack?.match(/caused by: (.*)/i)?.[1];
  return `${cause ?? ''} ${err?.message?.split('\n')[0].slice(0, 160) ?? logLine}`.trim();
}

describe('every route fuzzed from its schema', () => {
  let t: TestApp;
  let token: string;
  let ownBar: string;
  let foreignBar: string;
  let tables: string[];
  const uuid = seededUuids(20261121);
  const found: string[] = [];
  const changedOn4xx: string[] = [];
  let sent = 0;
  let invalidSent = 0;
  const acceptedInvalid: string[] = [];
  /** Refusals whose body does not carry its status and a code of the catalogue. */
  const codeless: string[] = [];
  /** Body schemas zod could not read back: their bodies would go unjudged, so the test says so. */
  const unjudged: string[] = [];
  let lastError = '';

  // a cheap counter of real row changes (row triggers, so rolled-back writes do not count); the full
  // fingerprint runs only when it moved
  let baseline: Record<string, string>;
  let baselineChanges = 0;
  const changes = async () => ((await t.db.execute(sql`select n from fuzz_changes`)) as unknown as Rows<{ n: number }>).rows[0].n;

  beforeAll(async () => {
    t = await startTestApp({
      // the cause of a 5xx goes to the log only; keep the last one for the failure message
      logger: { level: 'error', stream: { write: (line: string) => (lastError = causeOf(line)) } },
      commands: { timeoutMs: 50, pollMs: 10, sweepIntervalMs: 0 },
      exports: { autoStart: false },
      alarms: { sweepIntervalMs: 0 }, // demo bars fall silent during the run: no offline alarms beside the requests
      throttle: { perAddress: 1_000_000, freeFailures: 1_000_000 },
    });
    await seedDemo(t.db);
    token = await signIn(t.app, 'superadmin@demo.bar', DEMO_PASSWORD);
    const bars = (await t.db.execute(sql`select id, name from bars order by name`)) as unknown as Rows<{ id: string; name: string }>;
    ownBar = bars.rows.find((b) => b.name === 'Milano Duomo')!.id;
    foreignBar = bars.rows.find((b) => b.name === 'Roma Termini')!.id;
    // no device answers in tests: an online bar would make every valid command wait for its 504
    await t.db.execute(sql`update bars set live_check = null where id = ${ownBar}`);
    tables = await listTables(t.db);
    await t.db.execute(sql`create table fuzz_changes (n int not null)`);
    await t.db.execute(sql`insert into fuzz_changes values (0)`);
    await t.db.execute(
      sql.raw(`create function fuzz_count() returns trigger language plpgsql as $$ begin update fuzz_changes set n = n + 1; return null; end $$`),
    );
    for (const table of tables) {
      await t.db.execute(sql.raw(`create trigger fuzz_count after insert or update or delete on "${table}" for each row execute function fuzz_count()`));
    }
    baseline = await fingerprint(t.db, tables);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Sends one case; a 5xx is collected, a 4xx must not have changed a thing, an invalid body must be refused. */
  async function send(route: GuardedRoute, c: Case, invalid = false) {
    const label = `${route.method} ${route.url} — ${c.label}`;
    const res = await t.app.inject(c.inject);
    sent++;
    if (invalid) invalidSent++;
    if (invalid && res.statusCode < 300) acceptedInvalid.push(`${label} → ${res.statusCode}`);
    if (res.statusCode >= 500) found.push(`${label} → ${res.statusCode}: ${lastError}`);
    if (res.statusCode >= 400 && !carriesCode(res)) codeless.push(`${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    const n = await changes();
    if (n === baselineChanges) return res;
    const now = await fingerprint(t.db, tables);
    if (res.statusCode >= 400) {
      const diff = Object.keys(now).filter((k) => now[k] !== baseline[k]);
      if (diff.length) changedOn4xx.push(`${label} → ${res.statusCode} (${res.body.slice(0, 160)}) but changed ${diff.join(', ')}`);
    }
    baseline = now;
    baselineChanges = n;
    return res;
  }

  function schemaOf(route: GuardedRoute): RouteSchema {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, any>> };
    const op = spec.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const parameters: Array<{ in: string; name: string; schema: JsonSchema }> = op?.parameters ?? [];
    const body: JsonSchema | undefined = op?.requestBody?.content?.['application/json']?.schema;
    const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const query = parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema }));
    if (route.method === 'PUT' && route.url === '/api/ubar/bars/:id') {
      return { params, query, body: z.toJSONSchema(barUpdateSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema };
    }
    return { params, query, body };
  }

  /** The route's own body schema as a validator, to tell which fuzzed bodies it must refuse. */
  function bodyCheckOf(route: GuardedRoute, schema: RouteSchema): BodyCheck {
    if (!schema.body) return null;
    try {
      return z.fromJSONSchema(schema.body as Parameters<typeof z.fromJSONSchema>[0]);
    } catch (err) {
      unjudged.push(`${route.method} ${route.url}: ${(err as Error).message}`);
      return null;
    }
  }

  /** Whether the body of a case breaks the route's schema: not JSON, not an object it allows, a bad field. */
  function breaksSchema(check: BodyCheck, c: Case): boolean {
    const { payload, headers } = c.inject;
    if (!check || payload === undefined) return false;
    const contentType = String((headers as Record<string, unknown> | undefined)?.['content-type'] ?? 'application/json');
    if (!contentType.startsWith('application/json')) return true;
    if (typeof payload !== 'string') return !check.safeParse(payload).success;
    try {
      return !check.safeParse(JSON.parse(payload)).success;
    } catch {
      return true;
    }
  }

  /** A real id of the own bar's record the path names, else a random one. */
  async function realId(url: string, param: string): Promise<string> {
    if (param === 'barId' || /^\/api\/(ubar\/bars|auth\/bar-jwt)\/:id/.test(url)) return ownBar;
    if (param === 'file') return 'cover.png';
    const one = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as Rows<{ id: string }>).rows[0]?.id;
    const kind = url.split('/')[3];
    let id: string | undefined;
    if (url.startsWith('/api/ubar/robots/')) id = await one(sql`select id from robots where bar_id = ${ownBar} limit 1`);
    else if (url.startsWith('/api/uuser/members/')) id = await one(sql`select id from users where email = 'barman@demo.bar'`);
    else if (url.startsWith('/api/uorder/drink/')) id = await one(sql`select id from drinks where bar_id = ${ownBar} order by created_at desc limit 1`);
    else if (url.startsWith('/api/uorder/apporders/')) id = await one(sql`select id from app_orders where bar_id = ${ownBar} order by created_at desc limit 1`);
    else if (url.startsWith('/api/uorder/voucher/')) id = await one(sql`select id from vouchers where bar_id = ${ownBar} limit 1`);
    else if (url.startsWith('/api/uging/')) id = await one(sql`select id from global_ingredients where kind = ${kind} limit 1`);
    else if (url.startsWith('/api/uingredient/')) id = await one(sql`select id from bar_ingredients where bar_id = ${ownBar} and kind = ${kind} limit 1`);
    else if (url.startsWith('/api/udrink/categories/')) id = await one(sql`select id from recipe_categories where bar_id = ${ownBar} limit 1`);
    else if (url.startsWith('/api/udrink/recipes/')) id = await one(sql`select id from recipes where bar_id = ${ownBar} limit 1`);
    else if (url.startsWith('/api/udispenser/valv/')) id = await one(sql`select id from dispenser_valves where bar_id = ${ownBar} limit 1`);
    else if (url.startsWith('/api/udispenser/')) id = await one(sql`select id from dispensers where bar_id = ${ownBar} and kind = ${kind} limit 1`);
    else if (url.startsWith('/api/uexport/')) id = await one(sql`select id from export_requests where bar_id = ${ownBar} limit 1`);
    return id ?? uuid();
  }

  function casesFor(route: GuardedRoute, schema: RouteSchema, ids: Record<string, string>): Case[] {
    const headers = { ...bearer(token), 'x-bar': ownBar };
    const hasBody = route.method !== 'GET' && (route.method !== 'DELETE' || schema.body !== undefined);
    const base = schema.body ? sample(schema.body, uuid) : undefined;
    const validQuery = Object.fromEntries(
      schema.query.map((q) => [q.name, q.name === 'barId' || q.name === 'bar' ? ownBar : sample(q.schema, uuid)]).filter(([, v]) => v !== undefined),
    ) as Record<string, unknown>;
    const url = (pathIds = ids, query: Record<string, unknown> | string = validQuery) => {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(pathIds[name]));
      const qs = typeof query === 'string' ? query : toQuery(query);
      return qs ? `${path}?${qs}` : path;
    };
    const json = (label: string, payload: unknown): Case => ({
      label,
      inject: { method: route.method as 'POST', url: url(), headers, ...(hasBody ? { payload: payload as object } : {}) },
    });
    const cases: Case[] = [json('a valid-ish request', base ?? {})];

    for (const name of schema.params) {
      for (const [label, value] of [
        ['a random id', uuid()],
        ['not an id', 'not-an-id'],
        ['-1', '-1'],
        ['a 2,000-char id', 'x'.repeat(2_000)],
        ['path traversal', '../../../../etc/passwd'],
        ['NUL', '\u0000'],
      ] as const) {
        cases.push({ label: `path ${name} = ${label}`, inject: { ...json('', base ?? {}).inject, url: url({ ...ids, [name]: value }) } });
      }
    }
    for (const q of schema.query) {
      for (const [label, value] of QUERY_VALUES) {
        cases.push({ label: `query ${q.name} = ${label}`, inject: { ...json('', base).inject, url: url(ids, { ...validQuery, [q.name]: value }) } });
      }
      const others = toQuery(Object.fromEntries(Object.entries(validQuery).filter(([k]) => k !== q.name)));
      cases.push({ label: `query ${q.name} repeated`, inject: { ...json('', base).inject, url: url(ids, `${others}&${q.name}=a&${q.name}=b`) } });
      cases.push({ label: `query ${q.name}[] bracketed`, inject: { ...json('', base).inject, url: url(ids, `${others}&${q.name}[a]=1`) } });
    }
    if (hasBody) {
      for (const path of fieldPaths(schema.body)) {
        for (const [label, value] of FIELD_VALUES) cases.push(json(`body ${path.join('.')} = ${label}`, withField(base, path, value)));
      }
      cases.push(json('unknown extra fields', { ...(base as object), ...EXTRA_FIELDS(foreignBar, uuid) }));
      for (const [label, body, contentType] of RAW_BODIES) {
        cases.push({
          label: `body is ${label}`,
          inject: { method: route.method as 'POST', url: url(), headers: { ...headers, 'content-type': contentType ?? 'application/json' }, payload: body },
        });
      }
    } else {
      cases.push({
        label: 'query with unknown extra fields',
        inject: { ...json('', base).inject, url: url(ids, { ...validQuery, superadmin: 'true', role: 'SUPERADMIN' }) },
      });
    }
    for (const [label, value] of [
      ['not an id', 'not-an-id'],
      ['empty', ''],
      ['8,000 chars', 'x'.repeat(8_000)],
    ] as const) {
      cases.push({ label: `x-bar header ${label}`, inject: { ...json('', base ?? {}).inject, headers: { ...headers, 'x-bar': value } } });
    }
    return cases;
  }

  it('answers every fuzzed request below 500 and changes nothing when it refuses', async () => {
    const routes = [...t.app.guardedRoutes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(100);
    const superadmins = async () =>
      ((await t.db.execute(sql`select count(*)::int as n from users where superadmin`)) as unknown as Rows<{ n: number }>).rows[0].n;
    const superadminsBefore = await superadmins();
    const foreignRows = async () => {
      const withBar = tables.filter((x) => !['robots', 'user_roles', 'bars'].includes(x));
      const parts = await Promise.all(
        withBar.map(async (table) => {
          const has = (await t.db.execute(
            sql`select 1 from information_schema.columns where table_name = ${table} and column_name = 'bar_id'`,
          )) as unknown as Rows<unknown>;
          if (!has.rows.length) return '';
          const res = (await t.db.execute(
            sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x where bar_id = '${foreignBar}'`),
          )) as unknown as Rows<{ h: string }>;
          return `${table}:${res.rows[0].h}`;
        }),
      );
      const bar = (await t.db.execute(sql`select md5(x::text) as h from bars x where id = ${foreignBar}`)) as unknown as Rows<{ h: string }>;
      return [...parts, bar.rows[0].h].join(',');
    };
    const foreignBefore = await foreignRows();

    let judgedRoutes = 0;
    for (const route of routes) {
      const schema = schemaOf(route);
      const check = bodyCheckOf(route, schema);
      if (check) judgedRoutes++;
      const ids: Record<string, string> = {};
      for (const p of schema.params) ids[p] = await realId(route.url, p);
      for (const c of casesFor(route, schema, ids)) await send(route, c, breaksSchema(check, c));
    }
    reportFigure(
      'route fuzz',
      `${routes.length} routes, ${n(sent)} requests, ${found.length} 5xx, ` +
        `${acceptedInvalid.length} of ${n(invalidSent)} invalid bodies accepted (${judgedRoutes} routes with a body schema), ` +
        `${changedOn4xx.length} stored changes on refusal`,
    );
    expect(acceptedInvalid, `invalid bodies answered 2xx:\n${acceptedInvalid.join('\n')}`).toEqual([]);
    expect(unjudged, 'body schemas that could not be read back').toEqual([]);

    expect(found, `5xx answers:\n${found.join('\n')}`).toEqual([]);
    expect(codeless, `refusals without a catalogue code:\n${codeless.join('\n')}`).toEqual([]);
    expect(changedOn4xx, `refused requests that changed stored data:\n${changedOn4xx.join('\n')}`).toEqual([]);
    expect(await superadmins()).toBe(superadminsBefore);
    expect(await foreignRows(), 'records of a bar the calls did not select').toBe(foreignBefore);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(sent).toBeGreaterThan(1_000);
  }, 600_000);

  it('answers malformed multipart bar updates below 500 and changes nothing when it refuses', async () => {
    const url = `/api/ubar/bars/${ownBar}`;
    const route: GuardedRoute = { method: 'PUT', url: '/api/ubar/bars/:id', access: 'manageBar' };
    const headers = { ...bearer(token), 'x-bar': ownBar };
    const forms: Array<[string, ReturnType<typeof multipart> | { payload: string; headers: Record<string, string> }]> = [
      ['garbage bytes', { payload: '\u0000\u0001garbage--', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } }],
      ['no boundary', { payload: 'x', headers: { 'content-type': 'multipart/form-data' } }],
      [
        'an unterminated part',
        { payload: '--zzz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"name":', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } },
      ],
      ['data that is not JSON', multipart([{ name: 'data', value: '{"name":' }])],
      ['data that is a JSON array', multipart([{ name: 'data', value: '[1,2]' }])],
      ['data with wrong types', multipart([{ name: 'data', value: JSON.stringify({ name: 42, open: 'yes', conveyors: -1 }) }])],
      ['a huge data field', multipart([{ name: 'data', value: JSON.stringify({ name: HUGE_STRING }) }])],
      ['an unknown field', multipart([{ name: 'evil', value: 'x' }])],
      ['an unknown file', multipart([{ name: 'evil', file: { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 } }])],
      [
        'a file that is not an image',
        multipart([{ name: 'logo', file: { filename: 'a.png', contentType: 'image/png', data: Buffer.from('not an image at all') } }]),
      ],
      ['a decompression-bomb PNG', multipart([{ name: 'logo', file: { filename: 'a.png', contentType: 'image/png', data: pngHeader(100_000, 100_000) } }])],
      ['a file name with a path', multipart([{ name: 'logo', file: { filename: '../../../etc/passwd', contentType: 'image/png', data: Buffer.from('x') } }])],
      [
        'two logos',
        multipart([
          { name: 'logo', file: { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 } },
          { name: 'logo', file: { filename: 'b.png', contentType: 'image/png', data: PNG_1X1 } },
        ]),
      ],
      [
        'an image over the size limit',
        multipart([{ name: 'logo', file: { filename: 'a.png', contentType: 'image/png', data: Buffer.concat([PNG_1X1, Buffer.alloc(12 * 1024 * 1024)]) } }]),
      ],
      ['extra fields in data', multipart([{ name: 'data', value: JSON.stringify({ superadmin: true, role: 'SUPERADMIN', id: foreignBar }) }])],
    ];
    for (const [label, form] of forms) {
      await send(route, { label: `multipart ${label}`, inject: { method: 'PUT', url, headers: { ...headers, ...form.headers }, payload: form.payload } });
    }
    expect(found, found.join('\n')).toEqual([]);
    expect(codeless, codeless.join('\n')).toEqual([]);
    expect(changedOn4xx, changedOn4xx.join('\n')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 120_000);

  // found by the fuzz: an order under a key spent elsewhere queued a canceled drink, and a reused
  // order key with other details canceled the first order's drink
  it('refuses a drink order under a reused idempotency key without touching the queue', async () => {
    const headers = { ...bearer(token), 'x-bar': ownBar };
    const order = (key: string, recipeId: string) =>
      t.app.inject({ method: 'POST', url: '/api/ubar/bars/orderDrink', headers, payload: { recipe: { _id: recipeId }, idempotencyKey: key } });
    const drinks = async () =>
      ((await t.db.execute(sql`select id, status from drinks where bar_id = ${ownBar} order by id`)) as unknown as Rows<{ id: string; status: string }>).rows;
    // two recipes of the menu the bar can make now
    const orderable: string[] = [];
    for (const { id } of ((await t.db.execute(sql`select id from recipes where bar_id = ${ownBar} order by name`)) as unknown as Rows<{ id: string }>).rows) {
      if ((await t.app.inject({ method: 'GET', url: `/api/udrink/recipes/${id}`, headers })).json().valid) orderable.push(id);
    }
    const [oneRecipe, otherRecipe] = orderable;
    expect(otherRecipe).toBeDefined();

    await t.app.inject({ method: 'POST', url: '/api/ubar/bars/generalStart', headers, payload: { idempotencyKey: 'spent-on-start' } });
    const before = await drinks();
    const reused = await order('spent-on-start', oneRecipe);
    expectError(reused, 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await drinks()).toEqual(before);

    // online, nobody answers: the first order times out and stores no drink
    await t.db.execute(sql`update bars set live_check = now() where id = ${ownBar}`);
    try {
      expectError(await order('first-order', oneRecipe), 504, 'BAR_TIMEOUT');
      const first = await drinks();
      expect(first).toEqual(before);
      expectError(await order('first-order', otherRecipe), 409, 'IDEMPOTENCY_KEY_REUSED');
      expect(await drinks()).toEqual(first);
    } finally {
      await t.db.execute(sql`update bars set live_check = null where id = ${ownBar}`);
    }
  });
});
