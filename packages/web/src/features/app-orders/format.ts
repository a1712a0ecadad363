export { formatDateTime } from '../../lib/format-date-time';

export function formatPrice(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : '';
}

/** `12.50 EUR`: the amount with two decimals and the order's currency. */
export function formatMoney(value: number, currency: string): string {
  return `${formatPrice(value)} ${currency}`.trim();
}
