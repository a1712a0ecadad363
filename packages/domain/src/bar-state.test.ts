import { describe, expect, it } from 'vitest';
import {
  availableModes,
  bottleLevelState,
  bottleWarnings,
  canMoveConveyors,
  controlPanelKind,
  conveyorCount,
  conveyorNumberProblem,
  hasMovableConveyors,
} from './bar-state.js';

describe('bar state rules', () => {
  it('grades bottle levels: alarm at or below the alarm level, warning under 30% of capacity', () => {
    const b = { enabled: true, capacity: 25, alarmLevel: 2 };
    expect(bottleLevelState({ ...b, level: 2 })).toBe('alarm');
    expect(bottleLevelState({ ...b, level: 7 })).toBe('warning');
    expect(bottleLevelState({ ...b, level: 7.5 })).toBe('none');
    expect(bottleLevelState({ ...b, level: 0, enabled: false })).toBe('none');
    const lists = bottleWarnings([
      { dispenserId: 'a', ingredientId: 'x', ...b, level: 1 },
      { dispenserId: 'b', ingredientId: 'y', ...b, level: 5 },
    ]);
    expect(lists).toEqual({ bottleAlarm: [{ dispenserId: 'a', ingredientId: 'x' }], bottleWarning: [{ dispenserId: 'b', ingredientId: 'y' }] });
  });

  it('lets conveyors move only when every robot is in STOP', () => {
    expect(canMoveConveyors([{ status: 'STOP' }, { status: 'STOP' }])).toBe(true);
    expect(canMoveConveyors([{ status: 'STOP' }, { status: 'RUNNING' }])).toBe(false);
    expect(canMoveConveyors([])).toBe(false);
  });

  it('counts 3 conveyors per robot on ms1 only, and names the range of a number outside them', () => {
    expect(hasMovableConveyors('ms1')).toBe(true);
    expect(hasMovableConveyors('veloce')).toBe(false);
    expect(conveyorCount('ms1', 2)).toBe(6);
    expect(conveyorCount('ms3.1', 2)).toBe(0);
    expect(conveyorNumberProblem('number', 6, 6)).toBeNull();
    expect(conveyorNumberProblem('number', 1, 6)).toBeNull();
    expect(conveyorNumberProblem('number', 7, 6)).toBe('number must be from 1 to 6 on this bar (it has 6 conveyors); got 7.');
    expect(conveyorNumberProblem('deliveryPosition', 0, 6)).toBe('deliveryPosition must be from 1 to 6 on this bar (it has 6 conveyors); got 0.');
    expect(conveyorNumberProblem('number', 1, 0)).toBe('This bar has no robots, so no conveyors: number 1 does not exist.');
  });

  it('picks the control panel and modes by version', () => {
    expect(controlPanelKind('veloce')).toBe('perRobot');
    expect(controlPanelKind('ms3.1')).toBe('general');
    expect(availableModes('ms1')).toEqual(['automaticConveyor', 'maintenanceMode']);
    expect(availableModes('compatto')).toEqual(['danceMode', 'ghostMode', 'maintenanceMode']);
  });
});
