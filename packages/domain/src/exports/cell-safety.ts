const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet will not run as a formula (CSV/formula injection): a value starting
 * with =, +, -, @, tab or carriage return gets a leading apostrophe. Numbers are written as numbers
 * by the caller and never pass through here, so negative amounts stay numbers.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
