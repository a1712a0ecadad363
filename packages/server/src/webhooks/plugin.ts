import fp from 'fastify-plugin';
import { queueAlarmChange, type WebhookDeps } from './service.js';
import { WebhookWorker, type WebhookWorkerOptions } from './worker.js';

export interface WebhookOptions extends WebhookWorkerOptions {
  /** Accept plain-http URLs to a loopback host (a test receiver on this machine); off by default. */
  allowHttpLoopback?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: { worker: WebhookWorker; deps: WebhookDeps };
  }
}

/**
 * Outbound alarm webhooks (docs/webhooks.md): every alarm change queues its deliveries (on the
 * live database handle, like the alarm itself) and this process's worker sends them.
 */
export const webhooksPlugin = fp<WebhookOptions>(
  async (app, opts) => {
    const log = app.log.child({ area: 'webhooks' });
    const worker = new WebhookWorker(app.db, app.secrets, log, opts);
    const wake = () => worker.wake();
    app.decorate('webhooks', { worker, deps: { db: app.db, secrets: app.secrets, allowHttpLoopback: opts.allowHttpLoopback ?? false, wake } });
    app.alarms.onChange((alarm, change) => queueAlarmChange({ db: app.liveDb, wake }, alarm, change));
    if (opts.autoStart !== false) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'webhooks', dependencies: ['alarms', 'database', 'secrets'] },
);
