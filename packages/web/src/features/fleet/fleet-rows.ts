import { FLEET_FILTERS, fleetMatches, sortFleet, type Fleet, type FleetBarSummary, type FleetFilter, type FleetSort, type FleetUpdate } from '@bar/domain';

/**
 * The fleet with a live update applied: each row of the update replaces the row of the same bar,
 * a bar not listed yet (a role just granted) joins the end; the order is the sort's business.
 */
export function applyFleetUpdate(fleet: Fleet | undefined, update: FleetUpdate): Fleet | undefined {
  if (!fleet || update.bars.length === 0) return fleet;
  const changed = new Map(update.bars.map((bar) => [bar.barId, bar]));
  const bars = fleet.bars.map((bar) => {
    const row = changed.get(bar.barId);
    if (row) changed.delete(bar.barId);
    return row ?? bar;
  });
  return { bars: [...bars, ...changed.values()] };
}

export interface FleetView {
  sort: FleetSort;
  filter: FleetFilter;
  search: string;
}

/** The bars the view shows, in its order (filter and search first, so the sort has less to do). */
export function viewFleet(bars: readonly FleetBarSummary[], { sort, filter, search }: FleetView, now: Date): FleetBarSummary[] {
  return sortFleet(
    bars.filter((bar) => fleetMatches(bar, filter, search, now)),
    sort,
    now,
  );
}

/** How many bars each filter keeps under the search typed, for the filter's choices. */
export function countByFilter(bars: readonly FleetBarSummary[], search: string, now: Date): Record<FleetFilter, number> {
  const counts = Object.fromEntries(FLEET_FILTERS.map((filter) => [filter, 0])) as Record<FleetFilter, number>;
  for (const bar of bars) {
    for (const filter of FLEET_FILTERS) if (fleetMatches(bar, filter, search, now)) counts[filter] += 1;
  }
  return counts;
}
