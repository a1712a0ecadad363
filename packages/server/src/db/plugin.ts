import fp from 'fastify-plugin';
import type { Db } from './connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the opened database available to every area; whoever opened it closes it. */
export const databasePlugin = fp<{ db: Db }>(async (app, opts) => {
  app.decorate('db', opts.db);
}, { name: 'database' });
