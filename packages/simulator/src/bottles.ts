import type { BottleLevel } from '@bar/domain';

/** A recipe line; Bottle lines are poured from the wall, `quantity` dosing parts each. */
export interface PourLine {
  name: string;
  quantity: number;
  type: string;
}

/**
 * The bottle a Bottle line is poured from. A wall often holds one product in several cells: the
 * doser takes an enabled cell that still holds the dose, the emptiest first, so an opened bottle is
 * finished before a full one is started.
 */
export function bottleFor(bottles: readonly BottleLevel[], line: PourLine): BottleLevel | undefined {
  let best: BottleLevel | undefined;
  for (const b of bottles) {
    if (!b.enabled || b.ingredientName !== line.name || b.level < line.quantity) continue;
    if (!best || b.level < best.level) best = b;
  }
  return best;
}

/**
 * Plans the pours of a drink: the Bottle lines matched to cells, or the first line whose product is
 * on the wall but in no cell that holds the dose (the drink fails). Lines for products the wall
 * does not carry are left to other dispensers.
 */
export function planPours(
  bottles: readonly BottleLevel[],
  lines: readonly PourLine[],
): { pours: Array<{ bottle: BottleLevel; quantity: number }> } | { empty: string } {
  const pours: Array<{ bottle: BottleLevel; quantity: number }> = [];
  for (const line of lines) {
    if (line.type !== 'Bottle' || line.quantity <= 0) continue;
    const bottle = bottleFor(bottles, line);
    if (bottle) pours.push({ bottle, quantity: line.quantity });
    else if (bottles.some((b) => b.ingredientName === line.name)) return { empty: line.name };
  }
  return { pours };
}

/** Pours the planned doses: each lowers its cell by its quantity of parts (the level's unit). */
export function pour(pours: ReadonlyArray<{ bottle: BottleLevel; quantity: number }>): void {
  for (const p of pours) p.bottle.level = Math.max(0, Math.round((p.bottle.level - p.quantity) * 10) / 10);
}
