import { ACTIVE_DRINK_STATUSES, type Drink, type DrinkStatus } from './drinks.js';

/** Whether a drink with this status belongs in the live queue (open, producing, ready, delivering). */
export function isActiveDrinkStatus(status: DrinkStatus | string): boolean {
  return (ACTIVE_DRINK_STATUSES as readonly string[]).includes(status);
}

/**
 * The queue rule of SPEC §4: a drink pushed with status open is added, delivered removes it, any
 * other status replaces it. A finished drink (error, canceled, error_ack) leaves the queue too, and a
 * drink seen first in a later active status is added, so the queue holds exactly the drinks whose
 * last message says they are active.
 *
 * @example applyQueueMessage([], { ...drink, status: 'open' }) // → [drink]
 */
export function applyQueueMessage<D extends Pick<Drink, '_id' | 'status'>>(queue: readonly D[], drink: D): D[] {
  const index = queue.findIndex((d) => d._id === drink._id);
  if (!isActiveDrinkStatus(drink.status)) return index === -1 ? [...queue] : queue.filter((d) => d._id !== drink._id);
  if (index === -1) return [...queue, drink];
  const next = [...queue];
  next[index] = drink;
  return next;
}

export interface QueueSections<D> {
  ready: D[];
  delivering: D[];
  producing: D[];
  open: D[];
}

const byCreated = <D extends Pick<Drink, 'createdAt'>>(a: D, b: D) => a.createdAt.localeCompare(b.createdAt);

/** Splits the queue into the four screen sections; open drinks priority first, then oldest first. */
export function queueSections<D extends Pick<Drink, 'status' | 'priority' | 'createdAt'>>(queue: readonly D[]): QueueSections<D> {
  const of = (status: DrinkStatus) => queue.filter((d) => d.status === status).sort(byCreated);
  return {
    ready: of('ready'),
    delivering: of('delivering'),
    producing: of('producing'),
    open: of('open').sort((a, b) => Number(b.priority) - Number(a.priority) || byCreated(a, b)),
  };
}

/** A drink waiting longer than these (ms) is shown in warning, then error colour. */
export const DRINK_WAIT_WARNING_MS = 5 * 60_000;
export const DRINK_WAIT_ERROR_MS = 10 * 60_000;

export type DrinkWaitState = 'normal' | 'warning' | 'error';

/** How worrying a drink's wait is, from its creation time to `now`. */
export function drinkWaitState(createdAt: string | Date, now: Date = new Date()): DrinkWaitState {
  const waited = now.getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(waited)) return 'normal';
  if (waited >= DRINK_WAIT_ERROR_MS) return 'error';
  if (waited >= DRINK_WAIT_WARNING_MS) return 'warning';
  return 'normal';
}
