import { isRefundable, type AppOrder, type AppOrderDetail } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { AppError, conflict, notFound } from '../http/errors.js';
import type { Principal } from '../auth/repository.js';
import { toDrink } from '../drinks/repository.js';
import { listAppOrderDrinks } from '../drinks/queue-repository.js';
import { GatewayRefusedError, GatewayUnavailableError, type PaymentGateways } from '../payments/gateways.js';
import { shift4AccessToken } from '../payments/service.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { claimForRefund, findAppOrder, finishRefund, releaseRefund, toAppOrder } from './repository.js';

export const ALREADY_REFUNDED = 'This order was already refunded.';
export const NOT_REFUNDABLE = 'Only paid Shift4 orders can be refunded.';

/** One app order with the drinks it ordered. */
export async function appOrderDetail(db: Db, barId: string, id: string): Promise<AppOrderDetail> {
  const row = await findAppOrder(db, barId, id);
  if (!row) throw notFound('App order');
  const orderDrinks = await listAppOrderDrinks(db, id);
  return { ...toAppOrder(row), drinks: orderDrinks.filter((d) => d.barId === barId).map(toDrink) };
}

/**
 * Voids a paid Shift4 order through the gateway (SPEC §4) and records who did it and when. The
 * order is claimed first (paid → refunding), so a second or concurrent refund is refused with 409
 * and the gateway is called once; if the gateway does not void, the order is paid again. When its
 * answer is lost, the gateway is asked whether it voided; a crash in between is settled by recovery/.
 */
export async function refundAppOrder(
  db: Db,
  gateways: PaymentGateways,
  secrets: SecretBox,
  barId: string,
  id: string,
  principal: Principal | null,
  /** Told when the gateway did not void the payment (a refund-failed alarm); not for refusals of the request itself. */
  onGatewayFailure: (order: { id: string; nickname: string | null }, reason: string) => Promise<void> = async () => {},
): Promise<AppOrder> {
  const order = await findAppOrder(db, barId, id);
  if (!order) throw notFound('App order');
  if (order.status === 'refunded' || order.status === 'refunding') throw conflict(ALREADY_REFUNDED);
  if (!isRefundable(order)) throw conflict(NOT_REFUNDABLE);
  if (!order.transactionId) throw conflict('This order has no Shift4 invoice to void.');
  const accessToken = await shift4AccessToken(db, secrets, barId);
  const claimed = await claimForRefund(db, barId, id);
  if (!claimed) {
    const now = await findAppOrder(db, barId, id);
    throw conflict(now?.status === 'refunded' || now?.status === 'refunding' ? ALREADY_REFUNDED : NOT_REFUNDABLE);
  }
  try {
    await gateways.shift4.voidInvoice({ accessToken, invoice: order.transactionId });
  } catch (err) {
    // a lost answer may hide a void that happened: only an order the gateway still holds is paid again
    if (!(err instanceof GatewayUnavailableError) || (await heldByGateway(gateways, accessToken, order.transactionId))) {
      await releaseRefund(db, id);
      await onGatewayFailure({ id, nickname: order.nickname ?? null }, err instanceof Error ? err.message : 'The payment gateway failed.');
      if (err instanceof GatewayRefusedError) throw conflict(err.message);
      if (err instanceof GatewayUnavailableError) throw new AppError(502, `${err.message} The payment gateway did not answer properly. Try again later.`);
      throw err;
    }
  }
  return toAppOrder(await finishRefund(db, id, { userId: principal?.userId ?? null, email: principal?.email ?? null }, new Date()));
}

/** Whether the gateway still holds the sale; when it cannot say either, as before: treated as held. */
async function heldByGateway(gateways: PaymentGateways, accessToken: string, invoice: string): Promise<boolean> {
  try {
    return (await gateways.shift4.invoiceStatus({ accessToken, invoice })) === 'paid';
  } catch {
    return true;
  }
}
