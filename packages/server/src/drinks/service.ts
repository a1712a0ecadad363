import { createHash, randomUUID } from 'node:crypto';
import { isOnline, recipeUnavailableMessage, type Drink, type DrinkPatch, type RecipeSnapshot } from '@bar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { LiveHub } from '../live/plugin.js';
import type { Principal } from '../auth/repository.js';
import { AppError, conflict, notFound } from '../http/errors.js';
import { KeyReusedError, type CommandService } from '../commands/service.js';
import { findBarLiveState, findCommandByKey } from '../commands/repository.js';
import { assertBarOpen } from '../bars/open-state.js';
import { toDrink, type DrinkRow } from './repository.js';
import { findDrinkOfBar, insertOrderedDrink, updateDrinkIf } from './queue-repository.js';
import { drinkRecipeForOrder, menuRecipeForOrder, type OrderableRecipe } from './menu-recipe.js';

export const PRIORITY_ONLY_OPEN = 'Only open drinks can change priority.';
export const ACK_ONLY_ERROR = 'Only a drink in error can be acknowledged.';
export const STATUS_ONLY_ACK = 'The status of a drink can only be set to error_ack.';
export const DELETE_ONLY_OPEN = 'Only open or producing drinks can be deleted.';
export const ORDER_OFFLINE = 'Bar is offline: the order was not placed.';
export const ORDER_TIMEOUT = 'The bar did not answer in time: the order was not placed.';

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
 * An order (menu or remake) is stored only once the bar took it: refused, offline or unanswered
 * orders leave nothing behind, so trying again cannot make a second drink.
 */
export function createDrinkService(deps: {
  db: Db;
  live: Pick<LiveHub, 'publishToConsoles'>;
  commands: CommandService;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, live, commands } = deps;
  const now = deps.now ?? (() => new Date());
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

  async function place(
    caller: Caller,
    order: OrderableRecipe,
    input: { name: string | null; priority: boolean; appOrderId: string | null; remakeOf?: string },
  ): Promise<Drink> {
    const { barId, idempotencyKey } = caller;
    const id = drinkIdFor(barId, idempotencyKey);
    const earlier = idempotencyKey ? await findCommandByKey(db, barId, idempotencyKey) : undefined;
    if (earlier && earlier.command !== 'orderDrink') throw new KeyReusedError();
    // a retried key answers the first order's outcome, whatever changed since
    if (!earlier) {
      await assertBarOpen(db, barId);
      const bar = await findBarLiveState(db, barId);
      if (!bar) throw notFound('Bar');
      if (!isOnline(bar.liveCheck, now())) throw conflict(ORDER_OFFLINE, 'BAR_OFFLINE');
      if (order.unavailable.length) throw conflict(recipeUnavailableMessage(order.recipe.name, order.unavailable), 'RECIPE_UNAVAILABLE');
    }
    try {
      await commands.issue({
        barId,
        principal: caller.principal,
        command: 'orderDrink',
        args: { drinkId: id, recipe: order.recipe, name: input.name, type: 'Admin', priority: input.priority, appOrderId: input.appOrderId },
        idempotencyKey,
      });
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 504) throw err;
      // the bar may have taken it after all and reported the drink: then it was placed
      const reported = await findDrinkOfBar(db, barId, id);
      if (reported) return toDrink(reported);
      throw new AppError(504, ORDER_TIMEOUT, undefined, 'BAR_TIMEOUT');
    }
    // the bar usually reports the drink before its ack, which already stored and published it
    const { row, created } = await insertOrderedDrink(db, { id, barId, recipe: order.recipe, ...input });
    return created ? publish(row) : toDrink(row);
  }

  return {
    /** POST /ubar/bars/orderDrink: the menu's recipe (by id, at the menu's price) handed to the bar as a new open drink. */
    async order(caller: Caller, recipeId: string, input: { name: string | null; priority: boolean; appOrderId: string | null }): Promise<Drink> {
      return place(caller, await menuRecipeForOrder(db, caller.barId, recipeId), input);
    },

    /** Remake: a new order from the same recipe with the drink's name. */
    async remake(caller: Caller, drinkId: string): Promise<Drink> {
      const source = await drinkOf(caller.barId, drinkId);
      const order = await drinkRecipeForOrder(db, caller.barId, source.recipe as RecipeSnapshot);
      return place(caller, order, { name: source.name, priority: false, appOrderId: null, remakeOf: source.id });
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
      await commands.issue({
        barId: caller.barId,
        principal: caller.principal,
        command: 'setDrinkPriority',
        args: { drinkId, priority },
        idempotencyKey: caller.idempotencyKey,
      });
      const row = await updateDrinkIf(db, drinkId, ['open'], { priority });
      if (!row) throw conflict(PRIORITY_ONLY_OPEN);
      return publish(row);
    },

    /** DELETE /uorder/drink/{id}: the bar drops an open or producing drink; it ends canceled. */
    async remove(caller: Caller, drinkId: string): Promise<Drink> {
      const current = await drinkOf(caller.barId, drinkId);
      if (current.status !== 'open' && current.status !== 'producing') throw conflict(DELETE_ONLY_OPEN);
      await commands.issue({
        barId: caller.barId,
        principal: caller.principal,
        command: 'cancelDrink',
        args: { drinkId },
        idempotencyKey: caller.idempotencyKey,
      });
      const row = await updateDrinkIf(db, drinkId, ['open', 'producing'], { status: 'canceled' });
      if (row) return publish(row);
      return toDrink(await drinkOf(caller.barId, drinkId));
    },
  };
}
