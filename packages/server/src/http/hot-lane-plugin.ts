import http from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';
import type { HotLane } from './hot-lane.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes answered from memory in front of fastify (hot-lane.ts). */
    hotLane: HotLane;
  }
}

/** The settings fastify gives its own HTTP/1 server (defaults filled in by then). */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

/**
 * The HTTP server fastify listens on, with the hot lane in front of fastify's own handler; set up
 * as fastify sets up its own (it leaves the timeouts to a server factory).
 */
export function hotLaneServer(lane: HotLane): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as ServerSettings;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!lane.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * Gives the lane every route that declares `config.hot` (registered after this plugin), opens it
 * once the app is ready and closes it when the app starts closing.
 */
export const hotLanePlugin = fp<{ lane: HotLane }>(
  async (app, { lane }) => {
    app.decorate('hotLane', lane);
    app.addHook('onRoute', (route) => {
      const hot = route.config?.hot;
      if (!hot) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') lane.add(method, route.url, route.config?.access, hot, route.config?.barParam);
    });
    app.addHook('onReady', (done) => {
      lane.open(app);
      done();
    });
    app.addHook('preClose', (done) => {
      lane.close();
      done();
    });
  },
  { name: 'hot-lane', dependencies: ['auth-core', 'guard'] },
);
