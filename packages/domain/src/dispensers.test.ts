import { describe, expect, it } from 'vitest';
import {
  BOTTLE_SIZES,
  bottleLevelReading,
  bottleDispenserUpdateSchema,
  coffeeDispenserUpdateSchema,
  dispenserCellState,
  manualCommandSchema,
  shortDispenserName,
  timedDispenserUpdateSchema,
  valveLabel,
} from './dispensers.js';
import { bottleLevelState } from './bar-state.js';
import { seededRandom } from './seeded-random.js';

const cell = (over: Partial<Parameters<typeof dispenserCellState>[0]> = {}) =>
  dispenserCellState({ enabled: true, ingredientId: 'i', actualLevel: 20, alarmLevel: 2, dispenserCapacity: { capacity: 25 }, ...over });

describe('bottle sizes', () => {
  it('lists the SPEC §9 sizes with their capacities', () => {
    expect(BOTTLE_SIZES.map((s) => s.description)).toEqual(['375 ml', '500 ml', '700 ml', '750 ml', '1 lt', '1.5 l', '1.75 lt']);
    expect(BOTTLE_SIZES.map((s) => s.capacity)).toEqual([14, 18, 25, 27, 37, 56, 66]);
  });
});

describe('dispenser cell state', () => {
  it('orders fake, disabled, danger, warning, normal', () => {
    expect(cell({ fake: true, enabled: false })).toBe('fake');
    expect(cell({ enabled: false })).toBe('disabled');
    expect(cell({ ingredientId: null })).toBe('disabled');
    expect(cell({ actualLevel: 2 })).toBe('danger');
    expect(cell({ actualLevel: 3 })).toBe('warning');
    expect(cell({ actualLevel: 7.49 })).toBe('warning');
    expect(cell({ actualLevel: 7.5 })).toBe('normal');
  });

  it('agrees with the bottle level rule at the boundaries for every size (property)', () => {
    const random = seededRandom(7);
    for (let n = 0; n < 2000; n++) {
      const size = BOTTLE_SIZES[Math.floor(random() * BOTTLE_SIZES.length)];
      const capacity = size.capacity;
      const alarmLevel = Math.floor(random() * capacity);
      const warnAt = capacity * 0.3;
      // pick levels on, just below and just above each threshold
      const candidates = [alarmLevel, alarmLevel + 0.01, Math.max(0, alarmLevel - 0.01), warnAt, warnAt - 0.01, warnAt + 0.01, random() * capacity];
      for (const level of candidates) {
        const state = cell({ actualLevel: level, alarmLevel, dispenserCapacity: { capacity } });
        const expected = level <= alarmLevel ? 'danger' : level < warnAt ? 'warning' : 'normal';
        expect(state).toBe(expected);
        const rule = bottleLevelState({ enabled: true, level, alarmLevel, capacity });
        expect(rule).toBe(expected === 'danger' ? 'alarm' : expected === 'warning' ? 'warning' : 'none');
        expect(bottleLevelState({ enabled: false, level, alarmLevel, capacity })).toBe('none');
      }
    }
  });
});

describe('map labels', () => {
  it('cuts names at 9 characters plus an ellipsis', () => {
    expect(shortDispenserName('Gin Tonic')).toBe('Gin Tonic');
    expect(shortDispenserName('Gin Tonic!')).toBe('Gin Tonic...');
    expect(shortDispenserName(null)).toBe('');
  });
  it('shows a valve flavour or UNASSIGNED', () => {
    expect(valveLabel({ flavourId: 'f', flavourName: 'Cola' })).toBe('Cola');
    expect(valveLabel({ flavourId: null })).toBe('UNASSIGNED');
  });
});

describe('dispenser schemas', () => {
  const bottle = { dispenserCapacity: { id: '700ml' }, doserType: 'SPIRITS', alarmLevel: 2, actualLevel: 25 };
  it('accepts a level up to the bottle size and refuses more', () => {
    expect(bottleDispenserUpdateSchema.safeParse(bottle).success).toBe(true);
    const over = bottleDispenserUpdateSchema.safeParse({ ...bottle, actualLevel: 25.5 });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('Level must be at most 25');
  });
  it('requires bottle size, doser type and alarm level', () => {
    const r = bottleDispenserUpdateSchema.safeParse({ actualLevel: 1 });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Bottle size is required', 'Doser type must be SPIRITS or SYRUP', 'Alarm level is required']));
    expect(bottleDispenserUpdateSchema.safeParse({ ...bottle, doserType: 'WINE' }).success).toBe(false);
  });
  it('requires dispensing time and grinder time', () => {
    expect(timedDispenserUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('Dispensing time is required');
    expect(timedDispenserUpdateSchema.safeParse({ dispensingTime: 300 }).success).toBe(true);
    expect(coffeeDispenserUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('Grinder time is required');
  });
  it('requires quantity and dispensing time for a manual command', () => {
    expect(manualCommandSchema.safeParse({ quantity: 1, dispensingTime: 200 }).success).toBe(true);
    expect(manualCommandSchema.safeParse({ dispensingTime: 200 }).error?.issues[0]?.message).toBe('Quantity is required');
    expect(manualCommandSchema.safeParse({ quantity: 0, dispensingTime: 200 }).success).toBe(false);
  });
});

describe('bottle level reading', () => {
  it('gives the share in % and the millilitres left of the bottle size', () => {
    expect(bottleLevelReading({ actualLevel: 12.5, dispenserCapacity: { id: '700ml', capacity: 25 } })).toEqual({ percent: 50, ml: 350 });
    expect(bottleLevelReading({ actualLevel: 37, dispenserCapacity: { id: '1lt', capacity: 37 } })).toEqual({ percent: 100, ml: 1000 });
  });

  it('stays within 0–100 % and leaves out the ml of an unknown size', () => {
    expect(bottleLevelReading({ actualLevel: 30, dispenserCapacity: { id: 'odd', capacity: 25 } })).toEqual({ percent: 100, ml: null });
    expect(bottleLevelReading({ actualLevel: -1, dispenserCapacity: { capacity: 0 } })).toEqual({ percent: 0, ml: null });
  });
});
