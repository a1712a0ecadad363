import fp from 'fastify-plugin';
import { createDeviceEventHandler } from './service.js';

/** Consumes `bars/+/evt` from bar controllers (docs/device-protocol.md). */
export const devicesPlugin = fp<{ now?: () => Date }>(
  async (app, opts) => {
    const handler = createDeviceEventHandler({
      now: opts.now,
      db: app.liveDb,
      live: app.live,
      bars: app.barRecords,
      log: app.log.child({ area: 'devices' }),
      alarms: app.alarms,
    });
    const off = app.live.onBarEvent(handler);
    app.addHook('onClose', async () => {
      off();
    });
  },
  { name: 'devices', dependencies: ['live', 'database', 'bar-records', 'alarms'] },
);
