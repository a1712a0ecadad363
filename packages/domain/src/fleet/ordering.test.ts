import { describe, expect, it } from 'vitest';
import { fleetMatches, sortFleet } from './ordering.js';
import type { FleetBarSummary } from './summary.js';

const now = new Date('2026-11-26T20:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

function bar(name: string, over: Partial<FleetBarSummary> = {}): FleetBarSummary {
  return {
    barId: name.toLowerCase(),
    name,
    version: 'veloce',
    liveCheck: minutesAgo(1),
    status: 'READY',
    open: true,
    maintenance: false,
    robots: [],
    queue: { count: 0, oldestCreatedAt: null },
    today: { drinks: 0, revenue: 0 },
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    bottles: { low: 0, empty: 0 },
    alarms: { critical: 0, warning: 0 },
    ...over,
  };
}

describe('sortFleet', () => {
  const calm = bar('Alpha');
  const warned = bar('Bravo', { alarms: { critical: 0, warning: 3 } });
  const critical = bar('Charlie', { alarms: { critical: 1, warning: 0 } });
  const offline = bar('Delta', { liveCheck: minutesAgo(4) });
  const neverSeen = bar('Echo', { liveCheck: null });

  it('puts offline bars first, then the most alarms, critical before any number of warnings', () => {
    const sorted = sortFleet([calm, warned, critical, offline, neverSeen], 'attention', now);
    expect(sorted.map((b) => b.name)).toEqual(['Delta', 'Echo', 'Charlie', 'Bravo', 'Alpha']);
  });

  it('sorts by alarms alone or by name, without changing the list it was given', () => {
    const given = [calm, offline, warned, critical];
    expect(sortFleet(given, 'alarms', now).map((b) => b.name)).toEqual(['Charlie', 'Bravo', 'Alpha', 'Delta']);
    expect(sortFleet(given, 'name', now).map((b) => b.name)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(given.map((b) => b.name)).toEqual(['Alpha', 'Delta', 'Bravo', 'Charlie']);
  });
});

describe('fleetMatches', () => {
  it('searches names without regard to case or accents', () => {
    expect(fleetMatches(bar('Caffè Centrale'), 'all', 'caffe', now)).toBe(true);
    expect(fleetMatches(bar('Caffè Centrale'), 'all', '  CENTRALE ', now)).toBe(true);
    expect(fleetMatches(bar('Caffè Centrale'), 'all', 'porto', now)).toBe(false);
  });

  it('keeps offline, alarmed or closed bars for those filters', () => {
    expect(fleetMatches(bar('A', { liveCheck: minutesAgo(3.5) }), 'offline', '', now)).toBe(true);
    expect(fleetMatches(bar('A'), 'offline', '', now)).toBe(false);
    expect(fleetMatches(bar('A', { alarms: { critical: 0, warning: 1 } }), 'alarms', '', now)).toBe(true);
    expect(fleetMatches(bar('A'), 'alarms', '', now)).toBe(false);
    expect(fleetMatches(bar('A', { open: false }), 'closed', '', now)).toBe(true);
    expect(fleetMatches(bar('A'), 'closed', '', now)).toBe(false);
  });
});
