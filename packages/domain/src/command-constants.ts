import { ROBOTIC_MODES, type RoboticMode } from './device-constants.js';
import type { CommandName } from './device-protocol.js';

// What the console shows of bar commands (statuses, labels) and the idempotency header, without schemas.

export const COMMAND_STATUSES = ['sent', 'acknowledged', 'done', 'failed', 'timed_out'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];
export const TERMINAL_COMMAND_STATUSES: readonly CommandStatus[] = ['done', 'failed', 'timed_out'];
export const isTerminalCommandStatus = (s: CommandStatus) => TERMINAL_COMMAND_STATUSES.includes(s);

/** Header carrying the idempotency key; a body field `idempotencyKey` works too. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The single mode a roboticSettings body changes. */
export function pickRoboticMode(body: Partial<Record<RoboticMode, boolean>>): { mode: RoboticMode; value: boolean } {
  const mode = ROBOTIC_MODES.find((m) => body[m] !== undefined)!;
  return { mode, value: body[mode]! };
}

/** Human label of a command for the activity list. */
export const COMMAND_LABELS: Record<CommandName, string> = {
  startRobot: 'Robot start',
  stopRobot: 'Robot stop',
  abortRobot: 'Robot abort',
  toggleRobotMaintenance: 'Robot maintenance',
  enableRobot: 'Robot enable',
  generalStart: 'General Start',
  generalStop: 'General Stop',
  emergencyStop: 'Emergency stop',
  restoreEmergency: 'Emergency restore',
  restoreFences: 'Fences restore',
  restoreCupError: 'Cup Error restore',
  moveConveyor: 'Conveyor move',
  unlockConveyor: 'Conveyor unlock',
  restartViz: 'Viz restart',
  setTheme: 'Viz theme',
  setOpen: 'Bar open/closed',
  setMode: 'Mode',
  orderDrink: 'Drink order',
  cancelDrink: 'Drink delete',
  setDrinkPriority: 'Drink priority',
  manualDispense: 'Dispenser manual command',
  setBottleLevel: 'Bottle level',
};

/** Paged list query of GET /ubar/commands/. */
export const COMMAND_LIST_FIELDS = {
  sortable: ['createdAt', 'command', 'status'],
  searchable: ['command', 'status', 'createdAt'],
} as const;
