/** A row that can be reordered: its id and its current order number. */
export interface OrderedRow {
  id: string;
  order: number;
}

export interface OrderChange {
  id: string;
  order: number;
}

/**
 * Moves the row at `from` to `to` (SPEC §4): the rows keep the same set of order numbers, handed
 * out again in the new sequence, and only the rows whose number changed are returned — the rows
 * the move really touched. `rows` must be in display order.
 */
export function moveRow<T extends OrderedRow>(rows: readonly T[], from: number, to: number): { rows: T[]; changes: OrderChange[] } {
  if (from < 0 || from >= rows.length || to < 0 || to >= rows.length || from === to) return { rows: [...rows], changes: [] };
  const moved = [...rows];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item);
  const numbers = distinctOrderNumbers(rows);
  const changes: OrderChange[] = [];
  const next = moved.map((row, i) => {
    if (row.order === numbers[i]) return row;
    changes.push({ id: row.id, order: numbers[i] });
    return { ...row, order: numbers[i] };
  });
  return { rows: next, changes };
}

/** The rows' order numbers sorted; duplicates (legacy data) are spread so each row gets its own. */
function distinctOrderNumbers(rows: readonly OrderedRow[]): number[] {
  const sorted = rows.map((r) => r.order).sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) if (sorted[i] <= sorted[i - 1]) sorted[i] = sorted[i - 1] + 1;
  return sorted;
}
