import fp from 'fastify-plugin';
import { auditEntry } from './entry.js';
import { auditRoutes } from './routes.js';
import { AuditWriter, type AuditWriterOptions } from './writer.js';

declare module 'fastify' {
  interface FastifyInstance {
    audit: { flush(): Promise<void> };
  }
}

/** Records every mutating and every refused API call once its answer is sent (ARCHITECTURE §10). */
export const auditPlugin = fp<AuditWriterOptions>(
  async (app, opts) => {
    const writer = new AuditWriter(app.db, app.log, opts);
    app.decorate('audit', { flush: () => writer.flush() });

    // a callback hook: queueing waits for nothing, so no promise per request
    app.addHook('onResponse', (request, reply, done) => {
      try {
        const entry = auditEntry(request, reply);
        if (entry) writer.add(entry);
      } catch (err) {
        request.log.error({ err }, 'audit entry not recorded');
      }
      done();
    });
    app.addHook('onClose', () => writer.flush());

    await app.register(auditRoutes, { prefix: '/api/audit' });
  },
  { name: 'audit', dependencies: ['database', 'guard'] },
);
