/** How a bar shows prices (paymentSettings.currency): its ISO code and the side of the symbol. */
export interface Currency {
  /** ISO 4217 code; EUR when the bar has none. */
  code: string;
  /** The bar's choice; undefined: where the language puts it. */
  symbolLeft?: boolean;
}

export const DEFAULT_CURRENCY = 'EUR';

/** Reads the currency out of a bar's free-form paymentSettings, ignoring malformed values. */
export function currencyOf(paymentSettings: Record<string, unknown> | undefined | null): Currency {
  const value = paymentSettings?.currency;
  if (!value || typeof value !== 'object') return { code: DEFAULT_CURRENCY };
  const { currencyNameISO, currencySymbolLeft } = value as Record<string, unknown>;
  return {
    code: typeof currencyNameISO === 'string' && /^[A-Z]{3}$/.test(currencyNameISO) ? currencyNameISO : DEFAULT_CURRENCY,
    ...(typeof currencySymbolLeft === 'boolean' ? { symbolLeft: currencySymbolLeft } : {}),
  };
}
