import type { ConveyorPosition } from '@bar/domain';
import type { ConfirmRequest } from '../components/confirm-dialog';

/** The questions asked before dangerous commands; each names the bar it acts on. */
export const confirmRestoreEmergency = (bar: string): ConfirmRequest => ({
  title: 'Restore emergency',
  message: `Restore the emergency of ${bar}? Check that nobody is inside the robot area first.`,
  confirmLabel: 'Restore',
});

export const confirmGeneralStart = (bar: string): ConfirmRequest => ({
  title: 'General Start',
  message: `Start every robot of ${bar}?`,
  confirmLabel: 'Start',
});

export const confirmAbortAll = (bar: string): ConfirmRequest => ({
  title: 'Abort',
  message: `Abort every robot of ${bar}? The drinks they are making are lost.`,
  confirmLabel: 'Abort',
});

export const confirmAbortRobot = (bar: string, robot: string): ConfirmRequest => ({
  title: `Abort ${robot}`,
  message: `Abort ${robot} of ${bar}? The drink it is making is lost.`,
  confirmLabel: 'Abort',
});

export const confirmMoveConveyor = (bar: string, number: number, position: ConveyorPosition): ConfirmRequest => ({
  title: `Move conveyor ${number}`,
  message: `Move conveyor ${number} of ${bar} to the ${position}?`,
  confirmLabel: 'Move',
});
