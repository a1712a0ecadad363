import { describe, expect, it } from 'vitest';
import { applyFleetUpdate, countByFilter, viewFleet } from './fleet-rows';
import { fleetBar, secondsBefore, TEST_NOW } from './test-fleet-bar';

const names = (bars: { name: string }[]) => bars.map((bar) => bar.name);

describe('applyFleetUpdate', () => {
  const milano = fleetBar('Milano');
  const roma = fleetBar('Roma');

  it('replaces the rows of the bars in the update, whole, and keeps the others as they are', () => {
    const romaClosed = fleetBar('Roma', { open: false, queue: { count: 0, oldestCreatedAt: null } });
    const next = applyFleetUpdate({ bars: [milano, roma] }, { bars: [romaClosed] });
    expect(next?.bars).toEqual([milano, romaClosed]);
    expect(next?.bars[0]).toBe(milano);
  });

  it('adds a bar it did not hold yet at the end', () => {
    const torino = fleetBar('Torino');
    expect(names(applyFleetUpdate({ bars: [milano] }, { bars: [torino] })!.bars)).toEqual(['Milano', 'Torino']);
  });

  it('leaves the fleet untouched when it is not loaded yet or nothing changed', () => {
    expect(applyFleetUpdate(undefined, { bars: [milano] })).toBeUndefined();
    const fleet = { bars: [milano] };
    expect(applyFleetUpdate(fleet, { bars: [] })).toBe(fleet);
  });
});

describe('viewFleet and countByFilter', () => {
  const bars = [
    fleetBar('Bergamo'),
    fleetBar('Ancona', { alarms: { critical: 0, warning: 2 } }),
    fleetBar('Como', { liveCheck: secondsBefore(181) }),
    fleetBar('Domodossola', { open: false, alarms: { critical: 1, warning: 0 } }),
  ];

  it('filters, searches and sorts with the domain rules', () => {
    expect(names(viewFleet(bars, { sort: 'attention', filter: 'all', search: '' }, TEST_NOW))).toEqual(['Como', 'Domodossola', 'Ancona', 'Bergamo']);
    expect(names(viewFleet(bars, { sort: 'name', filter: 'alarms', search: '' }, TEST_NOW))).toEqual(['Ancona', 'Domodossola']);
    expect(names(viewFleet(bars, { sort: 'name', filter: 'all', search: 'CO' }, TEST_NOW))).toEqual(['Ancona', 'Como']);
  });

  it('counts the bars each filter keeps under the search', () => {
    expect(countByFilter(bars, '', TEST_NOW)).toEqual({ all: 4, offline: 1, alarms: 2, closed: 1 });
    expect(countByFilter(bars, 'om', TEST_NOW)).toEqual({ all: 2, offline: 1, alarms: 1, closed: 1 });
  });
});
