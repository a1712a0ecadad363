import type { ConveyorPosition } from '@bar/domain';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';

/** The questions asked before commands that cannot be undone; each names the bar it acts on. */
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

export const confirmGeneralStop = (bar: string): ConfirmRequest => ({
  title: 'General Stop',
  message: `Stop every robot of ${bar}? Production pauses until General Start.`,
  confirmLabel: 'Stop',
});

/** Closing stops every sales channel; an offline bar is closed here at once and told when it reconnects. */
export const confirmCloseBar = (bar: string, online: boolean): ConfirmRequest => ({
  title: 'Close the bar',
  message: `Close ${bar}? No new orders are taken from any sales channel (app, kiosk, console) until it is opened again.${
    online ? '' : ' The bar is offline: it is closed here now and told as soon as it reconnects.'
  }`,
  confirmLabel: 'Close bar',
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
