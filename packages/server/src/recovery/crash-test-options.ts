import type { AppOptions } from '../app.js';
import { createSecretBox } from '../secrets/secret-box.js';

/** One key for the crashed server and the restarted one, so the stored access token opens in both. */
export const crashTestSecrets = createSecretBox(Buffer.alloc(32, 7));

/** Live payments against the local fake gateway, the same before and after the crash. */
export function crashTestOptions(gatewayUrl: string): Pick<AppOptions, 'payments' | 'secrets' | 'exports'> {
  return {
    payments: { mode: 'live', shift4BaseUrl: `${gatewayUrl}/api/rest/v1`, shift4ClientGuid: 'GUID', timeoutMs: 600_000 },
    secrets: crashTestSecrets,
    exports: { autoStart: false },
  };
}
