import { CONVEYORS_PER_ROBOT, CONVEYOR_NEEDS_STOP_MESSAGE, NO_MOVABLE_CONVEYORS_MESSAGE, canMoveConveyors } from '@bar/domain';
import type { CommandHandlers } from './context.js';
import { OK, refuse } from './context.js';

/** Moving conveyors and releasing a waiting drink: only ms1 bars have movable conveyors. */
export const conveyorCommands = {
  moveConveyor: (bar, args) => {
    if (bar.version !== 'ms1') return refuse(NO_MOVABLE_CONVEYORS_MESSAGE);
    if (args.number > bar.robots.length * CONVEYORS_PER_ROBOT) return refuse(`Conveyor ${args.number} does not exist.`);
    if (!canMoveConveyors(bar.robots)) return refuse(CONVEYOR_NEEDS_STOP_MESSAGE);
    return OK;
  },
  unlockConveyor: (bar, args, effects) => {
    if (bar.version !== 'ms1') return refuse(NO_MOVABLE_CONVEYORS_MESSAGE);
    const drink = [...bar.drinks.values()].find((d) => d.status === 'ready' && d.deliveryPosition === args.deliveryPosition);
    if (!drink) return refuse(`No ready drink at position ${args.deliveryPosition}.`);
    effects.moveDrink(drink, 'delivering', 4_000);
    return OK;
  },
} satisfies Partial<CommandHandlers>;
