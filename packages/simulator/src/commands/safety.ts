import type { CommandHandlers } from './context.js';
import { OK } from './context.js';

/** The emergency stop and clearing the faults an operator restores by hand. */
export const safetyCommands = {
  emergencyStop: (bar, _args, effects) => {
    bar.flags.emergency = true;
    for (const r of bar.robots) {
      effects.failRobotDrink(r, 'Emergency stop');
      r.status = 'EMERGENCY';
    }
    return OK;
  },
  restoreEmergency: (bar) => {
    bar.flags.emergency = false;
    for (const r of bar.robots) if (r.status === 'EMERGENCY') r.status = 'STOP';
    return OK;
  },
  restoreFences: (_bar, _args, effects) => {
    effects.clearFault('fencesOpen');
    return OK;
  },
  restoreCupError: (_bar, _args, effects) => {
    effects.clearFault('cupError');
    return OK;
  },
} satisfies Partial<CommandHandlers>;
