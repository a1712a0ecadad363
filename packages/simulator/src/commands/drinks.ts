import { BAR_CLOSED_MESSAGE } from '@bar/domain';
import type { CommandHandlers } from './context.js';
import { OK, refuse } from './context.js';

/** The server's drinks: taking one into the queue, reprioritising and canceling it. */
export const drinkCommands = {
  orderDrink: (bar, args, effects) => {
    if (!bar.open) return refuse(BAR_CLOSED_MESSAGE);
    // a repeated order for a drink already queued changes nothing
    if (!bar.drinks.has(args.drinkId)) {
      effects.addDrink({
        id: args.drinkId,
        recipe: args.recipe,
        color: null,
        name: args.name ?? null,
        type: args.type === 'Kiosk' || args.type === 'App' ? args.type : 'Admin',
        priority: Boolean(args.priority),
        appOrderId: args.appOrderId ?? null,
      });
    }
    return OK;
  },
  setDrinkPriority: (bar, args, effects) => {
    const drink = bar.drinks.get(args.drinkId);
    if (!drink || drink.status !== 'open') return refuse('Only open drinks can change priority.');
    drink.priority = args.priority;
    effects.emitDrink(drink);
    return OK;
  },
  cancelDrink: (bar, args, effects) => {
    const drink = bar.drinks.get(args.drinkId);
    if (!drink || (drink.status !== 'open' && drink.status !== 'producing')) return refuse('The drink can no longer be canceled.');
    effects.finishDrink(drink, 'canceled');
    return OK;
  },
} satisfies Partial<CommandHandlers>;
