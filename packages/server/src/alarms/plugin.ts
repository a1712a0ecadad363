import fp from 'fastify-plugin';
import { createAlarmService, type AlarmService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    alarms: AlarmService;
  }
}

export interface AlarmOptions {
  /** How often the server looks for bars gone silent (barOffline); 0 turns the check off. Default 30 s. */
  sweepIntervalMs?: number;
  /** The server's clock (AppOptions.now). */
  now?: () => Date;
}

export const ALARM_SWEEP_MS = 30_000;

/**
 * Alarms (issue 19): the service that raises and clears them from bar events (wired into the device
 * event handler) and the periodic offline check. Every instance runs the check; the alarms table's
 * unique index makes them agree on one alarm per condition.
 */
export const alarmsPlugin = fp<AlarmOptions>(
  async (app, opts) => {
    const log = app.log.child({ area: 'alarms' });
    const service = createAlarmService({ db: app.liveDb, live: app.live, log, now: opts.now });
    app.decorate('alarms', service);
    const interval = opts.sweepIntervalMs ?? ALARM_SWEEP_MS;
    const sweep = () => service.sweepOffline().catch((err: unknown) => log.error({ err }, 'offline check failed'));
    const timer = interval > 0 ? setInterval(sweep, interval).unref() : undefined;
    app.addHook('onReady', async () => {
      if (interval > 0) void sweep();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'alarms', dependencies: ['live', 'database'] },
);
