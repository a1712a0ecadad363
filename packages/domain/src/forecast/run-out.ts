import { ingredientKey, type ConsumptionModel, type ConsumptionStream, type ForecastBasis, type Rate } from './consumption.js';
import { barSession } from './opening-hours.js';

/** A dispenser that reports a level (today: bottle cells), as the forecast reads it. */
export interface LevelCell {
  dispenserId: string;
  /** The label on the wall (e.g. B0110). */
  graphicCode: string;
  kind: 'bottles';
  ingredientId: string | null;
  ingredientName: string;
  enabled: boolean;
  level: number;
  capacity: number;
  alarmLevel: number;
  row: number;
  column: number;
  sizeId: string;
  sizeDescription: string;
}

/** When a cell will be empty at the learned rate, with a band from the rate's uncertainty. */
export interface CellForecast extends LevelCell {
  basis: ForecastBasis;
  /** The product's rate now, parts per hour (all its cells together). */
  ratePerHour: number;
  /** Null: not within the forecast's horizon (a week). */
  runOutAt: Date | null;
  earliestAt: Date | null;
  latestAt: Date | null;
  /** Empty before the current (or next) opening closes. */
  beforeClosing: boolean;
}

/** How far ahead run-outs are looked for. */
export const FORECAST_HORIZON_MS = 7 * 24 * 3_600_000;

/** The bar's openings from `now` over `horizonMs` (the current one first when open). */
export function openingsAhead(
  now: Date,
  openingTime: string | null | undefined,
  closingTime: string | null | undefined,
  zone: string,
  horizonMs = FORECAST_HORIZON_MS,
) {
  const spans: Array<[number, number]> = [];
  let at = now;
  while (at.getTime() < now.getTime() + horizonMs && spans.length < 64) {
    const s = barSession(at, openingTime, closingTime, zone);
    spans.push([Math.max(s.opensAt.getTime(), now.getTime()), s.closesAt.getTime()]);
    at = s.closesAt;
  }
  return spans;
}

/**
 * A steady rate (recent or menu mix) counts only while the bar is open; a weekly rate already knows
 * its quiet hours.
 */
export function duringOpenings(model: ConsumptionModel, spans: ReadonlyArray<readonly [number, number]>): ConsumptionModel {
  if (model.basis === 'weekly') return model;
  const inside = (at: number) => spans.some(([a, b]) => at >= a && at < b);
  const edges = spans.flatMap(([a, b]) => [a, b]);
  const masked = (rate: Rate): Rate => ({
    perHourAt: (at) => (inside(at) ? rate.perHourAt(at) : 0),
    nextChangeAfter: (at) => edges.find((edge) => edge > at) ?? null,
  });
  return { ...model, streams: model.streams.map((s) => ({ ...s, rate: masked(s.rate) })) };
}

const HOUR_MS = 3_600_000;
const orderOfUse = (a: LevelCell, b: LevelCell) => a.level - b.level || a.row - b.row || a.column - b.column;

interface Product {
  cells: LevelCell[];
  /** Use at which each cell (in order of use) is empty: its level plus the levels of the cells before it. */
  thresholds: number[];
  streams: ConsumptionStream[];
}

/**
 * What a cell can still pour: whole doses of the smallest dose asked of its product (the doser skips a
 * cell holding less than the dose, so that rest is never poured).
 * @example usableLevel(5, 2) // 4
 */
export function usableLevel(level: number, dose = 0): number {
  if (level <= 0) return 0;
  return dose > 0 ? Math.floor(level / dose + 1e-9) * dose : level;
}

function productsOf(cells: readonly LevelCell[], model: ConsumptionModel): Map<string, Product> {
  const products = new Map<string, Product>();
  for (const cell of cells) {
    if (!cell.enabled) continue;
    const key = ingredientKey(cell.ingredientName);
    const p = products.get(key) ?? { cells: [], thresholds: [], streams: model.streams.filter((s) => s.ingredient === key) };
    p.cells.push(cell);
    products.set(key, p);
  }
  for (const p of products.values()) {
    p.cells.sort(orderOfUse);
    let before = 0;
    const dose = p.streams.length ? Math.min(...p.streams.map((st) => st.dose)) : 0;
    p.thresholds = p.cells.map((c) => (before += usableLevel(c.level, dose)));
  }
  return products;
}

