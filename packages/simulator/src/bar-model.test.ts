import { describe, expect, it } from 'vitest';
import { CONVEYOR_NEEDS_STOP_MESSAGE, type DeviceEvent } from '@bar/domain';
import { quietModel as model } from './test/quiet-model.js';

const drinkStatuses = (events: DeviceEvent[]) => events.flatMap((e) => (e.type === 'drink' ? [e.drink.status] : []));

describe('simulated bar', () => {
  it('takes orders and drives each drink open → producing → ready → delivering → delivered', () => {
    const { m, events } = model({}, { ordersPerHour: 3600 });
    m.step(1_000); // one order per simulated second
    for (let i = 0; i < 120; i++) m.step(1_000);
    const first = events.find((e) => e.type === 'drink')!;
    const id = first.type === 'drink' ? first.drink.id : '';
    const path = events.flatMap((e) => (e.type === 'drink' && e.drink.id === id ? [e.drink.status] : []));
    expect(path).toEqual(['open', 'producing', 'ready', 'delivering', 'delivered']);
  });

  it('halts production while robots are stopped, and a closed bar takes no orders', () => {
    const { m, events } = model({}, { ordersPerHour: 3600 });
    m.execute('generalStop', {});
    for (let i = 0; i < 30; i++) m.step(1_000);
    expect(drinkStatuses(events)).not.toContain('producing');
    m.execute('setOpen', { open: false });
    const before = events.length;
    for (let i = 0; i < 30; i++) m.step(1_000);
    expect(events.slice(before).filter((e) => e.type === 'drink' && e.drink.status === 'open')).toHaveLength(0);
  });

  it('stops everything on emergency until restored, and refuses General Start meanwhile', () => {
    const { m } = model();
    expect(m.execute('emergencyStop', {})).toEqual({ ok: true });
    expect(m.status()).toBe('EMERGENCY');
    expect(m.robots.every((r) => r.status === 'EMERGENCY')).toBe(true);
    expect(m.execute('generalStart', {})).toEqual({ ok: false, error: 'Restore the emergency first.' });
    m.execute('restoreEmergency', {});
    expect(m.execute('generalStart', {})).toEqual({ ok: true });
    expect(m.status()).toBe('RUNNING');
  });

  it('moves ms1 conveyors only when both robots are in STOP', () => {
    const { m } = model({ version: 'ms1' });
    expect(m.execute('moveConveyor', { number: 1, position: 'back' })).toEqual({ ok: false, error: CONVEYOR_NEEDS_STOP_MESSAGE });
    m.execute('stopRobot', { robotId: 'r1', tagName: 'R1' });
    m.execute('stopRobot', { robotId: 'r2', tagName: 'R2' });
    expect(m.execute('moveConveyor', { number: 1, position: 'back' })).toEqual({ ok: true });
    expect(model().m.execute('moveConveyor', { number: 1, position: 'back' }).ok).toBe(false);
  });

  it('raises a cup error that halts production until restored, and reports bottle levels', () => {
    const { m, events } = model({}, { ordersPerHour: 3600, cupErrorsPerHour: 3_600_000, autoRecoverMs: 0 });
    for (let i = 0; i < 40; i++) m.step(1_000);
    expect(m.flags.cupError).toBe(true);
    expect(events.some((e) => e.type === 'bar' && e.roboticSystem?.cupError)).toBe(true);
    expect(events.some((e) => e.type === 'bottles' && e.levels.length > 0)).toBe(true);
    m.execute('restoreCupError', {});
    expect(m.flags.cupError).toBe(false);
  });

  it('faults a running robot (ABORTED, its drink fails, reported), which staff reset after the recovery time', () => {
    const { m, events } = model({}, { ordersPerHour: 3600, robotFaultsPerHour: 3_600_000, autoRecoverMs: 60_000 });
    for (let i = 0; i < 30 && !m.robots.some((r) => r.status === 'ABORTED'); i++) m.step(1_000);
    const faulted = m.robots.find((r) => r.status === 'ABORTED')!;
    expect(faulted).toBeTruthy();
    expect(events.some((e) => e.type === 'robot' && e.tagName === faulted.tagName && e.status === 'ABORTED')).toBe(true);
    const { m: quiet, events: quietEvents } = model({}, { ordersPerHour: 0, autoRecoverMs: 60_000 });
    quiet.execute('orderDrink', { drinkId: 'd1', recipe: { name: 'Water', price: 1, category: '', ingredients: [] } });
    quiet.step(1_000);
    const maker = quiet.robots.find((r) => r.tagName === [...quiet.drinks.values()][0].robotTag)!;
    quiet.faultRobot(maker);
    expect(quietEvents.filter((e) => e.type === 'drink' && e.drink.id === 'd1').at(-1)).toMatchObject({ drink: { status: 'error', error: 'Robot fault' } });
    quiet.step(30_000);
    expect(maker.status).toBe('ABORTED');
    quiet.step(31_000);
    expect(maker.status).toBe('RUNNING');
  });

  it('refuses malformed arguments', () => {
    expect(model().m.execute('moveConveyor', { number: 'one' }).ok).toBe(false);
  });
});
