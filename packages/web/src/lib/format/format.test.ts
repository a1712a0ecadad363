import { describe, expect, it } from 'vitest';
import { currencyOf } from './currency';
import { createFormat } from './format';

const en = createFormat('en');
const it_ = createFormat('it');
// 21 November 2026, 14:04:05 UTC: 15:04 in Rome, 06:04 in Los Angeles
const instant = '2026-11-21T14:04:05.123Z';

describe('format: dates and times', () => {
  it('writes dd/MM/yyyy HH:mm on a 24-hour clock in both languages, in the zone asked', () => {
    expect(en.dateTime(instant, 'Europe/Rome')).toBe('21/11/2026 15:04');
    expect(it_.dateTime(instant, 'Europe/Rome')).toBe('21/11/2026 15:04');
    expect(en.dateTime(instant, 'America/Los_Angeles')).toBe('21/11/2026 06:04');
    expect(en.date('2026-03-01T00:30:00Z', 'America/Los_Angeles')).toBe('28/02/2026');
    expect(en.time(new Date('2026-07-01T00:30:00Z'), 'Europe/Rome')).toBe('02:30');
    expect(en.time(Date.parse('2026-07-01T12:00:00Z'), 'UTC')).toBe('12:00');
  });

  it("uses the viewer's zone when none is given, and writes nothing for an unreadable date", () => {
    expect(en.dateTime(new Date(2025, 0, 5, 9, 7))).toBe('05/01/2025 09:07');
    expect(en.dateTime('not a date', 'Europe/Rome')).toBe('');
    expect(it_.date(Number.NaN)).toBe('');
  });

  it('writes an export range as whole days in the zone, or with times when it is not whole days', () => {
    const march1 = { from: '2026-02-28T23:00:00.000Z', to: '2026-03-01T22:59:59.999Z' };
    expect(en.dayRange(march1, 'Europe/Rome')).toBe('01/03/2026 – 01/03/2026');
    expect(en.dayRange(march1, 'UTC')).toBe('28/02/2026 23:00 – 01/03/2026 22:59');
    expect(en.dayRange({ from: 'x', to: march1.to }, 'UTC')).toBe('');
    expect(en.dayRange(undefined, 'UTC')).toBe('');
  });
});

describe('format: numbers and prices', () => {
  it('groups digits and writes decimals as each language does', () => {
    expect(en.number(1234.5, 2)).toBe('1,234.50');
    expect(it_.number(1234.5, 2)).toBe('1234,50'); // Italian groups from five digits
    expect(it_.number(12345.5, 1)).toBe('12.345,5');
    expect(en.number(0.1 + 0.2)).toBe('0.3');
    expect(en.percent(0.25)).toBe('25%');
    expect(it_.percent(0.255, 1)).toBe('25,5%');
  });

  it("writes a price with the currency's symbol where the language puts it", () => {
    expect(en.price(1234.5, { code: 'EUR' })).toBe('€1,234.50');
    expect(it_.price(1234.5, { code: 'EUR' })).toBe('1234,50\u00a0€');
    expect(en.price(8, { code: 'USD' })).toBe('$8.00');
    expect(en.price(8, { code: 'GBP' })).toBe('£8.00');
    expect(it_.price(-3, { code: 'CHF' })).toBe('-3,00\u00a0CHF');
  });

  it('puts the symbol on the side the bar chose', () => {
    expect(en.price(1234.5, { code: 'EUR', symbolLeft: false })).toBe('1,234.50 €');
    expect(en.price(12, { code: 'CHF', symbolLeft: true })).toBe('CHF 12.00');
    expect(it_.price(12, { code: 'EUR', symbolLeft: true })).toBe('€ 12,00');
    expect(it_.price(-12, { code: 'CZK', symbolLeft: false })).toBe('-12,00 Kč');
  });

  it('writes nothing when there is no amount', () => {
    expect(en.price(null, { code: 'EUR' })).toBe('');
    expect(en.price(undefined, { code: 'EUR' })).toBe('');
    expect(en.price(Number.NaN, { code: 'EUR' })).toBe('');
  });
});

describe('currencyOf', () => {
  it("reads a bar's currency from its payment settings, EUR when it has none or a malformed one", () => {
    expect(currencyOf({ currency: { currencyNameISO: 'GBP', currencySymbolLeft: false } })).toEqual({ code: 'GBP', symbolLeft: false });
    expect(currencyOf({ currency: { currencyNameISO: 'USD' } })).toEqual({ code: 'USD' });
    expect(currencyOf({ currency: { currencyNameISO: 'euro', currencySymbolLeft: 'left' } })).toEqual({ code: 'EUR' });
    expect(currencyOf({ currency: 'EUR' })).toEqual({ code: 'EUR' });
    expect(currencyOf(undefined)).toEqual({ code: 'EUR' });
  });
});
