import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.js';
import { bearer, createBar, createUser, signIn, startTestApp, type TestApp } from '../test/harness.js';
import { HotLane } from './hot-lane.js';
import { setUpMatrixWorld } from './test/route-matrix.js';

const WHOAMI = '/api/auth/whoami';
const CURRENT = '/api/ubar/bars/current';

let t: TestApp;
let base: string;
let bar: string;
let otherBar: string;
let barmanId: string;
const tokens: Record<'root' | 'barman', string> = { root: '', barman: '' };

beforeAll(async () => {
  t = await startTestApp({ live: { recheckIntervalMs: 0 }, commands: { sweepIntervalMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  bar = await createBar(t.db, { name: 'Hot Lane Bar' });
  otherBar = await createBar(t.db, { name: 'Not Hers' });
  barmanId = await createUser(t.db, 'hot-barman@test.bar', { roles: [{ barId: bar, role: 'BARMAN' }] });
  await createUser(t.db, 'hot-root@test.bar', { superadmin: true });
  tokens.barman = await signIn(t.app, 'hot-barman@test.bar');
  tokens.root = await signIn(t.app, 'hot-root@test.bar');
});

afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  type: string | null;
  length: string | null;
  body: string;
}

/** Over the socket, as a console asks (the lane sits in front of fastify's handler there). */
async function overHttp(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const res = await fetch(base + url, { method, headers, body });
  return { status: res.status, type: res.headers.get('content-type'), length: res.headers.get('content-length'), body: await res.text() };
}

/** Through fastify alone (inject never passes the lane). */
async function throughRoute(method: 'GET' | 'POST', url: string, headers: Record<string, string>): Promise<Answer> {
  const res = await t.app.inject({ method, url, headers });
  const length = res.headers['content-length'];
  return { status: res.statusCode, type: String(res.headers['content-type']), length: length === undefined ? null : String(length), body: res.body };
}

/** The answer and whether the lane gave it. */
async function laneAnswer(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string) {
  const before = t.app.hotLane.answered;
  const answer = await overHttp(method, url, headers, body);
  return { answer, byLane: t.app.hotLane.answered > before };
}

describe('the hot lane', () => {
  it("answers a known caller's whoami and bar record with the bytes the routes make", async () => {
    const headersOf = { [WHOAMI]: bearer(tokens.barman), [CURRENT]: { ...bearer(tokens.barman), 'x-bar': bar } };
    for (const [method, url] of [
      ['POST', WHOAMI],
      ['GET', CURRENT],
    ] as const) {
      const headers = headersOf[url];
      const first = await laneAnswer(method, url, headers);
      const second = await laneAnswer(method, url, headers);
      expect(second.byLane, `${url} answered from memory once the caches hold it`).toBe(true);
      expect(second.answer).toEqual(await throughRoute(method, url, headers));
      expect(second.answer).toEqual(first.answer);
      expect(second.answer.status).toBe(200);
      expect(second.answer.type).toBe('application/json; charset=utf-8');
    }
    expect(JSON.parse((await overHttp('POST', WHOAMI, bearer(tokens.barman))).body).email).toBe('hot-barman@test.bar');
    expect(JSON.parse((await overHttp('GET', CURRENT, { ...bearer(tokens.barman), 'x-bar': bar })).body).name).toBe('Hot Lane Bar');
  });

  it('hands every refusal to the route, which answers and audits it as before', async () => {
    await overHttp('GET', CURRENT, { ...bearer(tokens.barman), 'x-bar': bar });
    // the other bar's record held too: only the guard's check stands between her and it
    expect((await overHttp('GET', CURRENT, { ...bearer(tokens.root), 'x-bar': otherBar })).status).toBe(200);
    const refusals: Array<[string, 'GET' | 'POST', string, Record<string, string>, number]> = [
      ['a forged token', 'POST', WHOAMI, bearer(`${tokens.barman.slice(0, -4)}AAAA`), 401],
      ['no token', 'POST', WHOAMI, {}, 401],
      ['a bar she holds no role on', 'GET', CURRENT, { ...bearer(tokens.barman), 'x-bar': otherBar }, 403],
      ['no bar named', 'GET', CURRENT, bearer(tokens.barman), 400],
      ['a bar id that is no id', 'GET', CURRENT, { ...bearer(tokens.barman), 'x-bar': 'nope' }, 400],
    ];
    for (const [what, method, url, headers, status] of refusals) {
      const audited = async () =>
        (
          await t.db
            .select({ n: count() })
            .from(auditLog)
            .where(and(eq(auditLog.route, url), eq(auditLog.statusCode, status)))
        )[0].n;
      await t.app.audit.flush();
      const auditedBefore = await audited();
      const { answer, byLane } = await laneAnswer(method, url, headers);
      expect(byLane, what).toBe(false);
      expect(answer, what).toEqual(await throughRoute(method, url, headers));
      expect(answer.status, what).toBe(status);
      await t.app.audit.flush();
      // refused calls are audited (400s are not): once over HTTP, once through inject
      if (status !== 400) expect(await audited(), what).toBe(auditedBefore + 2);
    }
  });

  it('leaves a call with a body, a query or another spelling of the path to the route', async () => {
    const headers = bearer(tokens.barman);
    await overHttp('POST', WHOAMI, headers);
    for (const [what, url, extra, body] of [
      ['a JSON body', WHOAMI, { 'content-type': 'application/json' }, '{}'],
      ['a query', `${WHOAMI}?x=1`, {}, undefined],
      ['a trailing slash', `${WHOAMI}/`, {}, undefined],
    ] as const) {
      const { answer, byLane } = await laneAnswer('POST', url, { ...headers, ...extra }, body);
      expect(byLane, what).toBe(false);
      expect(answer.status, what).toBe(200);
      expect(JSON.parse(answer.body).email, what).toBe('hot-barman@test.bar');
    }
    const broken = await laneAnswer('POST', WHOAMI, { ...headers, 'content-type': 'application/json' }, '{');
    expect(broken.byLane).toBe(false);
    expect(broken.answer.status).toBe(400);
  });

  it('refuses a caller at once when her role is taken away', async () => {
    const headers = { ...bearer(tokens.barman), 'x-bar': bar };
    await overHttp('GET', CURRENT, headers);
    expect((await laneAnswer('GET', CURRENT, headers)).byLane).toBe(true);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/uuser/members/${barmanId}`,
      headers: bearer(tokens.root),
      payload: { firstName: 'Test', lastName: 'hot-barman', roles: [] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await laneAnswer('GET', CURRENT, headers);
    expect(after.answer.status).toBe(403);
    expect(after.byLane).toBe(false);
  });

  it('sends everything to the route once the app starts closing', async () => {
    const headers = bearer(tokens.root);
    await overHttp('POST', WHOAMI, headers);
    expect((await laneAnswer('POST', WHOAMI, headers)).byLane).toBe(true);
    t.app.hotLane.close();
    try {
      const closing = await laneAnswer('POST', WHOAMI, headers);
      expect(closing.byLane).toBe(false);
      expect(closing.answer.status).toBe(200);
    } finally {
      t.app.hotLane.open(t.app);
    }
  });
});

describe('the hot lane against the route matrix', () => {
  it('gives every principal, on their own bar and a foreign one, what the route gives', async () => {
    const world = await setUpMatrixWorld(t.app, t.db, 'hot');
    const root = world.principals.find((p) => p.grants.superadmin)!;
    // both bars held, so only the guard's check decides
    for (const barId of [world.ownBar, world.foreignBar]) await overHttp('GET', CURRENT, { ...bearer(root.token!), 'x-bar': barId });
    let byLane = 0;
    for (const principal of world.principals) {
      const auth = principal.token ? bearer(principal.token) : {};
      for (const [method, url, headers] of [
        ['POST', WHOAMI, auth],
        ['GET', CURRENT, { ...auth, 'x-bar': world.ownBar }],
        ['GET', CURRENT, { ...auth, 'x-bar': world.foreignBar }],
      ] as const) {
        const what = `${principal.name} ${method} ${url} ${JSON.stringify(headers['x-bar' as keyof typeof headers] ?? '')}`;
        await overHttp(method, url, headers);
        const again = await laneAnswer(method, url, headers);
        expect(again.answer, what).toEqual(await throughRoute(method, url, headers));
        if (again.byLane) byLane += 1;
        if (again.byLane) expect(again.answer.status, what).toBe(200);
      }
    }
    // each signed-in principal's whoami, and each bar record they may read
    expect(byLane).toBeGreaterThanOrEqual(world.principals.filter((p) => p.token).length + 2);
  });
});

describe('routes the hot lane refuses to take', () => {
  const answer = () => undefined;
  it.each([
    ['a method other than GET and POST', 'DELETE', '/api/x', 'viewBar', undefined, /only GET and POST/],
    ['a public route', 'GET', '/api/x', 'public', undefined, /signed-in callers/],
    ['a route that declares no access', 'GET', '/api/x', undefined, undefined, /signed-in callers/],
    ['a bar named by path', 'GET', '/api/x/:id', 'viewBar', 'id', /x-bar only/],
    ['a call that is audited when it succeeds', 'POST', '/api/ubar/bars/create', 'administer', undefined, /audited/],
  ] as const)('%s', (_what, method, url, access, barParam, message) => {
    expect(() => new HotLane().add(method, url, access, answer, barParam)).toThrow(message);
  });
});
