import { canChangeVoucherStatus, type Voucher, type VoucherStatus, voucherCreateSchema, voucherUpdateSchema } from '@bar/domain';
import type { z } from 'zod';
import type { Db } from '../db/connection.js';
import { findBarPaymentSettings } from '../bars/repository.js';
import { AppError, badRequest, conflict, notFound } from '../http/errors.js';
import type { Principal } from '../auth/repository.js';
import { newVoucherCode } from './code.js';
import { findVoucher, insertVoucher, toVoucher, updateVoucher } from './repository.js';

export const VOUCHERS_DISABLED = 'Vouchers are not enabled for this bar.';
export const VOUCHER_FINAL = 'A used or expired voucher cannot be changed.';

/** Creates a voucher with a fresh code; a code already taken is drawn again. */
export async function createVoucher(
  db: Db,
  barId: string,
  input: z.output<typeof voucherCreateSchema>,
  principal: Principal | null,
  drawCode: () => string = newVoucherCode,
): Promise<Voucher> {
  const paymentSettings = await findBarPaymentSettings(db, barId);
  if (paymentSettings === undefined) throw notFound('Bar');
  if (!(paymentSettings as { voucherEnabled?: unknown }).voucherEnabled) throw conflict(VOUCHERS_DISABLED);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertVoucher(db, {
      barId,
      code: drawCode(),
      type: input.type,
      value: input.value.toFixed(2),
      nickname: input.nickname,
      email: input.email ?? null,
      createdBy: principal?.userId ?? null,
    });
    if (row) return toVoucher(row);
  }
  throw new AppError(503, 'Could not draw a free voucher code. Try again.');
}

/** Edits a voucher: a used or expired one never changes; status moves follow canChangeVoucherStatus. */
export async function editVoucher(db: Db, barId: string, id: string, input: z.output<typeof voucherUpdateSchema>): Promise<Voucher> {
  const current = await findVoucher(db, barId, id);
  if (!current) throw notFound('Voucher');
  const from = current.status as VoucherStatus;
  if (from === 'used' || from === 'expired') throw conflict(VOUCHER_FINAL);
  if (input.status && !canChangeVoucherStatus(from, input.status)) {
    throw conflict(`A ${from} voucher cannot become ${input.status}.`);
  }
  const type = input.type ?? (current.type as 'free' | 'valued');
  let value = input.value ?? Number(current.value);
  if (type === 'free') value = 0;
  else if (!(value > 0)) throw badRequest('Value must be greater than 0', [{ path: 'value', message: 'Value must be greater than 0' }]);
  const row = await updateVoucher(db, id, from, {
    ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.status ? { status: input.status } : {}),
    type,
    value: value.toFixed(2),
  });
  if (!row) throw conflict('The voucher changed meanwhile. Reload it and try again.');
  return toVoucher(row);
}
