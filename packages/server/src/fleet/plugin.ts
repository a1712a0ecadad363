import fp from 'fastify-plugin';
import { createFleetService, type FleetService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    fleet: FleetService;
  }
}

/** The fleet overview's live rows (issue 19), kept on every instance from the bars' live messages. */
export const fleetPlugin = fp(
  async (app) => {
    const service = createFleetService({ db: app.db, live: app.live, principals: app.principals, log: app.log.child({ area: 'fleet' }) });
    app.decorate('fleet', service);
    app.addHook('onClose', async () => service.close());
  },
  { name: 'fleet', dependencies: ['live', 'database', 'auth-core'] },
);
