import crypto from 'node:crypto';
import { GatewayRefusedError, type PaymentGateways } from './gateways.js';

/**
 * Gateways for demo and development: they answer like Shift4 and Satispay do, without any network.
 * A token (or invoice) starting with "invalid" is refused the way the real gateway refuses a bad one.
 */
export function sandboxGateways(): PaymentGateways {
  // the sandbox keeps nothing across restarts: an invoice is voided only if this process voided it
  const voided = new Set<string>();
  return {
    shift4: {
      async exchangeAccessToken(authToken) {
        if (authToken.toLowerCase().startsWith('invalid')) throw new GatewayRefusedError('Shift4 refused the auth token: AuthToken not valid (sandbox).');
        return crypto.randomUUID().toUpperCase();
      },
      async voidInvoice({ invoice }) {
        // an invoice starting with "invalid" is one the gateway no longer holds (already settled or voided)
        if (invoice.toLowerCase().startsWith('invalid')) throw new GatewayRefusedError('Shift4 refused the void: Invoice not found (sandbox).');
        voided.add(invoice);
      },
      async invoiceStatus({ invoice }) {
        return voided.has(invoice) ? 'voided' : 'paid';
      },
    },
    satispay: {
      async obtainKeyId(publicKey, token) {
        if (token.toLowerCase().startsWith('invalid')) throw new GatewayRefusedError('Satispay refused the activation: Invalid activation code (sandbox).');
        return crypto.createHash('sha256').update(publicKey).update(token).update(crypto.randomBytes(16)).digest('hex');
      },
    },
  };
}