/**
 * Runs the bar forward from `now`: products are used by the recipes that pour them; a product whose
 * last cell is empty stops its recipes (the other products of those recipes are no longer used by
 * them). Answers each cell's run-out (ms, or null past the horizon). `factor` scales a product's use.
 */
function runForward(products: Map<string, Product>, now: number, factor: (ingredient: string) => number, horizonMs: number): Map<string, number | null> {
  const end = now + horizonMs;
  const out = new Map<string, number | null>();
  const used = new Map<string, number>();
  const crossed = new Map<string, number>();
  const stopped = new Set<string>();
  const settle = (at: number) => {
    for (const [key, p] of products) {
      let k = crossed.get(key) ?? 0;
      while (k < p.thresholds.length && (used.get(key) ?? 0) >= p.thresholds[k] - 1e-9) out.set(p.cells[k++].dispenserId, at);
      crossed.set(key, k);
      if (k === p.thresholds.length) for (const s of p.streams) stopped.add(s.recipe);
    }
  };
  settle(now);
  let at = now;
  while (at < end) {
    const rates = new Map<string, number>();
    let next = end;
    for (const [key, p] of products) {
      let perHour = 0;
      for (const s of p.streams) {
        if (stopped.has(s.recipe)) continue;
        perHour += s.rate.perHourAt(at);
        next = Math.min(next, s.rate.nextChangeAfter(at) ?? end);
      }
      perHour *= factor(key);
      rates.set(key, perHour);
      const k = crossed.get(key) ?? 0;
      if (perHour > 0 && k < p.thresholds.length) next = Math.min(next, at + ((p.thresholds[k] - (used.get(key) ?? 0)) / perHour) * HOUR_MS);
    }
    if (next <= at) next = at + 1;
    for (const [key, perHour] of rates) used.set(key, (used.get(key) ?? 0) + (perHour * (next - at)) / HOUR_MS);
    at = next;
    settle(at);
    if ([...rates.values()].every((r) => r === 0) && [...products.values()].every((p) => p.streams.every((s) => s.rate.nextChangeAfter(at) === null))) break;
  }
  for (const p of products.values()) for (const c of p.cells) if (!out.has(c.dispenserId)) out.set(c.dispenserId, null);
  return out;
}

/**
 * Every enabled cell's run-out, with a band from the uncertainty of its product's rate. Cells of one
 * product are poured emptiest first (as the doser does); a recipe stops once one of its products is gone.
 * A cell holding less than the smallest dose its product is poured in is empty for the doser.
 * @example forecastCells(cells, model, now, closesAt) // one forecast per enabled cell, soonest first
 */
export function forecastCells(
  cells: readonly LevelCell[],
  model: ConsumptionModel,
  now: Date,
  closesAt: Date,
  horizonMs = FORECAST_HORIZON_MS,
): CellForecast[] {
  const products = productsOf(cells, model);
  const t = now.getTime();
  const central = runForward(products, t, () => 1, horizonMs);
  const early = runForward(products, t, (k) => 1 + model.uncertainty(k), horizonMs);
  const late = runForward(products, t, (k) => Math.max(0, 1 - model.uncertainty(k)), horizonMs);
  const at = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms));
  const out: CellForecast[] = [];
  for (const p of products.values()) {
    const ratePerHour = p.streams.reduce((sum, s) => sum + s.rate.perHourAt(t), 0);
    for (const cell of p.cells) {
      const runOut = central.get(cell.dispenserId) ?? null;
      out.push({
        ...cell,
        basis: p.streams.length ? model.basis : 'none',
        ratePerHour: Math.round(ratePerHour * 100) / 100,
        runOutAt: at(runOut),
        earliestAt: at(early.get(cell.dispenserId)),
        latestAt: at(late.get(cell.dispenserId)),
        beforeClosing: runOut !== null && runOut <= closesAt.getTime(),
      });
    }
  }
  return out.sort((a, b) => (a.runOutAt?.getTime() ?? Infinity) - (b.runOutAt?.getTime() ?? Infinity) || a.row - b.row || a.column - b.column);
}

/** The next `count` cells to run out (within the horizon), soonest first. */
export function nextToRunOut(forecasts: readonly CellForecast[], count = 3): CellForecast[] {
  return forecasts.filter((f) => f.runOutAt !== null).slice(0, count);
}
