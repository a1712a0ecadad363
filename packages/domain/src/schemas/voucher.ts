import { z } from 'zod';

/** Voucher types and statuses (SPEC §9). */
export const VOUCHER_TYPES = ['free', 'valued'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];
export const VOUCHER_TYPE_LABELS: Record<VoucherType, string> = { free: 'Free Cart', valued: 'Fixed Value' };
export const VOUCHER_STATUSES = ['created', 'printed', 'emailed', 'used', 'disabled', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** Code alphabet: no 0/O, 1/I/L, so a code read aloud or printed is not mistaken. */
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Codes look like `XXXXX-XXXXX` (10 symbols of 31: about 49 bits). */
export const VOUCHER_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}$/;

/** Formats 10 alphabet indexes as a voucher code. */
export function formatVoucherCode(indexes: readonly number[]): string {
  const chars = indexes.map((i) => VOUCHER_CODE_ALPHABET[i % VOUCHER_CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
}

/**
 * Status changes the console may make (SPEC leaves them open): printed, emailed or disabled from
 * any live status, and disabled back to created. used and expired come from redemption and expiry
 * only, and end the voucher's life.
 */
export function canChangeVoucherStatus(from: VoucherStatus, to: VoucherStatus): boolean {
  if (from === to) return true;
  if (from === 'used' || from === 'expired') return false;
  if (to === 'used' || to === 'expired') return false;
  if (from === 'disabled') return to === 'created';
  return to === 'printed' || to === 'emailed' || to === 'disabled';
}

const nickname = z.string({ error: 'Nickname is required' }).trim().min(1, 'Nickname is required').max(100, 'Nickname is at most 100 characters');
const email = z
  .union([z.literal(''), z.email('Enter a valid email').max(200)])
  .nullish()
  // left out stays undefined (an edit keeps the stored email); '' or null clears it
  .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null));
const valueNumber = z.coerce.number<string | number>({ error: 'Value must be a number' }).max(100_000, 'Value is at most 100000');
/** A number or its text (form fields); true, null or an object are not coerced into 1 or 0. */
const numeric = (number: z.ZodCoercedNumber<string | number>) => z.union([z.number(), z.string()], { error: 'Value must be a number' }).pipe(number);
const value = numeric(valueNumber);

/** Body of `POST /api/uorder/voucher` and the create dialog: value > 0 unless the voucher is free. */
export const voucherCreateSchema = z
  .object({
    barId: z.string().optional(),
    nickname,
    email,
    type: z.enum(VOUCHER_TYPES, { error: 'Choose Free Cart or Fixed Value' }),
    value: value.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'valued' && !(typeof v.value === 'number' && v.value > 0)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value must be greater than 0' });
    }
  })
  .transform((v) => ({ ...v, value: v.type === 'free' ? 0 : Math.round((v.value ?? 0) * 100) / 100 }));
export type VoucherCreateInput = z.input<typeof voucherCreateSchema>;

/** Body of `PATCH /api/uorder/voucher/{id}`; fields left out keep their value. */
export const voucherUpdateSchema = z.object({
  barId: z.string().optional(),
  nickname: nickname.optional(),
  email,
  type: z.enum(VOUCHER_TYPES, { error: 'type must be free or valued' }).optional(),
  value: numeric(valueNumber.min(0, 'Value must be 0 or more')).optional(),
  status: z.enum(VOUCHER_STATUSES, { error: `status must be one of ${VOUCHER_STATUSES.join(', ')}` }).optional(),
});
export type VoucherUpdateInput = z.input<typeof voucherUpdateSchema>;

export const voucherSchema = z.object({
  _id: z.string(),
  barId: z.string(),
  code: z.string(),
  type: z.enum(VOUCHER_TYPES),
  value: z.number(),
  status: z.enum(VOUCHER_STATUSES),
  nickname: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** Sortable and searchable fields of `GET /api/uorder/voucher/`. */
export const VOUCHER_LIST_FIELDS = {
  sortable: ['createdAt', 'type', 'code', 'value', 'status', 'nickname'],
  searchable: ['type', 'status', 'code', 'nickname', 'email', 'value', 'createdAt'],
} as const;
