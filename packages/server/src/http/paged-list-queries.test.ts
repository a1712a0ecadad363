import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BAR_FEATURES, type ErrorCode } from '@bar/domain';
import { startTestApp, signIn, bearer, type TestApp } from '../test/harness.js';
import { seedDemo } from '../seed/seed.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import type { GuardedRoute } from './guard.js';
import { sample, seededUuids, type JsonSchema } from './test/fuzz-cases.js';

/**
 * Every paged list route (a GET whose query has `page`), found from the registered routes: a query
 * field the list does not know — an unknown parameter, a search or sort key outside the list's
 * fields, prototype keys such as `__proto__` or `constructor` — is a 400 naming it, never ignored.
 */

type Rows<T> = { rows: T[] };

describe('paged list queries', () => {
  let t: TestApp;
  let token: string;
  let ownBar: string;
  let category: string;
  const uuid = seededUuids(20260501);

  beforeAll(async () => {
    t = await startTestApp({ commands: { timeoutMs: 50, pollMs: 10, sweepIntervalMs: 0 }, exports: { autoStart: false } });
    await seedDemo(t.db);
    token = await signIn(t.app, 'superadmin@demo.bar', DEMO_PASSWORD);
    const one = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as Rows<{ id: string }>).rows[0].id;
    ownBar = await one(sql`select id from bars where name = 'Milano Duomo'`);
    category = await one(sql`select id from recipe_categories where bar_id = ${ownBar} order by "order" limit 1`);
    // every area's list answers on this bar
    await t.db.execute(sql`update bars set features = ${JSON.stringify(Object.fromEntries(BAR_FEATURES.map((f) => [f, true])))}::jsonb where id = ${ownBar}`);
  }, 120_000);
  afterAll(() => t?.close());

  function pagedRoutes(): Array<{ route: GuardedRoute; query: Array<{ name: string; schema: JsonSchema }> }> {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema: JsonSchema }> }>> };
    return t.app.guardedRoutes
      .filter((route) => route.method === 'GET')
      .map((route) => {
        const op = spec.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.get;
        return { route, query: (op?.parameters ?? []).filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })) };
      })
      .filter(({ query }) => query.some((q) => q.name === 'page'));
  }

  /** Query values the list answers 200 to: its required fields filled, the bar and category real. */
  function validQuery(query: Array<{ name: string; schema: JsonSchema }>): Record<string, string> {
    const real: Record<string, string> = { barId: ownBar, bar: ownBar, categoryId: category, status: 'delivered', action: 'POST /api/ubar/bars/generalStart' };
    const out: Record<string, string> = {};
    for (const { name, schema } of query) {
      if (name in real) out[name] = real[name];
      else if (name === 'page' || name === 'perPage' || name === 'sort' || name === 'search') continue;
      else if (schema.default === undefined && (schema as { required?: boolean }).required !== false) {
        const value = sample(schema, uuid);
        if (value !== undefined) out[name] = String(value);
      }
    }
    return out;
  }

  const get = (url: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query).toString()}`, headers: { ...bearer(token), 'x-bar': ownBar } });

  it('covers the paged lists of every area', () => {
    const urls = pagedRoutes().map(({ route }) => route.url.toLowerCase().replace(/\/$/, ''));
    for (const url of [
      '/api/ubar/bars',
      '/api/uuser/members',
      '/api/ubar/robots',
      '/api/ubar/commands',
      '/api/uorder/voucher',
      '/api/uorder/apporders',
      '/api/uorder/drink',
      '/api/uexport/export-request',
      '/api/audit',
      '/api/uging/bottles',
      '/api/uingredient/milk',
      '/api/udrink/categories',
      '/api/udrink/coffee-groups',
      '/api/udrink/recipes',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('refuses query fields a list does not know, on every paged list', async () => {
    const wrong: string[] = [];
    for (const { route, query } of pagedRoutes()) {
      const names = new Set(query.map((q) => q.name));
      const valid = validQuery(query);
      const ok = await get(route.url, valid);
      expect(ok.statusCode, `${route.url} with ${JSON.stringify(valid)}: ${ok.body}`).toBe(200);

      // a parameter the list does not take fails its query schema; a sort or search field outside the whitelist is UNKNOWN_QUERY_FIELD
      const cases: Array<[string, Record<string, string>, string, ErrorCode]> = [
        ['an unknown parameter', { ...valid, foo: '1' }, 'foo', 'VALIDATION_FAILED'],
        ['an unknown parameter named like a prototype key', { ...valid, constructor: '1' }, 'constructor', 'VALIDATION_FAILED'],
      ];
      if (!names.has('search')) cases.push(['search on a list without search', { ...valid, search: '{"name":"x"}' }, 'search', 'VALIDATION_FAILED']);
      if (!names.has('sort')) cases.push(['sort on a list without sort', { ...valid, sort: '{"name":1}' }, 'sort', 'VALIDATION_FAILED']);
      if (names.has('search')) {
        for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'nope']) {
          cases.push([`search by ${key}`, { ...valid, search: `{"${key}":1}` }, key, 'UNKNOWN_QUERY_FIELD']);
        }
        cases.push(['search by __proto__ with an object', { ...valid, search: '{"__proto__":{"name":"x"}}' }, '__proto__', 'UNKNOWN_QUERY_FIELD']);
      }
      if (names.has('sort')) {
        for (const key of ['__proto__', 'constructor', 'valueOf', 'nope'])
          cases.push([`sort by ${key}`, { ...valid, sort: `{"${key}":1}` }, key, 'UNKNOWN_QUERY_FIELD']);
      }
      for (const [label, q, named, code] of cases) {
        const res = await get(route.url, q);
        const body = res.statusCode === 400 ? res.json() : undefined;
        if (body?.code !== code || !body.message.includes(named))
          wrong.push(`${route.url} — ${label} → ${res.statusCode}, expected ${code}: ${res.body.slice(0, 140)}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  }, 120_000);
});
