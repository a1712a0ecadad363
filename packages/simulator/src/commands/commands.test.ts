import { describe, expect, it } from 'vitest';
import { BAR_CLOSED_MESSAGE, NO_MOVABLE_CONVEYORS_MESSAGE, type DeviceEvent } from '@bar/domain';
import { quietModel } from '../test/quiet-model.js';

const R1 = { robotId: 'r1', tagName: 'R1' };
const recipe = { name: 'Water', price: 1, category: '', ingredients: [] };
/** A bar that only makes the drinks it is sent. */
const model = (over: Parameters<typeof quietModel>[0] = {}) => quietModel(over, { ordersPerHour: 0 });
const drinkEvents = (events: DeviceEvent[], id: string) => events.flatMap((e) => (e.type === 'drink' && e.drink.id === id ? [e.drink] : []));

describe('robot commands', () => {
  it('refuses an unknown robot, a disabled one and a start while fences are open', () => {
    const { m } = model();
    expect(m.execute('startRobot', { robotId: 'x', tagName: 'X' })).toEqual({ ok: false, error: 'Unknown robot.' });
    m.execute('enableRobot', { ...R1, enabled: false });
    expect(m.execute('startRobot', R1)).toEqual({ ok: false, error: 'The robot is disabled.' });
    m.execute('enableRobot', { ...R1, enabled: true });
    m.flags.fencesOpen = true;
    expect(m.execute('startRobot', R1)).toEqual({ ok: false, error: 'Restore the fences first.' });
    expect(m.execute('restoreFences', {})).toEqual({ ok: true });
    expect(m.flags.fencesOpen).toBe(false);
    expect(m.execute('startRobot', R1)).toEqual({ ok: true });
    expect(m.robots[0].status).toBe('RUNNING');
  });

  it('fails the drink a robot is making when it is disabled, aborted or put in maintenance', () => {
    const { m, events } = model();
    const make = (drinkId: string) => {
      m.execute('startRobot', R1);
      m.execute('orderDrink', { drinkId, recipe });
      m.step(1_000);
      expect(drinkEvents(events, drinkId).at(-1)?.status).toBe('producing');
    };
    make('d1');
    m.execute('enableRobot', { ...R1, enabled: false });
    expect(drinkEvents(events, 'd1').at(-1)).toMatchObject({ status: 'error', error: 'Robot disabled' });
    expect(m.robots[0]).toMatchObject({ enabled: false, status: 'STOP' });

    m.execute('enableRobot', { ...R1, enabled: true });
    make('d2');
    m.execute('abortRobot', R1);
    expect(drinkEvents(events, 'd2').at(-1)).toMatchObject({ status: 'error', error: 'Aborted by operator' });
    expect(m.robots[0].status).toBe('STOP');

    make('d3');
    m.execute('toggleRobotMaintenance', R1);
    expect(drinkEvents(events, 'd3').at(-1)).toMatchObject({ status: 'error', error: 'Robot put in maintenance' });
    expect(m.robots[0].status).toBe('MAINTENANCE');
    m.execute('toggleRobotMaintenance', R1);
    expect(m.robots[0].status).toBe('STOP');
  });
});

describe('drink commands', () => {
  it('refuses orders while closed and queues a drink once however often it is sent', () => {
    const { m, events } = model({ open: false });
    expect(m.execute('orderDrink', { drinkId: 'd1', recipe })).toEqual({ ok: false, error: BAR_CLOSED_MESSAGE });
    m.execute('setOpen', { open: true });
    m.execute('orderDrink', { drinkId: 'd1', recipe, type: 'Kiosk', name: 'Anna' });
    m.execute('orderDrink', { drinkId: 'd1', recipe });
    expect(drinkEvents(events, 'd1')).toEqual([expect.objectContaining({ status: 'open', type: 'Kiosk', name: 'Anna', priority: false })]);
  });

  it('changes the priority of an open drink only, and cancels it once', () => {
    const { m, events } = model();
    m.execute('generalStop', {});
    m.execute('orderDrink', { drinkId: 'd1', recipe });
    expect(m.execute('setDrinkPriority', { drinkId: 'd1', priority: true })).toEqual({ ok: true });
    expect(drinkEvents(events, 'd1').at(-1)?.priority).toBe(true);
    expect(m.execute('setDrinkPriority', { drinkId: 'gone', priority: true })).toEqual({ ok: false, error: 'Only open drinks can change priority.' });
    expect(m.execute('cancelDrink', { drinkId: 'd1' })).toEqual({ ok: true });
    expect(drinkEvents(events, 'd1').at(-1)?.status).toBe('canceled');
    expect(m.execute('cancelDrink', { drinkId: 'd1' })).toEqual({ ok: false, error: 'The drink can no longer be canceled.' });
  });
});

