import { consumptionModel, ingredientKey, type ConsumptionHistory } from './consumption.js';
import { barSession, type BarSession } from './opening-hours.js';
import { duringOpenings, forecastCells, openingsAhead, type CellForecast, type LevelCell } from './run-out.js';
import { restockLines, restockTotals, type RestockLine, type RestockTotal } from './restock.js';
import { closestSubstitutes, type Substitute, type SubstituteCandidate } from './substitutes.js';

/** A recipe of the bar's menu, as the forecast reads it. */
export interface ForecastRecipe extends SubstituteCandidate {
  ingredients: ReadonlyArray<{ ingredientId?: string | null; ingredientName: string; ingredientType: string; quantity: number }>;
}

export interface BarForecastInput {
  now: Date;
  timeZone: string;
  openingTime?: string | null;
  closingTime?: string | null;
  cells: readonly LevelCell[];
  history: ConsumptionHistory;
  recipes: readonly ForecastRecipe[];
}

/** A recipe that runs out before closing (valid now), or one that cannot be made now with what to offer instead. */
export interface RecipeForecast {
  recipeId: string;
  name: string;
  categoryId: string;
  valid: boolean;
  /** When its first ingredient runs out (valid recipes), null for unavailable ones. */
  runsOutAt: Date | null;
  /** The ingredient that runs out first. */
  ingredientName: string | null;
  substitutes: Substitute[];
}

export interface BarForecast {
  session: BarSession;
  dispensers: CellForecast[];
  recipes: RecipeForecast[];
  restock: { lines: RestockLine[]; totals: RestockTotal[] };
}

/** When a product is gone: its last cell's run-out; null when some cell lasts past the horizon. */
function productRunOuts(forecasts: readonly CellForecast[]): Map<string, Date | null> {
  const out = new Map<string, Date | null>();
  for (const f of forecasts) {
    const key = ingredientKey(f.ingredientName);
    const known = out.get(key);
    if (known === null) continue;
    out.set(key, f.runOutAt === null ? null : known && known > f.runOutAt ? known : f.runOutAt);
  }
  return out;
}

function recipeForecasts(recipes: readonly ForecastRecipe[], forecasts: readonly CellForecast[], closesAt: Date): RecipeForecast[] {
  const products = productRunOuts(forecasts);
  const out: RecipeForecast[] = [];
  for (const r of recipes) {
    const base = { recipeId: r.id, name: r.name, categoryId: r.categoryId, valid: r.valid };
    if (!r.valid) {
      out.push({ ...base, runsOutAt: null, ingredientName: null, substitutes: closestSubstitutes(r, recipes) });
      continue;
    }
    let first: { at: Date; name: string } | null = null;
    for (const i of r.ingredients) {
      if (i.ingredientType !== 'Bottle') continue;
      const at = products.get(ingredientKey(i.ingredientName));
      if (at && at <= closesAt && (!first || at < first.at)) first = { at, name: i.ingredientName };
    }
    if (first) out.push({ ...base, runsOutAt: first.at, ingredientName: first.name, substitutes: [] });
  }
  return out;
}

/**
 * A bar's forecast: every enabled cell's run-out, the recipes that go with them, and the restock
 * list of the current opening (or the next one when the bar is closed).
 * @example forecastBar({ now, timeZone: 'Europe/Rome', openingTime: '18:00', closingTime: '02:00', cells, history, recipes })
 */
export function forecastBar(input: BarForecastInput): BarForecast {
  const { now, timeZone } = input;
  const session = barSession(now, input.openingTime, input.closingTime, timeZone);
  const spans = openingsAhead(now, input.openingTime, input.closingTime, timeZone);
  const mix = input.recipes
    .filter((r) => r.valid)
    .map((r) => ({ name: r.name, ingredients: r.ingredients.map((i) => ({ name: i.ingredientName, quantity: i.quantity, type: i.ingredientType })) }));
  const model = duringOpenings(consumptionModel(input.history, mix, timeZone), spans);
  const dispensers = forecastCells(input.cells, model, now, session.closesAt);
  const lines = restockLines(dispensers, model, Math.max(now.getTime(), session.opensAt.getTime()), session.closesAt);
  return {
    session,
    dispensers,
    recipes: recipeForecasts(input.recipes, dispensers, session.closesAt),
    restock: { lines, totals: restockTotals(lines) },
  };
}
