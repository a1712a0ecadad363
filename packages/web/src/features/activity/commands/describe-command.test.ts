import { describe, expect, it } from 'vitest';
import { describeCommand } from './describe-command';

describe('describeCommand', () => {
  it('names the robot, the conveyor move, the mode and the open state', () => {
    expect(describeCommand('stopRobot', { robotId: 'r1', tagName: 'MI-R1' })).toBe('Robot stop: MI-R1');
    expect(describeCommand('moveConveyor', { number: 4, position: 'front' })).toBe('Conveyor move: 4 front');
    expect(describeCommand('setMode', { mode: 'automaticConveyor', value: false })).toBe('Mode: Automatic Conveyor off');
    expect(describeCommand('setOpen', { open: false })).toBe('Bar open/closed: closed');
    expect(describeCommand('enableRobot', { tagName: 'LV-R2', enabled: true })).toBe('Robot enable: LV-R2 on');
  });

  it('keeps bar-wide commands to their label and unknown commands to their name', () => {
    expect(describeCommand('restoreFences', {})).toBe('Fences restore');
    expect(describeCommand('somethingNew', null)).toBe('somethingNew');
  });
});
