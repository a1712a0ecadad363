import { describe, expect, it } from 'vitest';
import { DRINK_STATUSES, type DrinkStatus } from './drinks.js';
import { applyQueueMessage, drinkWaitState, isActiveDrinkStatus, queueSections } from './drink-queue.js';
import { seededRandom } from './seeded-random.js';

type Msg = { _id: string; status: DrinkStatus; priority: boolean; createdAt: string; seq: number };

function randomMessages(random: () => number): Msg[] {
  const ids = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => `d${i}`);
  return Array.from({ length: Math.floor(random() * 40) }, (_, seq) => ({
    _id: ids[Math.floor(random() * ids.length)],
    // open is pushed more often, like a real bar
    status: random() < 0.3 ? 'open' : DRINK_STATUSES[Math.floor(random() * DRINK_STATUSES.length)],
    priority: random() < 0.3,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(random() * 600))).toISOString(),
    seq,
  }));
}

describe('applyQueueMessage (SPEC §4 queue rule)', () => {
  it('keeps exactly the drinks whose last message is active, each once, as last sent (500 random histories)', () => {
    for (let run = 0; run < 500; run++) {
      const messages = randomMessages(seededRandom(run + 1));
      const queue = messages.reduce<Msg[]>((q, m) => applyQueueMessage(q, m), []);
      const last = new Map<string, Msg>();
      for (const m of messages) last.set(m._id, m);
      const expected = [...last.values()].filter((m) => isActiveDrinkStatus(m.status));
      expect(queue.map((d) => d._id).sort(), `run ${run}`).toEqual(expected.map((m) => m._id).sort());
      for (const d of queue) expect(d, `run ${run}`).toBe(last.get(d._id));
    }
  });

  it('adds an open drink, replaces it on a later status and removes it when delivered', () => {
    type D = { _id: string; status: DrinkStatus };
    const open: D = { _id: 'a', status: 'open' };
    const other: D = { _id: 'b', status: 'open' };
    let q = applyQueueMessage(applyQueueMessage([], open), other);
    expect(q).toEqual([open, other]);
    const producing: D = { _id: 'a', status: 'producing' };
    q = applyQueueMessage(q, producing);
    expect(q).toEqual([producing, other]);
    expect(applyQueueMessage(q, { _id: 'a', status: 'delivered' })).toEqual([other]);
  });

  it('drops errors and cancellations, and ignores finished drinks it does not hold', () => {
    const q = [{ _id: 'a', status: 'producing' as DrinkStatus }];
    expect(applyQueueMessage(q, { _id: 'a', status: 'error' })).toEqual([]);
    expect(applyQueueMessage(q, { _id: 'a', status: 'canceled' })).toEqual([]);
    expect(applyQueueMessage(q, { _id: 'x', status: 'delivered' })).toEqual(q);
  });

  it('never changes the queue it was given', () => {
    const q = Object.freeze([{ _id: 'a', status: 'open' as DrinkStatus }]);
    applyQueueMessage(q, { _id: 'a', status: 'ready' });
    applyQueueMessage(q, { _id: 'b', status: 'open' });
    expect(q).toEqual([{ _id: 'a', status: 'open' }]);
  });
});

describe('queueSections', () => {
  it('sorts open drinks priority first, then oldest first', () => {
    const d = (id: string, status: DrinkStatus, priority: boolean, minute: number) => ({
      _id: id,
      status,
      priority,
      createdAt: `2026-01-01T00:0${minute}:00.000Z`,
    });
    const s = queueSections([
      d('a', 'open', false, 1),
      d('b', 'open', true, 3),
      d('c', 'ready', false, 2),
      d('e', 'open', true, 2),
      d('f', 'delivering', false, 0),
    ]);
    expect(s.open.map((x) => x._id)).toEqual(['e', 'b', 'a']);
    expect(s.ready.map((x) => x._id)).toEqual(['c']);
    expect(s.delivering.map((x) => x._id)).toEqual(['f']);
    expect(s.producing).toEqual([]);
  });
});

describe('drinkWaitState', () => {
  const now = new Date('2026-01-01T01:00:00Z');
  it('turns warning after 5 minutes and error after 10', () => {
    expect(drinkWaitState('2026-01-01T00:56:00Z', now)).toBe('normal');
    expect(drinkWaitState('2026-01-01T00:55:00Z', now)).toBe('warning');
    expect(drinkWaitState('2026-01-01T00:50:00Z', now)).toBe('error');
    expect(drinkWaitState('not a date', now)).toBe('normal');
  });
});
