import { describe, expect, it } from 'vitest';
import { currencyOf, formatMoney } from './format-money';

describe('formatMoney', () => {
  it('puts the symbol where the bar chose, with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5, { currencyNameISO: 'EUR', currencySymbolLeft: true })).toBe('€ 1,234.50');
    expect(formatMoney(12, { currencyNameISO: 'CHF', currencySymbolLeft: false })).toBe('12.00 CHF');
    expect(formatMoney(0.1 + 0.2, { currencyNameISO: 'USD' })).toBe('$ 0.30');
  });

  it('falls back to euro on the left when the bar has no currency', () => {
    expect(formatMoney(3, {})).toBe('€ 3.00');
  });
});

describe('currencyOf', () => {
  it('reads the currency of payment settings and ignores malformed values', () => {
    expect(currencyOf({ currency: { currencyNameISO: 'GBP', currencySymbolLeft: false } })).toEqual({
      currencyNameISO: 'GBP',
      currencySymbolLeft: false,
    });
    expect(currencyOf({ currency: 'EUR' })).toEqual({});
    expect(currencyOf(undefined)).toEqual({});
  });
});
