import fp from 'fastify-plugin';
import type { Db } from './connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The database for bar events: ahead of requests on PGlite, its own connections on PostgreSQL. */
    liveDb: Db;
  }
}

/** Makes the opened database available to every area; whoever opened it closes it. */
export const databasePlugin = fp<{ db: Db; liveDb?: Db }>(
  async (app, opts) => {
    app.decorate('db', opts.db);
    app.decorate('liveDb', opts.liveDb ?? opts.db);
  },
  { name: 'database' },
);
