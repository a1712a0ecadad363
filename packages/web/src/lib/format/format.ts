import { timeZoneOffsetMinutes } from '@bar/domain';
import type { Language } from '../i18n/languages';
import type { Currency } from './currency';

/** The Intl locale of each language: English writes days as dd/MM/yyyy (SPEC §2), as British English does. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };

type Instant = string | number | Date;

/** Dates, numbers and prices written in one language. A zone left out is the viewer's. */
export interface Format {
  /** dd/MM/yyyy HH:mm on a 24-hour clock; '' for an unreadable date. */
  dateTime(instant: Instant, timeZone?: string): string;
  /** dd/MM/yyyy. */
  date(instant: Instant, timeZone?: string): string;
  /** HH:mm. */
  time(instant: Instant, timeZone?: string): string;
  /** Grouped digits; `digits` fixes the decimals (else up to 3). */
  number(value: number, digits?: number): string;
  /** 0.25 → 25%. */
  percent(fraction: number, digits?: number): string;
  /** Two decimals (the currency's own) and its symbol; '' when there is no amount. */
  price(amount: number | null | undefined, currency: Currency): string;
  /** An export's range: whole days as "dd/MM/yyyy – dd/MM/yyyy", else with times; '' when there is none. */
  dayRange(range: { from?: unknown; to?: unknown } | undefined, timeZone?: string): string;
}

const DAY_MS = 86_400_000;

function toMs(instant: Instant): number {
  return instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : new Date(instant).getTime();
}

/** Formatters are costly to build: one per locale, options and zone. */
function cached<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

export function createFormat(language: Language): Format {
  const locale = LOCALES[language];
  const dayFormat = cached(
    (zone) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', ...(zone ? { timeZone: zone } : {}) }),
  );
  const timeFormat = cached(
    (zone) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(zone ? { timeZone: zone } : {}) }),
  );
  const numberFormat = cached(
    (digits) =>
      new Intl.NumberFormat(
        locale,
        digits === '' ? { maximumFractionDigits: 3 } : { minimumFractionDigits: Number(digits), maximumFractionDigits: Number(digits) },
      ),
  );
  const percentFormat = cached((digits) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: Number(digits) }));
  const priceFormat = cached((code) => new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }));

  const written = (write: (ms: number, zone: string) => string) => (instant: Instant, timeZone?: string) => {
    const ms = toMs(instant);
    return Number.isNaN(ms) ? '' : write(ms, timeZone ?? '');
  };
  const date = written((ms, zone) => dayFormat(zone).format(ms));
  const time = written((ms, zone) => timeFormat(zone).format(ms));
  const dateTime = written((ms, zone) => `${dayFormat(zone).format(ms)} ${timeFormat(zone).format(ms)}`);

  return {
    dateTime,
    date,
    time,
    number: (value, digits) => numberFormat(digits === undefined ? '' : String(digits)).format(value),
    percent: (fraction, digits = 0) => percentFormat(String(digits)).format(fraction),
    price(amount, currency) {
      if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
      const parts = priceFormat(currency.code).formatToParts(amount);
      if (currency.symbolLeft === undefined) return parts.map((p) => p.value).join('');
      const symbol = parts.find((p) => p.type === 'currency')?.value ?? currency.code;
      const digits = parts
        .filter((p) => p.type !== 'currency')
        .map((p) => p.value)
        .join('')
        .trim();
      return currency.symbolLeft ? `${symbol} ${digits}` : `${digits} ${symbol}`;
    },
    dayRange(range, timeZone) {
      if (!range || typeof range.from !== 'string' || typeof range.to !== 'string') return '';
      const from = toMs(range.from);
      const to = toMs(range.to);
      if (Number.isNaN(from) || Number.isNaN(to)) return '';
      const msOfDay = (ms: number) => {
        const offset = timeZone ? timeZoneOffsetMinutes(ms, timeZone) : -new Date(ms).getTimezoneOffset();
        return (((ms + offset * 60_000) % DAY_MS) + DAY_MS) % DAY_MS;
      };
      if (msOfDay(from) === 0 && msOfDay(to) === DAY_MS - 1) return `${date(from, timeZone)} – ${date(to, timeZone)}`;
      return `${dateTime(from, timeZone)} – ${dateTime(to, timeZone)}`;
    },
  };
}
