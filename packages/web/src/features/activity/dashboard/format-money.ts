/** How a bar shows its currency (paymentSettings.currency). */
export interface CurrencySetting {
  currencyNameISO?: string;
  currencySymbolLeft?: boolean;
}

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', CZK: 'Kč', AED: 'AED', CHF: 'CHF' };

/** Reads the currency out of a bar's free-form paymentSettings. */
export function currencyOf(paymentSettings: Record<string, unknown> | undefined): CurrencySetting {
  const value = paymentSettings?.currency;
  if (!value || typeof value !== 'object') return {};
  const { currencyNameISO, currencySymbolLeft } = value as Record<string, unknown>;
  return {
    currencyNameISO: typeof currencyNameISO === 'string' ? currencyNameISO : undefined,
    currencySymbolLeft: typeof currencySymbolLeft === 'boolean' ? currencySymbolLeft : undefined,
  };
}

/**
 * An amount with two decimals and the bar's symbol on the side it chose.
 * @example formatMoney(12.5, { currencyNameISO: 'EUR', currencySymbolLeft: false }) === '12.50 €'
 */
export function formatMoney(amount: number, currency: CurrencySetting): string {
  const iso = currency.currencyNameISO ?? 'EUR';
  const symbol = SYMBOLS[iso] ?? iso;
  const digits = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency.currencySymbolLeft === false ? `${digits} ${symbol}` : `${symbol} ${digits}`;
}
