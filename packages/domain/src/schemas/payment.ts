import { z } from 'zod';

const secret = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(8000, `${label} is too long`);

/**
 * Body of `POST /api/shift4/getAccessToken` (bar from x-bar or barId). Without authToken the
 * bar's stored one is used.
 */
export const shift4AccessTokenRequestSchema = z.object({
  barId: z.string().optional(),
  authToken: secret('Auth token').optional(),
});
export type Shift4AccessTokenRequest = z.infer<typeof shift4AccessTokenRequestSchema>;

/** Answer of `POST /api/shift4/getAccessToken`, shaped like the gateway's own credential. */
export const shift4AccessTokenResponseSchema = z.object({ credential: z.object({ accessToken: z.string() }) });
export type Shift4AccessTokenResponse = z.infer<typeof shift4AccessTokenResponseSchema>;

/**
 * Body of `POST /api/satispay/satispayKeyId` (bar from x-bar or barId). privateKey and token
 * left out fall back to the bar's stored ones.
 */
export const satispayKeyIdRequestSchema = z.object({
  barId: z.string().optional(),
  publicKey: secret('Public key').refine((k) => k.includes('BEGIN PUBLIC KEY'), 'Public key must be a PEM public key (-----BEGIN PUBLIC KEY-----)'),
  privateKey: secret('Private key').optional(),
  token: secret('Activation token').max(64, 'Activation token is too long').optional(),
});
export type SatispayKeyIdRequest = z.infer<typeof satispayKeyIdRequestSchema>;

/** Answer of `POST /api/satispay/satispayKeyId`, as Satispay names it. */
export const satispayKeyIdResponseSchema = z.object({ key_id: z.string() });
export type SatispayKeyIdResponse = z.infer<typeof satispayKeyIdResponseSchema>;

export const PAYMENT_MODES = ['sandbox', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
