import { bottleLevelReading, dispenserCellState } from '@bar/domain';
import type { BottleCell } from '../api/types';

export interface LowBottle {
  cell: BottleCell;
  state: 'danger' | 'warning';
  percent: number;
  ml: number | null;
}

/** The empty bottles, then those under 30%, each group lowest first, then by position code. */
export function lowBottles(cells: ReadonlyArray<BottleCell>): LowBottle[] {
  const low: LowBottle[] = [];
  for (const cell of cells) {
    const state = dispenserCellState(cell);
    if (state === 'danger' || state === 'warning') low.push({ cell, state, ...bottleLevelReading(cell) });
  }
  const rank = (b: LowBottle) => (b.state === 'danger' ? 0 : 1);
  return low.sort((a, b) => rank(a) - rank(b) || a.percent - b.percent || a.cell.graphicCode.localeCompare(b.cell.graphicCode));
}
