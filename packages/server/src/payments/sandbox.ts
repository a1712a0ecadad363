import crypto from 'node:crypto';
import { GatewayRefusedError, type PaymentGateways } from './gateways.js';

/**
 * Gateways for demo and development: they answer like Shift4 and Satispay do, without any network.
 * A token starting with "invalid" is refused the way the real gateway refuses a bad one.
 */
export function sandboxGateways(): PaymentGateways {
  return {
    shift4: {
      async exchangeAccessToken(authToken) {
        if (authToken.toLowerCase().startsWith('invalid')) throw new GatewayRefusedError('Shift4 refused the auth token: AuthToken not valid (sandbox).');
        return crypto.randomUUID().toUpperCase();
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
