import crypto from 'node:crypto';

/** A new signing secret: 32 random bytes, readable as one token (`whsec_…`). */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

/**
 * The `X-Bar-Console-Signature` header of a body sent at `at`: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>">`. Receivers check it as docs/webhooks.md shows.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * The raw body of a delivery: its id first, then the event as stored when the alarm changed, so
 * every attempt sends the very same bytes.
 */
export function deliveryBody(deliveryId: string, payload: string): string {
  return `{"id":${JSON.stringify(deliveryId)},${payload.slice(1)}`;
}
