import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/repository.js';
import { isAudited } from '../audit/entry.js';
import { admission, barHeader, type Access, type Admission } from './guard.js';
import { accessLine } from './request-log.js';

/** Who is calling a hot route, as the guard admitted them. */
export interface HotCaller extends Admission {
  principal: Principal;
}

/** A route's answer from memory: its JSON bytes, or undefined when they must be read first (Fastify answers then). */
export type HotAnswer = (caller: HotCaller) => Buffer | undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's success answered from memory, before Fastify (hot-lane.ts): only for a caller both
     * auth caches know, with no body and no query. The route's own handler answers everything else.
     */
    hot?: HotAnswer;
  }
}

interface HotRoute {
  access: Exclude<Access, 'public'>;
  answer: HotAnswer;
}

/** What the lane needs from the app, once it is built. */
export interface HotLaneApp {
  knownCaller(request: { headers: IncomingMessage['headers'] }): Principal | undefined;
  log: FastifyBaseLogger;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The hot lane (budget B1): the few routes every console calls all the time (whoami, the bar record)
 * answer a caller whom the token memo and the principal cache both know from memory, in the server's
 * request handler, before Fastify makes its request and reply objects, routes, and runs its hooks.
 * It decides nothing of its own: the guard's `admission` admits the caller, the route's `hot` gives
 * the bytes its own serializer made, and the access log writes the same line. Any other case — a
 * refusal, a miss in a cache, a body, a query, another spelling of the path, a closing server —
 * goes to Fastify untouched, which answers it as it always did.
 */
export class HotLane {
  /** By method, then by path. */
  private readonly routes = new Map<string, Map<string, HotRoute>>();
  private app: HotLaneApp | null = null;
  private closing = false;
  /** Requests the lane answered (the others went to Fastify). */
  answered = 0;

  /** Takes a route that declared `config.hot`; refuses one the lane could not answer as Fastify would. */
  add(method: string, url: string, access: Access | undefined, answer: HotAnswer, barParam?: string): void {
    if (method !== 'GET' && method !== 'POST') throw new Error(`Hot route ${method} ${url}: only GET and POST are answered from memory.`);
    if (!access || access === 'public') throw new Error(`Hot route ${method} ${url}: a hot route is for signed-in callers.`);
    if (barParam || url.includes(':')) throw new Error(`Hot route ${method} ${url}: the lane reads the bar from x-bar only.`);
    // the lane writes no audit row: only calls whose success is not audited may use it
    if (isAudited(method, url, 200)) throw new Error(`Hot route ${method} ${url}: its success is audited.`);
    let byPath = this.routes.get(method);
    if (!byPath) this.routes.set(method, (byPath = new Map()));
    byPath.set(url, { access, answer });
  }

  /** From now on the lane answers (the app is built and its caches exist). */
  open(app: HotLaneApp): void {
    this.app = app;
    this.closing = false;
  }

  /** From now on every request goes to Fastify (it answers 503 while closing). */
  close(): void {
    this.closing = true;
  }

  /** Answers the request if it can; false hands it to Fastify, nothing having been read or written. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const app = this.app;
    if (!app || this.closing || this.routes.size === 0) return false;
    const route = this.routes.get(request.method!)?.get(request.url!);
    if (!route || hasBody(request)) return false;
    const started = performance.now();
    let caller: HotCaller;
    let json: Buffer | undefined;
    try {
      const principal = app.knownCaller(request);
      if (!principal) return false;
      caller = { principal, ...admission(route.access, principal, () => barHeader(request.headers)) };
      json = route.answer(caller);
    } catch {
      // a refusal: Fastify answers it with its error shape, its access log line and its audit row
      return false;
    }
    if (json === undefined) return false;
    response.writeHead(200, { 'content-type': CONTENT_TYPE, 'content-length': json.length });
    response.end(json);
    this.answered += 1;
    app.log.info(accessLine(request.method!, request.url!, 200, performance.now() - started, caller.principal.userId, caller.barId), 'request');
    return true;
  }
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}
