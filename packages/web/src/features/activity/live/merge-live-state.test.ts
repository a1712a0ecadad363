import { describe, expect, it } from 'vitest';
import { barFixture } from '../test/bar-fixture';
import { mergeLiveBar, mergeLiveRobot } from './merge-live-state';

describe('mergeLiveBar', () => {
  it('takes the live state of the message and keeps what the caller was answered otherwise', () => {
    const bar = barFixture({ status: 'RUNNING', open: true });
    const merged = mergeLiveBar(bar, {
      _id: 'bar-1',
      name: 'Renamed elsewhere',
      status: 'STOPPED',
      open: false,
      liveCheck: '2030-01-01T00:00:00.000Z',
      roboticSystem: { cupError: true },
      bottleWarning: [{ dispenserId: 'd1', ingredientId: 'i1' }],
      paymentSettings: { voucherEnabled: true },
      robots: [{ _id: 'r1', tagName: 'R1', displayName: 'Toni Left', status: 'STOP', enabled: true }],
    });
    expect(merged).toMatchObject({ status: 'STOPPED', open: false, liveCheck: '2030-01-01T00:00:00.000Z', name: 'Milano Duomo' });
    expect(merged.roboticSystem).toMatchObject({ cupError: true, ghostMode: true });
    expect(merged.bottleWarning).toHaveLength(1);
    expect(merged.paymentSettings).toBe(bar.paymentSettings);
    expect(merged.robots).toEqual([{ id: 'r1', tagName: 'R1', displayName: 'Toni Left', status: 'STOP', enabled: true }]);
  });

  it('takes whether the open state still waits for the bar to confirm it', () => {
    const pending = mergeLiveBar(barFixture({ open: true }), { _id: 'bar-1', open: false, openPending: true });
    expect(pending).toMatchObject({ open: false, openPending: true });
    expect(mergeLiveBar(pending, { _id: 'bar-1', open: false, openPending: false })).toMatchObject({ open: false, openPending: false });
  });

  it('ignores a message about another bar or without an object payload', () => {
    const bar = barFixture();
    expect(mergeLiveBar(bar, { _id: 'other', status: 'EMERGENCY' })).toBe(bar);
    expect(mergeLiveBar(bar, 'nonsense')).toBe(bar);
  });
});

describe('mergeLiveRobot', () => {
  it('replaces the status and enabled flag of the robot with that id', () => {
    const merged = mergeLiveRobot(barFixture(), { _id: 'r2', barId: 'bar-1', tagName: 'R2', displayName: 'Toni Right', status: 'STOP', enabled: false });
    expect(merged.robots[1]).toEqual({ id: 'r2', tagName: 'R2', displayName: 'Toni Right', status: 'STOP', enabled: false });
    expect(merged.robots[0]!.status).toBe('RUNNING');
  });

  it('leaves the bar alone for an unknown robot or another bar', () => {
    const bar = barFixture();
    expect(mergeLiveRobot(bar, { _id: 'r9', tagName: 'R9', status: 'STOP' })).toBe(bar);
    expect(mergeLiveRobot(bar, { _id: 'r1', barId: 'bar-2', tagName: 'R1', status: 'STOP' })).toBe(bar);
  });
});
