import type { PaymentMode } from '@bar/domain';
import type { PaymentGateways } from './gateways.js';
import { sandboxGateways } from './sandbox.js';
import { shift4Client } from './shift4-client.js';
import { satispayClient } from './satispay-client.js';
import { APP_VERSION } from '@bar/domain';

export interface PaymentsOptions {
  mode: PaymentMode;
  shift4BaseUrl?: string;
  shift4ClientGuid?: string;
  satispayBaseUrl?: string;
  timeoutMs?: number;
}

export const DEFAULT_SHIFT4_BASE_URL = 'https://api.shift4api.net/api/rest/v1';
export const DEFAULT_SATISPAY_BASE_URL = 'https://authservices.satispay.com/g_business/v1';

/** The gateways for a mode: built-in sandbox, or the real HTTP clients. */
export function createGateways(options: PaymentsOptions = { mode: 'sandbox' }): PaymentGateways {
  if (options.mode === 'sandbox') return sandboxGateways();
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    shift4: shift4Client({
      baseUrl: options.shift4BaseUrl ?? DEFAULT_SHIFT4_BASE_URL,
      clientGuid: options.shift4ClientGuid ?? '',
      companyName: 'BarConsole',
      interfaceName: 'BarConsole',
      interfaceVersion: APP_VERSION,
      timeoutMs,
    }),
    satispay: satispayClient({ baseUrl: options.satispayBaseUrl ?? DEFAULT_SATISPAY_BASE_URL, timeoutMs }),
  };
}
