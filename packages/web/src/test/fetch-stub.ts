import { afterAll, beforeEach } from 'vitest';

/** A request as the stubbed server received it. */
export interface StubRequest {
  method: string;
  /** The URL's path, `/api` included: `/api/ubar/bars/`. */
  path: string;
  /** Query values, each read back as JSON where it is JSON (numbers, sort and search objects), else as sent. */
  query: Record<string, unknown>;
  /** Header names in lower case: `{ 'x-bar': 'bar-1', authorization: 'Bearer t' }`. */
  headers: Record<string, string>;
  /** A JSON body parsed, a FormData as sent, undefined without a body. */
  body: unknown;
  /** The values of the matched route's `:name` segments. */
  params: Record<string, string>;
}

/** An answer other than 200: made by `reply` and `failure`. */
class StubReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * What a route answers: a JSON body (200; `undefined` is a 204), a `reply(...)`/`failure(...)`, a
 * `Response` as it is, or a function of the request giving one of those (or a promise of one).
 */
export type StubAnswer = object | string | number | boolean | null | undefined;
export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;
/** `'METHOD /api/path'` → answer; `*` for the method matches any, a `:name` segment of the path any one segment. */
export type StubRoutes = Record<string, StubAnswer | StubHandler>;

export interface FetchStub {
  /** Adds routes; for a request two routes match, the one added last answers. */
  on(routes: StubRoutes): FetchStub;
  /** The requests received so far, oldest first; with a route (`'POST /api/x/:id'`), only those it matches. */
  requests(route?: string): StubRequest[];
}

/** An answer with this status and JSON body (none when left out). */
export function reply(status: number, body?: unknown): StubReply {
  return new StubReply(status, body);
}

/** The server's error answer: `{ statusCode, error, message }` plus `extra` (`code`, `details`). */
export function failure(status: number, message: string, extra: Record<string, unknown> = {}): StubReply {
  return reply(status, { statusCode: status, error: `Error ${status}`, message, ...extra });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** Records as the server writes them: every `id` key is `_id` (the API client renames it back). */
function withServerIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withServerIds);
  if (!isPlainObject(value)) return value;
  const renamed = !('_id' in value);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [renamed && key === 'id' ? '_id' : key, withServerIds(child)]));
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toResponse(answer: StubAnswer): Response {
  if (answer instanceof Response) return answer.clone();
  const { status, body } = answer instanceof StubReply ? answer : { status: 200, body: answer };
  if (body === undefined) return new Response(null, { status: status === 200 ? 204 : status });
  return new Response(JSON.stringify(withServerIds(body)), { status, headers: { 'content-type': 'application/json' } });
}

interface Route {
  method: string;
  path: RegExp;
  names: string[];
}

function parseRoute(route: string): Route {
  const [method, pattern = ''] = route.trim().split(/\s+/, 2);
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method: method.toUpperCase(), path: new RegExp(`^${source}$`), names };
}

/** The `:name` values when `route` matches the request, else null. */
function match(route: Route, method: string, path: string): Record<string, string> | null {
  const found = route.method === '*' || route.method === method ? route.path.exec(path) : null;
  return found ? Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(found[index + 1])])) : null;
}

function received(input: RequestInfo | URL, init: RequestInit = {}): StubRequest {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://console.test');
  const body = init.body instanceof FormData ? init.body : typeof init.body === 'string' ? readJson(init.body) : undefined;
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries([...url.searchParams].map(([key, value]) => [key, readJson(value)])),
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    body,
    params: {},
  };
}

/**
 * Stands in for the API server at the network edge: while the file's tests run, `fetch` answers
 * from the routes added with `on` (records with `_id`, as the server sends them) and a request no
 * route takes gets the server's 404. Routes and requests are forgotten before each test, so call it
 * at the top of the file, before the file's own `beforeEach`; `fetch` is restored after the file.
 * @example
 * const server = fetchStub();
 * beforeEach(() => server.on({ 'GET /api/uBar/robots/': { data: [], count: 0, page: 1, perPage: 2 } }));
 * expect(server.requests('POST /api/uBar/robots/create')[0].body).toEqual({ tagName: 'R1' });
 */
export function fetchStub(): FetchStub {
  let routes: Array<{ route: Route; answer: StubAnswer | StubHandler }> = [];
  let log: StubRequest[] = [];
  let realFetch: typeof fetch | null = null;

  async function stubbedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = received(input, init);
    log.push(request);
    for (const { route, answer } of [...routes].reverse()) {
      const params = match(route, request.method, request.path);
      if (!params) continue;
      request.params = params;
      return toResponse(typeof answer === 'function' ? await (answer as StubHandler)(request) : answer);
    }
    return toResponse(failure(404, `No route ${request.method} ${request.path} in this test's server.`));
  }

  beforeEach(() => {
    routes = [];
    log = [];
    if (globalThis.fetch === stubbedFetch) return;
    realFetch = globalThis.fetch;
    globalThis.fetch = stubbedFetch;
  });
  afterAll(() => {
    if (realFetch) globalThis.fetch = realFetch;
  });

  const stub: FetchStub = {
    on(added) {
      routes.push(...Object.entries(added).map(([route, answer]) => ({ route: parseRoute(route), answer })));
      return stub;
    },
    requests(route) {
      if (!route) return [...log];
      const wanted = parseRoute(route);
      return log.filter((request) => match(wanted, request.method, request.path) !== null);
    },
  };
  return stub;
}
