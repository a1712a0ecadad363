import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import type { InvoiceStatus, PaymentGateways } from '../payments/gateways.js';
import { findStaleRefunds, settleRefund, toAppOrder, type AppOrderRow } from '../app-orders/repository.js';
import { shift4AccessToken } from '../payments/service.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { writeSystemAudit } from '../audit/repository.js';

export interface RefundSettlementOptions {
  /** How often refunds left refunding are looked at after the start-up pass; 0 turns the repeats off. Default 60 s. */
  intervalMs?: number;
  /** A refund claimed less than this long ago may still be in flight on a running instance. Default 2 minutes. */
  graceMs?: number;
  now?: () => Date;
}

/** Audit routes of the two ways a settlement ends. */
export const REFUND_SETTLED_REFUNDED = 'system/refund-settlement/refunded';
export const REFUND_SETTLED_PAID = 'system/refund-settlement/paid';

export interface SettlementReport {
  /** Orders moved to refunded: the gateway had voided the payment. */
  refunded: number;
  /** Orders back to paid (refundable): the gateway still holds the payment. */
  paid: number;
  /** Orders left refunding because the gateway could not say; looked at again on the next pass. */
  pending: number;
}

interface Deps {
  db: Db;
  gateways: PaymentGateways;
  secrets: SecretBox;
  live: Pick<LiveHub, 'publishToConsoles'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  graceMs: number;
  now: () => Date;
}

/**
 * Settles refunds a crash left 'refunding' (claimed, gateway called, answer never stored): the
 * gateway is asked, read-only, whether it still holds the payment, and the order ends refunded or
 * paid again. The conditional update and its audit row share a transaction, so each order is
 * settled once even with several instances doing this at the same time.
 */
export async function settleInterruptedRefunds(deps: Deps): Promise<SettlementReport> {
  const { db, gateways, log } = deps;
  const report: SettlementReport = { refunded: 0, paid: 0, pending: 0 };
  const stale = await findStaleRefunds(db, new Date(deps.now().getTime() - deps.graceMs));
  for (const order of stale) {
    let status: InvoiceStatus;
    try {
      // the claim requires a transaction id, so an order without one never reached the gateway
      status = order.transactionId
        ? await gateways.shift4.invoiceStatus({ accessToken: await shift4AccessToken(db, deps.secrets, order.barId), invoice: order.transactionId })
        : 'paid';
    } catch (err) {
      report.pending++;
      log.warn(
        { orderId: order.id, barId: order.barId, reason: (err as Error).message },
        'interrupted refund not settled yet: the gateway did not say how it ended',
      );
      continue;
    }
    const settled = await settleOnce(db, order, status === 'voided' ? 'refunded' : 'paid', deps.now());
    if (!settled) continue; // another instance settled it first
    report[settled.status === 'refunded' ? 'refunded' : 'paid']++;
    log.info({ orderId: order.id, barId: order.barId, status: settled.status }, 'interrupted refund settled');
    await deps.live.publishToConsoles(settled.barId, { type: 'appOrder', payload: toAppOrder(settled) });
  }
  return report;
}

async function settleOnce(db: Db, order: AppOrderRow, outcome: 'refunded' | 'paid', at: Date): Promise<AppOrderRow | undefined> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await settleRefund(t, order.id, outcome, at);
    if (row)
      await writeSystemAudit(t, { barId: row.barId, action: outcome === 'refunded' ? REFUND_SETTLED_REFUNDED : REFUND_SETTLED_PAID, targetId: row.id, at });
    return row;
  });
}
