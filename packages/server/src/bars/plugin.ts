import fp from 'fastify-plugin';
import { BarRecordCache, type BarRecordCacheOptions } from './record-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recently read bar records; whatever changes a bar, its robots or what its detail shows calls `changed`. */
    barRecords: BarRecordCache;
  }
}

/** The bar record cache (record-cache.ts), before the live plugin wires its notices between instances. */
export const barRecordsPlugin = fp<{ cache?: BarRecordCacheOptions }>(
  async (app, opts) => {
    app.decorate('barRecords', new BarRecordCache(app.db, app.secrets, opts.cache));
  },
  { name: 'bar-records', dependencies: ['database', 'secrets'] },
);
