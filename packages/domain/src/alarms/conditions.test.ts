import { describe, expect, it } from 'vitest';
import { barAlarmConditions, isRobotError, type BarAlarmSnapshot } from './conditions.js';
import { CONDITION_ALARM_KINDS } from './kinds.js';

const now = new Date('2026-11-26T20:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const bar = (over: Partial<BarAlarmSnapshot> = {}): BarAlarmSnapshot => ({
  liveCheck: secondsAgo(5),
  roboticSystem: {},
  robots: [{ id: 'r1', name: 'Robot 1', status: 'RUNNING', enabled: true }],
  bottles: [{ dispenserId: 'd1', ingredientName: 'Gin', enabled: true, level: 20, capacity: 25, alarmLevel: 2 }],
  ...over,
});
const kinds = (b: BarAlarmSnapshot) => barAlarmConditions(b, now).conditions.map((c) => `${c.kind}:${c.subjectId}`);

describe('alarm conditions of a bar', () => {
  it('finds none on a healthy bar, and judges every condition kind', () => {
    expect(barAlarmConditions(bar({ runOuts: [] }), now)).toEqual({ judged: CONDITION_ALARM_KINDS, conditions: [] });
  });

  it('raises the bottles the forecast empties before closing, unless already at their alarm level, and judges them only when forecast', () => {
    const bottles = [
      { dispenserId: 'd1', ingredientName: 'Gin', enabled: true, level: 2, capacity: 25, alarmLevel: 2 },
      { dispenserId: 'd2', ingredientName: 'Rum', enabled: true, level: 12, capacity: 25, alarmLevel: 2 },
    ];
    const runOuts = [
      { dispenserId: 'd1', ingredientName: 'Gin', detail: 'Empty around 20:10' },
      { dispenserId: 'd2', ingredientName: 'Rum', detail: 'Empty around 23:40' },
    ];
    expect(barAlarmConditions(bar({ bottles, runOuts }), now).conditions).toEqual([
      { kind: 'bottleEmpty', subjectId: 'd1', subjectName: 'Gin', detail: '2/25' },
      { kind: 'runOutBeforeClosing', subjectId: 'd2', subjectName: 'Rum', detail: 'Empty around 23:40' },
    ]);
    expect(barAlarmConditions(bar(), now).judged).not.toContain('runOutBeforeClosing');
  });

  it('raises the bar-wide faults the bar reports', () => {
    expect(kinds(bar({ roboticSystem: { emergency: true, fencesOpen: true, cupError: true } }))).toEqual(['emergency:', 'fenceTrip:', 'cupError:']);
  });

  it('raises a bottle at or below its alarm level as empty and one under 30% as low, per dispenser', () => {
    const bottles = [
      { dispenserId: 'd1', ingredientName: 'Gin', enabled: true, level: 2, capacity: 25, alarmLevel: 2 },
      { dispenserId: 'd2', ingredientName: 'Rum', enabled: true, level: 7, capacity: 25, alarmLevel: 2 },
      { dispenserId: 'd3', ingredientName: 'Vodka', enabled: true, level: 7.5, capacity: 25, alarmLevel: 2 },
      { dispenserId: 'd4', ingredientName: 'Tequila', enabled: false, level: 0, capacity: 25, alarmLevel: 2 },
    ];
    const { conditions } = barAlarmConditions(bar({ bottles }), now);
    expect(conditions).toEqual([
      { kind: 'bottleEmpty', subjectId: 'd1', subjectName: 'Gin', detail: '2/25' },
      { kind: 'bottleLow', subjectId: 'd2', subjectName: 'Rum', detail: '7/25' },
    ]);
  });

  it('raises an aborted or unknown robot state, not a stopped or disabled robot', () => {
    const robots = [
      { id: 'r1', name: 'R1', status: 'ABORTED', enabled: true },
      { id: 'r2', name: 'R2', status: 'STOP', enabled: true },
      { id: 'r3', name: 'R3', status: 'GRIPPER FAULT', enabled: true },
      { id: 'r4', name: 'R4', status: 'ABORTED', enabled: false },
    ];
    expect(kinds(bar({ robots }))).toEqual(['robotError:r1', 'robotError:r3']);
    expect(isRobotError(null)).toBe(false);
  });

  it('judges only the offline condition of a bar silent for more than 3 minutes, keeping its stale faults as they were', () => {
    const silent = bar({ liveCheck: secondsAgo(181), roboticSystem: { emergency: true } });
    expect(barAlarmConditions(silent, now)).toEqual({
      judged: ['barOffline'],
      conditions: [{ kind: 'barOffline', subjectId: '', subjectName: null, detail: null }],
    });
    expect(barAlarmConditions(bar({ liveCheck: secondsAgo(180), runOuts: [] }), now).judged).toEqual(CONDITION_ALARM_KINDS);
  });

  it('does not call a bar that never connected offline', () => {
    expect(barAlarmConditions(bar({ liveCheck: null }), now)).toEqual({ judged: ['barOffline'], conditions: [] });
  });
});
