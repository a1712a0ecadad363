import type { CommandArgs, CommandName } from '@bar/domain';
import type { CommandOutcome } from '../simulation.js';
import { barSettingsCommands } from './bar-settings.js';
import type { CommandEffects, CommandHandler, CommandHandlers, CommandTarget } from './context.js';
import { conveyorCommands } from './conveyors.js';
import { dispenserCommands } from './dispensers.js';
import { drinkCommands } from './drinks.js';
import { robotCommands } from './robots.js';
import { safetyCommands } from './safety.js';

export type { CommandEffects, CommandTarget } from './context.js';

/** One handler per command; the type makes a command without a handler a compile error. */
const handlers: CommandHandlers = {
  ...robotCommands,
  ...safetyCommands,
  ...conveyorCommands,
  ...barSettingsCommands,
  ...drinkCommands,
  ...dispenserCommands,
};

/** Carries out a command whose arguments already passed their schema. */
export function runCommand<C extends CommandName>(command: C, args: CommandArgs<C>, bar: CommandTarget, effects: CommandEffects): CommandOutcome {
  return (handlers[command] as CommandHandler<C>)(bar, args, effects);
}
