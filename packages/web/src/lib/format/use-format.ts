import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/languages';
import { useBarTimeZone } from '../bar-time-zone';
import { useSession } from '../session-context';
import { currencyOf, type Currency } from './currency';
import { createFormat, type Format } from './format';

const formats = new Map<string, Format>();

/** Dates, numbers and prices in the language in use. */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  let format = formats.get(language);
  if (!format) {
    format = createFormat(language);
    formats.set(language, format);
  }
  return format;
}

/** useFormat bound to the selected bar: its time zone and its currency (EUR until it is loaded). */
export interface BarFormat {
  dateTime(instant: string | number | Date): string;
  date(instant: string | number | Date): string;
  time(instant: string | number | Date): string;
  /** In the bar's currency, or another one (an app order keeps the currency it was paid in). */
  price(amount: number | null | undefined, currencyCode?: string): string;
  dayRange(range: { from?: unknown; to?: unknown } | undefined): string;
  number: Format['number'];
  percent: Format['percent'];
  timeZone: string;
  currency: Currency;
}

export function useBarFormat(): BarFormat {
  const format = useFormat();
  const { selectedBar } = useSession();
  const timeZone = useBarTimeZone(selectedBar?.id ?? '');
  const paymentSettings = selectedBar?.paymentSettings as Record<string, unknown> | undefined;
  const { code, symbolLeft } = currencyOf(paymentSettings);
  return useMemo(() => {
    const currency: Currency = symbolLeft === undefined ? { code } : { code, symbolLeft };
    return {
      dateTime: (instant) => format.dateTime(instant, timeZone),
      date: (instant) => format.date(instant, timeZone),
      time: (instant) => format.time(instant, timeZone),
      price: (amount, currencyCode) => format.price(amount, currencyCode ? { ...currency, code: currencyCode } : currency),
      dayRange: (range) => format.dayRange(range, timeZone),
      number: format.number,
      percent: format.percent,
      timeZone,
      currency,
    };
  }, [format, timeZone, code, symbolLeft]);
}
