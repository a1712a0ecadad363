import type { CommandTarget, CommandHandlers } from './context.js';
import { OK, refuse } from './context.js';

const findRobot = (bar: CommandTarget, args: { robotId: string; tagName: string }) =>
  bar.robots.find((r) => r.tagName === args.tagName || r.id === args.robotId);

/** Why robots may not start now, if anything stops them. */
export const startBlocked = (bar: CommandTarget): string | undefined =>
  bar.flags.emergency ? 'Restore the emergency first.' : bar.flags.fencesOpen ? 'Restore the fences first.' : undefined;

const UNKNOWN_ROBOT = 'Unknown robot.';

/** Starting, stopping and servicing one robot or all of them. */
export const robotCommands = {
  startRobot: (bar, args) => {
    const r = findRobot(bar, args);
    if (!r) return refuse(UNKNOWN_ROBOT);
    const why = startBlocked(bar) ?? (r.enabled ? undefined : 'The robot is disabled.');
    if (why) return refuse(why);
    r.status = 'RUNNING';
    return OK;
  },
  stopRobot: (bar, args) => {
    const r = findRobot(bar, args);
    if (!r) return refuse(UNKNOWN_ROBOT);
    if (r.status !== 'EMERGENCY') r.status = 'STOP';
    return OK;
  },
  abortRobot: (bar, args, effects) => {
    const r = findRobot(bar, args);
    if (!r) return refuse(UNKNOWN_ROBOT);
    effects.failRobotDrink(r, 'Aborted by operator');
    if (r.status !== 'EMERGENCY') r.status = 'STOP';
    return OK;
  },
  toggleRobotMaintenance: (bar, args, effects) => {
    const r = findRobot(bar, args);
    if (!r) return refuse(UNKNOWN_ROBOT);
    if (r.status === 'MAINTENANCE') r.status = 'STOP';
    else {
      effects.failRobotDrink(r, 'Robot put in maintenance');
      r.status = 'MAINTENANCE';
    }
    return OK;
  },
  enableRobot: (bar, args, effects) => {
    const r = findRobot(bar, args);
    if (!r) return refuse(UNKNOWN_ROBOT);
    r.enabled = args.enabled;
    if (!r.enabled) {
      effects.failRobotDrink(r, 'Robot disabled');
      if (r.status === 'RUNNING') r.status = 'STOP';
    }
    return OK;
  },
  generalStart: (bar) => {
    const why = startBlocked(bar);
    if (why) return refuse(why);
    for (const r of bar.robots) if (r.enabled && r.status !== 'MAINTENANCE') r.status = 'RUNNING';
    return OK;
  },
  generalStop: (bar) => {
    for (const r of bar.robots) if (r.status === 'RUNNING' || r.status === 'ABORTED') r.status = 'STOP';
    return OK;
  },
} satisfies Partial<CommandHandlers>;
