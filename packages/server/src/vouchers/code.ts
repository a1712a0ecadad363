import { randomInt } from 'node:crypto';
import { VOUCHER_CODE_ALPHABET, formatVoucherCode } from '@bar/domain';

/** A voucher code from the operating system's cryptographic generator: hard to guess. */
export function newVoucherCode(): string {
  return formatVoucherCode(Array.from({ length: 10 }, () => randomInt(VOUCHER_CODE_ALPHABET.length)));
}
