import type { DispenserForecast } from '@bar/domain';

/** The next `count` bottles to run out before closing, soonest first (the answer is already in that order). */
export function nextToRunOutView(dispensers: readonly DispenserForecast[], count = 3): DispenserForecast[] {
  return dispensers.filter((d) => d.runOutAt !== null && d.beforeClosing).slice(0, count);
}
