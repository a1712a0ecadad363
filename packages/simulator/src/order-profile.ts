import { seededRandom, timeZoneOffsetMinutes, type MenuItem } from '@bar/domain';

/**
 * A bar's customers by hour of its day: how busy each hour is (a share of the busiest hour), from a
 * seed. With the same seed a bar orders the same drinks at the same moments, so its consumption is
 * known in advance (the run-out forecast is tested against it) and the demo's charts show a real day.
 */
export interface OrderProfile {
  /** Any number; each bar mixes in its id, so bars of one fleet differ but each repeats itself. */
  seed: number;
  /** 24 shares (0…1) of `ordersPerHour`, one per hour of the bar's day, 0 = midnight to 1 am. */
  hourly: readonly number[];
  /** Bars differ by up to this share around `ordersPerHour` (0.3: from 0.7× to 1.3×); 0 = all alike. */
  spread: number;
}

/** Quiet mornings, a lunch bump, the evening the busiest, winding down after midnight (never idle: the demo runs at any hour). */
export const EVENING_HOURS: readonly number[] = [
  0.6, 0.45, 0.3, 0.2, 0.15, 0.15, 0.15, 0.15, 0.2, 0.2, 0.25, 0.35, 0.5, 0.45, 0.3, 0.3, 0.35, 0.5, 0.7, 0.9, 1, 1, 0.95, 0.8,
];

/** The demo's profile: the evening curve, bars up to 30 % apart. */
export const DEMO_ORDER_PROFILE: OrderProfile = { seed: 2026, hourly: EVENING_HOURS, spread: 0.3 };

const HOUR_MS = 3_600_000;

/** A number from a text (FNV-1a), to mix a bar's id into the seed. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The hour of the day (0…23) at `atMs` in the zone (an unknown zone counts as UTC). */
export function hourOfDay(atMs: number, timeZone: string): number {
  let offset: number;
  try {
    offset = timeZoneOffsetMinutes(atMs, timeZone);
  } catch {
    offset = 0;
  }
  if (!Number.isFinite(offset)) offset = 0;
  const local = atMs + offset * 60_000;
  return Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / HOUR_MS);
}

/**
 * One bar's steady customers: orders arrive evenly at the rate of the hour (never in random bursts)
 * and pick the menu's recipes in proportion to their weights, in a seeded order.
 * @example const c = new SteadyCustomers(DEMO_ORDER_PROFILE, barId, 120, 'Europe/Rome'); c.due(at, 60_000) // orders in that minute
 */
export class SteadyCustomers {
  /** Orders per hour at the busiest hour for this bar. */
  readonly peakPerHour: number;
  private credit: number;
  private readonly random: () => number;
  /** Smooth weighted round robin: each recipe's credit by name. */
  private readonly picks = new Map<string, number>();

  constructor(
    private readonly profile: OrderProfile,
    barId: string,
    ordersPerHour: number,
    private readonly timeZone: string,
  ) {
    this.random = seededRandom(hashText(`${profile.seed}:${barId}`));
    this.peakPerHour = ordersPerHour * (1 + profile.spread * (2 * this.random() - 1));
    this.credit = this.random();
  }

  /** Orders per hour at that moment. */
  rateAt(atMs: number): number {
    return this.peakPerHour * (this.profile.hourly[hourOfDay(atMs, this.timeZone)] ?? 0);
  }

  /** How many orders arrive in the `dtMs` ending at `atMs`. */
  due(atMs: number, dtMs: number): number {
    this.credit += (this.rateAt(atMs - dtMs / 2) * dtMs) / HOUR_MS;
    const n = Math.floor(this.credit);
    this.credit -= n;
    return n;
  }

  /** The next recipe: over any run of orders each recipe's count stays within one of its weighted share. */
  pick(menu: readonly MenuItem[]): MenuItem {
    const total = menu.reduce((s, m) => s + Math.max(0, m.weight), 0);
    let best = menu[0];
    let bestCredit = -Infinity;
    for (const item of menu) {
      // a recipe new to the menu starts at a seeded point within one turn of its own (so no recipe runs a whole turn ahead)
      const credit = (this.picks.get(item.recipe.name) ?? this.random() * Math.max(0, item.weight)) + Math.max(0, item.weight);
      this.picks.set(item.recipe.name, credit);
      if (credit > bestCredit) {
        best = item;
        bestCredit = credit;
      }
    }
    this.picks.set(best.recipe.name, bestCredit - total);
    return best;
  }
}
