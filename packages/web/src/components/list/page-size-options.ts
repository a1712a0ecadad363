import { PAGE_SIZES } from '@bar/domain';

/**
 * The page sizes a list offers: 5, 10, 25 (SPEC §9) plus the list's own default when it is not
 * one of them (the bars list defaults to 2), in ascending order.
 *
 * @example pageSizeOptionsFor(2) // [2, 5, 10, 25]
 */
export function pageSizeOptionsFor(defaultPerPage: number, sizes: readonly number[] = PAGE_SIZES): number[] {
  const options = new Set<number>(sizes);
  options.add(defaultPerPage);
  return [...options].sort((a, b) => a - b);
}
