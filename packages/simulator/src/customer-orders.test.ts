import { describe, expect, it } from 'vitest';
import { deviceEventSchema, type DeviceEvent } from '@bar/domain';
import { BarModel, DEFAULT_SIMULATION, type BarSetup } from './bar-model.js';

const setup = (open: boolean): BarSetup => ({
  barId: '22222222-2222-4222-8222-222222222222',
  name: 'Sim',
  version: 'ms3.1',
  open,
  theme: 'auto',
  roboticSystem: {},
  robots: [{ id: 'r1', tagName: 'R1', displayName: 'Left', status: 'STOP', enabled: true }],
  currency: 'USD',
});

function run(open: boolean, seed: number, closeAfterSteps?: number) {
  const events: DeviceEvent[] = [];
  let s = seed;
  let n = 0;
  const random = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  const m = new BarModel(
    setup(open),
    (e) => events.push(e),
    { ...DEFAULT_SIMULATION, ordersPerHour: 3600, cupErrorsPerHour: 0, fenceTripsPerHour: 0, emptyBottlesPerHour: 0 },
    random,
    () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  );
  for (let i = 0; i < 20; i++) {
    if (i === closeAfterSteps) expect(m.execute('setOpen', { open: false })).toEqual({ ok: true });
    m.step(1_000);
  }
  return events;
}

describe('customer orders', () => {
  it('reports each app/kiosk order, paid through the gateway, before its drinks, which carry the order id', () => {
    const events = run(true, 7);
    const orders = events.filter((e): e is Extract<DeviceEvent, { type: 'appOrder' }> => e.type === 'appOrder');
    expect(orders.length).toBeGreaterThan(0);
    for (const e of events) expect(deviceEventSchema.safeParse(e).success).toBe(true);
    const paid = orders.filter((o) => o.order.status === 'paid');
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) {
      expect(['App', 'Kiosk']).toContain(p.order.type);
      expect(p.order.currency).toBe('USD');
      if (p.order.paymentMethod === 'shift4') expect(p.order.transactionId).toMatch(/^\d{10}$/);
      const drinks = events.filter((e) => e.type === 'drink' && e.drink.appOrderId === p.order.id);
      expect(drinks.length).toBeGreaterThan(0);
      const firstDrink = events.findIndex((e) => e.type === 'drink' && e.drink.appOrderId === p.order.id);
      expect(events.indexOf(p)).toBeLessThan(firstDrink);
    }
    const drinkOrderIds = new Set(events.flatMap((e) => (e.type === 'drink' && e.drink.appOrderId ? [e.drink.appOrderId] : [])));
    for (const id of drinkOrderIds) expect(paid.some((p) => p.order.id === id)).toBe(true);
  });

  it('stops taking customer orders as soon as it is told the bar is closed', () => {
    const events = run(true, 7, 10);
    const closedAt = events.findIndex((e) => e.type === 'bar' && e.open === false);
    expect(closedAt).toBeGreaterThan(0);
    expect(events.slice(0, closedAt).some((e) => e.type === 'appOrder')).toBe(true);
    expect(events.slice(closedAt).filter((e) => e.type === 'appOrder')).toEqual([]);
  });

  it('takes no order while the bar is closed', () => {
    const events = run(false, 7);
    expect(events.filter((e) => e.type === 'appOrder' || e.type === 'drink')).toEqual([]);
  });
});
