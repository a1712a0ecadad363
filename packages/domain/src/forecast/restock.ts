import { ingredientKey, partsUsed, sumOfRates, type ConsumptionModel } from './consumption.js';
import type { CellForecast } from './run-out.js';

/** One stop of the restock walk: a cell to replace (empty or under its alarm level) or top up, and the bottles to bring. */
export interface RestockLine {
  dispenserId: string;
  graphicCode: string;
  row: number;
  column: number;
  ingredientId: string | null;
  ingredientName: string;
  sizeId: string;
  sizeDescription: string;
  capacity: number;
  level: number;
  runOutAt: Date | null;
  action: 'replace' | 'topUp';
  /** Full bottles of the cell's size: one to fill it, more when the product would run dry again before closing. */
  bottles: number;
}

/** Bottles of one product and size for the whole list (what to fetch from the store room). */
export interface RestockTotal {
  ingredientName: string;
  sizeDescription: string;
  bottles: number;
}

/**
 * The restock list of one opening: every cell that runs out before it closes, in the order of a
 * walk along the wall (row, then column). Filling those cells covers most of the opening; when the
 * product's use until closing is more than its cells then hold, the emptiest cell gets the extra
 * bottles (it is changed again during service).
 * @example restockLines(forecasts, model, opensAt, closesAt) // [{ row: 1, column: 3, ingredientName: 'Gin', bottles: 1, … }]
 */
export function restockLines(forecasts: readonly CellForecast[], model: ConsumptionModel, fromMs: number, closesAt: Date): RestockLine[] {
  const byProduct = new Map<string, CellForecast[]>();
  for (const f of forecasts) byProduct.set(ingredientKey(f.ingredientName), [...(byProduct.get(ingredientKey(f.ingredientName)) ?? []), f]);
  const lines: RestockLine[] = [];
  for (const cells of byProduct.values()) {
    const out = cells.filter((c) => c.beforeClosing);
    if (!out.length) continue;
    // once refilled every recipe pours it until closing
    const key = ingredientKey(cells[0].ingredientName);
    const use = partsUsed(sumOfRates(model.streams.filter((s) => s.ingredient === key).map((s) => s.rate)), fromMs, closesAt.getTime());
    const held = out.reduce((s, c) => s + c.capacity, 0) + cells.filter((c) => !c.beforeClosing).reduce((s, c) => s + Math.max(0, c.level), 0);
    const extra = use > held ? Math.ceil((use - held) / out[0].capacity - 1e-9) : 0;
    // the emptiest cell (poured first) is the one changed again
    const first = [...out].sort((a, b) => a.level - b.level)[0];
    for (const c of out) {
      lines.push({
        dispenserId: c.dispenserId,
        graphicCode: c.graphicCode,
        row: c.row,
        column: c.column,
        ingredientId: c.ingredientId,
        ingredientName: c.ingredientName,
        sizeId: c.sizeId,
        sizeDescription: c.sizeDescription,
        capacity: c.capacity,
        level: c.level,
        runOutAt: c.runOutAt,
        action: c.level <= c.alarmLevel ? 'replace' : 'topUp',
        bottles: 1 + (c === first ? extra : 0),
      });
    }
  }
  return lines.sort((a, b) => a.row - b.row || a.column - b.column);
}

/** The list's bottles by product and size, most first. */
export function restockTotals(lines: readonly RestockLine[]): RestockTotal[] {
  const totals = new Map<string, RestockTotal>();
  for (const l of lines) {
    const key = `${ingredientKey(l.ingredientName)}|${l.sizeDescription}`;
    const t = totals.get(key) ?? { ingredientName: l.ingredientName, sizeDescription: l.sizeDescription, bottles: 0 };
    t.bottles += l.bottles;
    totals.set(key, t);
  }
  return [...totals.values()].sort((a, b) => b.bottles - a.bottles || a.ingredientName.localeCompare(b.ingredientName));
}
