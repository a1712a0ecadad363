import { GatewayRefusedError, GatewayUnavailableError, type SatispayGateway } from './gateways.js';
import { postJson } from './http-json.js';

export interface SatispayClientOptions {
  /** e.g. https://authservices.satispay.com/g_business/v1 (staging: https://staging.authservices.satispay.com/g_business/v1). */
  baseUrl: string;
  timeoutMs: number;
}

/** The real Satispay client: `POST {baseUrl}/authentication_keys` { public_key, token } → { key_id }. */
export function satispayClient(options: SatispayClientOptions): SatispayGateway {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/authentication_keys`;
  return {
    async obtainKeyId(publicKey, token) {
      const answer = await postJson(url, {}, { public_key: publicKey, token }, options.timeoutMs, 'Satispay');
      const body = (answer.body ?? {}) as { key_id?: unknown; message?: unknown; code?: unknown };
      if (answer.status >= 500) throw new GatewayUnavailableError(`Satispay is unavailable (HTTP ${answer.status}).`);
      if (answer.status >= 400) {
        const reason = typeof body.message === 'string' ? body.message : `HTTP ${answer.status}`;
        throw new GatewayRefusedError(`Satispay refused the activation: ${reason}.`);
      }
      if (typeof body.key_id !== 'string' || body.key_id.length === 0 || body.key_id.length > 1000) {
        throw new GatewayUnavailableError('Satispay answered without a key id.');
      }
      return body.key_id;
    },
  };
}
