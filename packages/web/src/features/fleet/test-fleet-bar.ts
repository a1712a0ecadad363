import type { FleetBarSummary } from '@bar/domain';

/** 20:00 UTC in the tests' world. */
export const TEST_NOW = new Date('2026-11-26T20:00:00Z');
export const secondsBefore = (seconds: number, now = TEST_NOW) => new Date(now.getTime() - seconds * 1000).toISOString();

/** A row of the fleet for tests: an open, healthy ms3.1 bar heard 20 s ago, with `over` changed. */
export function fleetBar(name: string, over: Partial<FleetBarSummary> = {}): FleetBarSummary {
  return {
    barId: `bar-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    version: 'ms3.1',
    liveCheck: secondsBefore(20),
    status: 'RUNNING',
    open: true,
    maintenance: false,
    robots: [
      { tagName: 'R1', displayName: 'Robot 1', status: 'RUNNING' },
      { tagName: 'R2', displayName: 'Robot 2', status: 'RUNNING' },
    ],
    queue: { count: 2, oldestCreatedAt: secondsBefore(300) },
    today: { drinks: 41, revenue: 287.5 },
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    bottles: { low: 1, empty: 0 },
    alarms: { critical: 0, warning: 0 },
    ...over,
  };
}
