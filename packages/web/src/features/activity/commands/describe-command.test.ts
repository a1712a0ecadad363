import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { describeCommand } from './describe-command';

const t = i18next.getFixedT('en', 'activity');

describe('describeCommand', () => {
  it('names the robot, the conveyor move, the mode and the open state', () => {
    expect(describeCommand(t, 'stopRobot', { robotId: 'r1', tagName: 'MI-R1' })).toBe('Robot stop: MI-R1');
    expect(describeCommand(t, 'moveConveyor', { number: 4, position: 'front' })).toBe('Conveyor move: 4 front');
    expect(describeCommand(t, 'setMode', { mode: 'automaticConveyor', value: false })).toBe('Mode: Automatic Conveyor off');
    expect(describeCommand(t, 'setOpen', { open: false })).toBe('Bar open/closed: closed');
    expect(describeCommand(t, 'enableRobot', { tagName: 'LV-R2', enabled: true })).toBe('Robot enable: LV-R2 on');
  });

  it('keeps bar-wide commands to their label and unknown commands to their name', () => {
    expect(describeCommand(t, 'restoreFences', {})).toBe('Fences restore');
    expect(describeCommand(t, 'somethingNew', null)).toBe('somethingNew');
  });

  it('speaks Italian', () => {
    const italian = i18next.getFixedT('it', 'activity');
    expect(describeCommand(italian, 'moveConveyor', { number: 4, position: 'front' })).toBe('Spostamento nastro: 4 avanti');
    expect(describeCommand(italian, 'setMode', { mode: 'maintenanceMode', value: true })).toBe('Modalità: Manutenzione on');
  });
});
