import type { BarVersion, BottleLevel, CommandArgs, CommandName, DeviceDrinkStatus, RoboticFlags } from '@bar/domain';
import type { BarSetup, CommandOutcome, NewSimDrink, SimDrink, SimRobot } from '../simulation.js';

/** The bar state a command reads and changes. */
export interface CommandTarget {
  readonly version: BarVersion;
  open: boolean;
  theme: BarSetup['theme'];
  flags: Required<RoboticFlags>;
  readonly robots: SimRobot[];
  readonly drinks: ReadonlyMap<string, SimDrink>;
  readonly bottles: BottleLevel[];
}

/** What a command does through the model, which keeps the drink queue, fault clocks and reports. */
export interface CommandEffects {
  addDrink(drink: NewSimDrink): void;
  moveDrink(drink: SimDrink, status: DeviceDrinkStatus, durationMs: number): void;
  finishDrink(drink: SimDrink, status: 'delivered' | 'error' | 'canceled', error?: string): void;
  emitDrink(drink: SimDrink): void;
  /** Fails the drink the robot is making, if any. */
  failRobotDrink(robot: SimRobot, reason: string): void;
  clearFault(fault: 'cupError' | 'fencesOpen'): void;
  /** The server set this bottle's level: its empty clock restarts and the next report confirms the level. */
  bottleLevelSet(dispenserId: string): void;
}

export type CommandHandler<C extends CommandName> = (bar: CommandTarget, args: CommandArgs<C>, effects: CommandEffects) => CommandOutcome;
export type CommandHandlers = { [C in CommandName]: CommandHandler<C> };

export const OK: CommandOutcome = { ok: true };
export const refuse = (error: string): CommandOutcome => ({ ok: false, error });
