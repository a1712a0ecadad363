import fp from 'fastify-plugin';
import os from 'node:os';
import path from 'node:path';
import { ExportWorker, type ExportWorkerOptions } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    exportWorker: ExportWorker;
  }
}

/** The export worker of this process, started when the app is ready and stopped when it closes. */
export const exportWorkerPlugin = fp<{ dataDir?: string; worker?: ExportWorkerOptions }>(
  async (app, opts) => {
    const dataDir = opts.dataDir ?? path.join(os.tmpdir(), 'bar-console-data');
    const worker = new ExportWorker(app.db, dataDir, app.log, {
      onFailed: (job, reason) =>
        app.alarms.raiseEvent(job.barId, {
          kind: 'exportFailed',
          subjectId: job.collectionName,
          subjectName: job.collectionName,
          detail: `${job.type} ${job.id}: ${reason}`,
        }),
      ...opts.worker,
    });
    app.decorate('exportWorker', worker);
    if (opts.worker?.autoStart !== false) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'export-worker', dependencies: ['alarms'] },
);
