import { describe, expect, it } from 'vitest';
import { VOUCHER_CODE_PATTERN, canChangeVoucherStatus, formatVoucherCode, voucherCreateSchema, voucherUpdateSchema } from './voucher.js';

describe('voucherCreateSchema', () => {
  it('needs a nickname and a value above 0 for a valued voucher', () => {
    const r = voucherCreateSchema.safeParse({ nickname: ' ', type: 'valued', value: 0 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['nickname', 'value']);
  });
  it('stores 0 for a free voucher whatever value was sent, and accepts an empty email', () => {
    expect(voucherCreateSchema.parse({ nickname: 'Ann', type: 'free', value: 12, email: '' })).toMatchObject({ value: 0, email: null });
  });
  it('refuses an invalid email', () => {
    expect(voucherCreateSchema.safeParse({ nickname: 'Ann', type: 'valued', value: 5, email: 'nope' }).success).toBe(false);
  });
  it('takes a value as a number or its text, never a boolean, null or object coerced to 1 or 0', () => {
    expect(voucherCreateSchema.parse({ nickname: 'Ann', type: 'valued', value: '12.5' })).toMatchObject({ value: 12.5 });
    for (const value of [true, false, null, {}, [], 'twelve']) {
      expect(voucherCreateSchema.safeParse({ nickname: 'Ann', type: 'valued', value }).success, JSON.stringify(value)).toBe(false);
      expect(voucherCreateSchema.safeParse({ nickname: 'Ann', type: 'free', value }).success, `free ${JSON.stringify(value)}`).toBe(false);
      expect(voucherUpdateSchema.safeParse({ value }).success, `update ${JSON.stringify(value)}`).toBe(false);
    }
    expect(voucherUpdateSchema.parse({ value: 3 })).toMatchObject({ value: 3 });
  });
});

describe('voucher codes and statuses', () => {
  it('formats codes without look-alike characters', () => {
    const code = formatVoucherCode([0, 1, 2, 3, 4, 26, 27, 28, 29, 30]);
    expect(code).toMatch(VOUCHER_CODE_PATTERN);
    expect(code).not.toMatch(/[01OIL]/);
  });
  it('never changes a used or expired voucher and never sets used or expired', () => {
    expect(canChangeVoucherStatus('used', 'disabled')).toBe(false);
    expect(canChangeVoucherStatus('expired', 'created')).toBe(false);
    expect(canChangeVoucherStatus('created', 'used')).toBe(false);
    expect(canChangeVoucherStatus('created', 'printed')).toBe(true);
    expect(canChangeVoucherStatus('disabled', 'created')).toBe(true);
    expect(canChangeVoucherStatus('disabled', 'printed')).toBe(false);
  });
});
