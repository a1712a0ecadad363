import type { CommandHandlers } from './context.js';
import { OK } from './context.js';

/** Bottle cells set by an operator and dispenser tests. */
export const dispenserCommands = {
  manualDispense: () => OK,
  setBottleLevel: (bar, args, effects) => {
    const known = bar.bottles.find((b) => b.dispenserId === args.dispenserId);
    if (known) Object.assign(known, args);
    else bar.bottles.push({ ...args });
    effects.bottleLevelSet(args.dispenserId);
    return OK;
  },
} satisfies Partial<CommandHandlers>;
