/** What the table knows of a column when it has to make room. */
export interface PrioritisedColumn {
  field: string;
  /**
   * 1: never hidden (names, row actions). Higher numbers give way first when the table is wider than
   * its box; columns without one count as 2. The first column is never hidden.
   */
  priority?: number;
}

/** The columns that may give way, in the order they do: highest priority number first, rightmost first among equals. */
export function hidingOrder<C extends PrioritisedColumn>(columns: ReadonlyArray<C>, keep: ReadonlySet<string> = new Set()): C[] {
  return columns
    .map((column, index) => ({ column, index, priority: column.priority ?? 2 }))
    .filter(({ column, index, priority }) => index > 0 && priority > 1 && !keep.has(column.field))
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .map(({ column }) => column);
}

/**
 * The columns left once `hidden` of them have given way, in their own order. `keep` names the
 * columns that must stay (e.g. one whose filter is in use, so the filter stays in sight).
 */
export function shownColumns<C extends PrioritisedColumn>(columns: ReadonlyArray<C>, hidden: number, keep: ReadonlySet<string> = new Set()): C[] {
  const gone = new Set(hidingOrder(columns, keep).slice(0, Math.max(0, hidden)));
  return columns.filter((column) => !gone.has(column));
}
