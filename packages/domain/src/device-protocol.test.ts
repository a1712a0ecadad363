import { describe, expect, it } from 'vitest';
import { barManagerUpdateSchema, pickRoboticMode, roboticModeBodySchema } from './commands.js';
import { deviceCommandSchema, deviceEventSchema, parseCommandArgs } from './device-protocol.js';

describe('device protocol', () => {
  it('accepts each event type and refuses unknown ones', () => {
    expect(deviceEventSchema.safeParse({ type: 'heartbeat', status: 'RUNNING' }).success).toBe(true);
    expect(deviceEventSchema.safeParse({ type: 'ack', commandId: 'c', status: 'done' }).success).toBe(true);
    expect(deviceEventSchema.safeParse({ type: 'ack', commandId: 'c', status: 'maybe' }).success).toBe(false);
    expect(deviceEventSchema.safeParse({ type: 'drink', drink: { id: 'not-a-uuid', status: 'open' } }).success).toBe(false);
    expect(deviceEventSchema.safeParse({ type: 'reboot' }).success).toBe(false);
  });

  it('checks command names and arguments', () => {
    expect(deviceCommandSchema.safeParse({ id: '1', command: 'selfDestruct', args: {}, issuedBy: 'u', at: 'now' }).success).toBe(false);
    expect(parseCommandArgs('moveConveyor', { number: 2, position: 'front' })).toEqual({ number: 2, position: 'front' });
    expect(parseCommandArgs('moveConveyor', { number: 2, position: 'up' })).toBeNull();
  });

  it('takes exactly one mode, and open or theme, in the control bodies', () => {
    expect(roboticModeBodySchema.safeParse({ ghostMode: true }).success).toBe(true);
    expect(roboticModeBodySchema.safeParse({}).success).toBe(false);
    expect(roboticModeBodySchema.safeParse({ ghostMode: true, danceMode: false }).success).toBe(false);
    expect(pickRoboticMode({ automaticConveyor: false })).toEqual({ mode: 'automaticConveyor', value: false });
    expect(barManagerUpdateSchema.safeParse({ open: false }).success).toBe(true);
    expect(barManagerUpdateSchema.safeParse({ theme: 'dark' }).success).toBe(true);
    expect(barManagerUpdateSchema.safeParse({ open: true, theme: 'dark' }).success).toBe(false);
  });
});
