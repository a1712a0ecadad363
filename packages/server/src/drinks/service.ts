import { createHash, randomUUID } from 'node:crypto';
import type { Drink, DrinkPatch, RecipeSnapshot } from '@bar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import type { Principal } from '../auth/repository.js';
import { AppError, conflict, notFound } from '../http/errors.js';
import { KeyReusedError, type CommandService } from '../commands/service.js';
import { findCommandByKey } from '../commands/repository.js';
import { toDrink, type DrinkRow } from './repository.js';
import { findDrinkOfBar, insertOrderedDrink, updateDrinkIf } from './queue-repository.js';

export const PRIORITY_ONLY_OPEN = 'Only open drinks can change priority.';
export const ACK_ONLY_ERROR = 'Only a drink in error can be acknowledged.';
export const STATUS_ONLY_ACK = 'The status of a drink can only be set to error_ack.';
export const DELETE_ONLY_OPEN = 'Only open or producing drinks can be deleted.';

/** A retried order (same idempotency key on the same bar) names the same drink, so it is made once. */
function drinkIdFor(barId: string, key: string | undefined): string {
  if (!key) return randomUUID();
  const h = createHash('sha256').update(`${barId}\n${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

interface Caller {
  barId: string;
  principal: Principal | null;
  idempotencyKey?: string;
}

/**
 * The console's drink actions (SPEC §2 drink queue, production): each stores the change, then
 * publishes it as a `drink` message; actions the bar must carry out go through tracked commands.
 */
export function createDrinkService(deps: { db: Db; live: Pick<LiveHub, 'publishToConsoles'>; commands: CommandService; log: FastifyBaseLogger }) {
  const { db, live, commands } = deps;
  const publish = async (row: DrinkRow): Promise<Drink> => {
    const drink = toDrink(row);
    await live.publishToConsoles(row.barId, { type: 'drink', payload: drink });
    return drink;
  };
  const drinkOf = async (barId: string, id: string) => {
    const row = await findDrinkOfBar(db, barId, id);
    if (!row) throw notFound('Drink');
    return row;
  };

  async function order(caller: Caller, input: { recipe: RecipeSnapshot; name: string | null; priority: boolean; appOrderId: string | null }): Promise<Drink> {
    const id = drinkIdFor(caller.barId, caller.idempotencyKey);
    // a key already spent on another command is refused before any drink is queued
    const earlier = caller.idempotencyKey ? await findCommandByKey(db, caller.barId, caller.idempotencyKey) : undefined;
    if (earlier && earlier.command !== 'orderDrink') throw new KeyReusedError();
    const { row, created } = await insertOrderedDrink(db, { id, barId: caller.barId, ...input });
    if (created) await publish(row);
    try {
      await commands.issue({
        barId: caller.barId,
        principal: caller.principal,
        command: 'orderDrink',
        args: { drinkId: id, recipe: input.recipe, name: input.name, type: 'Admin', priority: input.priority, appOrderId: input.appOrderId },
        idempotencyKey: caller.idempotencyKey,
      });
    } catch (err) {
      // refused or offline: the bar will never make it; a timeout may still be made, so it stays open
      // a reused key with other details names the first order's drink, which this call must not cancel
      if (err instanceof AppError && err.statusCode === 409 && !(err instanceof KeyReusedError)) {
        const canceled = await updateDrinkIf(db, id, ['open'], { status: 'canceled', error: err.message });
        if (canceled) await publish(canceled);
      }
      throw err;
    }
    return toDrink((await findDrinkOfBar(db, caller.barId, id)) ?? row);
  }

  return {
    /** POST /ubar/bars/orderDrink: a new open drink handed to the bar. */
    order,

    /** Remake: a new order from the same recipe with the drink's name. */
    async remake(caller: Caller, drinkId: string): Promise<Drink> {
      const source = await drinkOf(caller.barId, drinkId);
      return order(caller, { recipe: source.recipe as RecipeSnapshot, name: source.name, priority: false, appOrderId: null });
    },

    /** PATCH /uorder/drink/{id}: priority of an open drink, or error → error_ack. */
    async patch(caller: Caller, drinkId: string, body: DrinkPatch): Promise<Drink> {
      const current = await drinkOf(caller.barId, drinkId);
      if (body.status !== undefined) {
        if (body.status !== 'error_ack') throw conflict(STATUS_ONLY_ACK);
        if (current.status === 'error_ack') return toDrink(current);
        const row = await updateDrinkIf(db, drinkId, ['error'], { status: 'error_ack' });
        if (!row) throw conflict(ACK_ONLY_ERROR);
        return publish(row);
      }
      const priority = body.priority!;
      if (current.status !== 'open') throw conflict(PRIORITY_ONLY_OPEN);
      if (current.priority === priority) return toDrink(current);
      await commands.issue({ barId: caller.barId, principal: caller.principal, command: 'setDrinkPriority', args: { drinkId, priority }, idempotencyKey: caller.idempotencyKey });
      const row = await updateDrinkIf(db, drinkId, ['open'], { priority });
      if (!row) throw conflict(PRIORITY_ONLY_OPEN);
      return publish(row);
    },

    /** DELETE /uorder/drink/{id}: the bar drops an open or producing drink; it ends canceled. */
    async remove(caller: Caller, drinkId: string): Promise<Drink> {
      const current = await drinkOf(caller.barId, drinkId);
      if (current.status !== 'open' && current.status !== 'producing') throw conflict(DELETE_ONLY_OPEN);
      await commands.issue({ barId: caller.barId, principal: caller.principal, command: 'cancelDrink', args: { drinkId }, idempotencyKey: caller.idempotencyKey });
      const row = await updateDrinkIf(db, drinkId, ['open', 'producing'], { status: 'canceled' });
      if (row) return publish(row);
      return toDrink(await drinkOf(caller.barId, drinkId));
    },
  };
}
