import fp from 'fastify-plugin';
import type { PaymentGateways } from '../payments/gateways.js';
import { settleInterruptedRefunds, type RefundSettlementOptions, type SettlementReport } from './refund-settlement.js';

declare module 'fastify' {
  interface FastifyInstance {
    recovery: { settleRefunds(): Promise<SettlementReport> };
  }
}

/**
 * Work a crash left half-done is settled when the app is ready and then every minute: refunds
 * still 'refunding' after the grace period end refunded or paid again, as the gateway says.
 */
export const recoveryPlugin = fp<{ gateways: PaymentGateways; options?: RefundSettlementOptions }>(
  async (app, opts) => {
    const options = opts.options ?? {};
    const log = app.log.child({ area: 'recovery' });
    let running: Promise<SettlementReport> | null = null;
    const settleRefunds = () =>
      (running ??= settleInterruptedRefunds({
        db: app.db,
        gateways: opts.gateways,
        secrets: app.secrets,
        live: app.live,
        log,
        graceMs: options.graceMs ?? 120_000,
        now: options.now ?? (() => new Date()),
      }).finally(() => (running = null)));
    const pass = () => void settleRefunds().catch((err: unknown) => log.error({ err }, 'refund settlement failed'));
    app.decorate('recovery', { settleRefunds });

    let timer: NodeJS.Timeout | undefined;
    // not awaited: a slow gateway must not hold back the start
    app.addHook('onReady', async () => {
      pass();
      const every = options.intervalMs ?? 60_000;
      if (every > 0) timer = setInterval(pass, every).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'recovery', dependencies: ['database', 'secrets', 'live'] },
);