describe('conveyor commands', () => {
  it('has no movable conveyors outside ms1', () => {
    const { m } = model();
    expect(m.execute('unlockConveyor', { deliveryPosition: 1 })).toEqual({ ok: false, error: NO_MOVABLE_CONVEYORS_MESSAGE });
    expect(m.execute('moveConveyor', { number: 1, position: 'back' })).toEqual({ ok: false, error: NO_MOVABLE_CONVEYORS_MESSAGE });
  });

  it('refuses a conveyor the bar does not have and releases a ready drink on ms1', () => {
    const { m, events } = model({ version: 'ms1' });
    expect(m.execute('moveConveyor', { number: 99, position: 'back' })).toEqual({ ok: false, error: 'Conveyor 99 does not exist.' });
    expect(m.execute('unlockConveyor', { deliveryPosition: 1 })).toEqual({ ok: false, error: 'No ready drink at position 1.' });
    m.execute('orderDrink', { drinkId: 'd1', recipe });
    for (let i = 0; i < 60 && drinkEvents(events, 'd1').at(-1)?.status !== 'ready'; i++) m.step(1_000);
    expect(drinkEvents(events, 'd1').at(-1)).toMatchObject({ status: 'ready', deliveryPosition: 1 });
    expect(m.execute('unlockConveyor', { deliveryPosition: 1 })).toEqual({ ok: true });
    expect(drinkEvents(events, 'd1').at(-1)?.status).toBe('delivering');
  });
});

describe('bar settings and dispenser commands', () => {
  it('sets the theme and a live mode, and reports the bar once changed', () => {
    const { m, events } = model();
    m.announce();
    expect(m.execute('setTheme', { theme: 'dark' })).toEqual({ ok: true });
    expect(m.execute('setMode', { mode: 'ghostMode', value: true })).toEqual({ ok: true });
    expect(m.theme).toBe('dark');
    expect(m.flags.ghostMode).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'bar', theme: 'dark', roboticSystem: { ghostMode: true } });
    expect(m.execute('restartViz', {})).toEqual({ ok: true });
    expect(m.execute('manualDispense', { target: 'ice', dispenserId: 'ice', quantity: 1, dispensingTime: 0 })).toEqual({ ok: true });
  });

  it('takes an operator-set bottle level and confirms it in its next report', () => {
    const { m, events } = model();
    m.announce();
    const bottle = m.bottles[0];
    const before = events.length;
    m.execute('setBottleLevel', { ...bottle, level: 0 });
    m.execute('setBottleLevel', { dispenserId: 'new', ingredientId: 'ing-new', enabled: true, level: 3, capacity: 10, alarmLevel: 1 });
    expect(m.bottles[0].level).toBe(0);
    expect(m.bottles.at(-1)).toMatchObject({ dispenserId: 'new', level: 3 });
    // a report the bar sent before the command may reach the server after the edit: this one puts it right
    const reports = events.slice(before).flatMap((e) => (e.type === 'bottles' ? [e.levels] : []));
    expect(reports).toHaveLength(2);
    expect(reports[1]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dispenserId: bottle.dispenserId, level: 0 }),
        expect.objectContaining({ dispenserId: 'new', level: 3 }),
      ]),
    );
  });
});
