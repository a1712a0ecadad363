import type { DeviceEvent } from '@bar/domain';
import { BarModel, DEFAULT_SIMULATION, type BarSetup } from '../bar-model.js';

export const testSetup = (over: Partial<BarSetup> = {}): BarSetup => ({
  barId: '11111111-1111-4111-8111-111111111111',
  name: 'Sim',
  version: 'ms3.1',
  open: true,
  theme: 'auto',
  roboticSystem: {},
  robots: [
    { id: 'r1', tagName: 'R1', displayName: 'Left', status: 'RUNNING', enabled: true },
    { id: 'r2', tagName: 'R2', displayName: 'Right', status: 'RUNNING', enabled: true },
  ],
  ...over,
});

/** A model with a fixed random sequence, no faults and no drink errors; `events` holds what it reported. */
export function quietModel(over: Partial<BarSetup> = {}, sim: Partial<typeof DEFAULT_SIMULATION> = {}) {
  const events: DeviceEvent[] = [];
  let n = 0;
  const m = new BarModel(
    testSetup(over),
    (e) => events.push(e),
    { ...DEFAULT_SIMULATION, cupErrorsPerHour: 0, fenceTripsPerHour: 0, robotFaultsPerHour: 0, emptyBottlesPerHour: 0, drinkErrorRate: 0, ...sim },
    () => 0.5,
    () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  );
  return { m, events };
}
