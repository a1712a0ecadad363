import type { RoboticMode } from '@bar/domain';

/** A command's success and failure notifications (SPEC §8, verbatim where the catalogue quotes them). */
export interface CommandTexts {
  success: string;
  failure: string;
}

export const ROBOT_START: CommandTexts = { success: 'Robot started!', failure: 'Robot start failure!' };
export const ROBOT_STOP: CommandTexts = { success: 'Robot stopped!', failure: 'Robot stop failure!' };
export const ROBOT_ABORT: CommandTexts = { success: 'Robot aborted!', failure: 'Robot abort failure!' };
export const RESTORE_EMERGENCY: CommandTexts = { success: 'Emergency restored!', failure: 'Emergency restore failure!' };
export const RESTORE_FENCES: CommandTexts = { success: 'Fences restored!', failure: 'Fences restore failure!' };
export const GENERAL_START: CommandTexts = { success: 'Started!', failure: 'General Start failure!' };
/** Not in the catalogue: worded like General Start. */
export const GENERAL_STOP: CommandTexts = { success: 'Stopped!', failure: 'General Stop failure!' };
export const RESTORE_CUP_ERROR: CommandTexts = { success: 'Cup Error restored!', failure: 'Cup Error restore failure!' };
export const MOVE_CONVEYOR: CommandTexts = { success: 'Conveyor command sent!', failure: 'Conveyor command failure!' };
export const VIZ_THEME: CommandTexts = { success: 'Viz theme changed!', failure: 'Failed to update Viz theme' };
export const RESTART_VIZ: CommandTexts = { success: 'Viz Restarted!', failure: 'Viz Failed to Restart' };

export const MODE_LABELS: Record<RoboticMode, string> = {
  danceMode: 'Dance',
  ghostMode: 'Ghost',
  automaticConveyor: 'Automatic Conveyor',
  maintenanceMode: 'Maintenance',
};

export const modeTexts = (mode: RoboticMode, enabled: boolean): CommandTexts => ({
  success: `${MODE_LABELS[mode]} mode ${enabled ? 'enabled' : 'disabled'}!`,
  failure: `${MODE_LABELS[mode]} mode failure!`,
});

export const barOpenTexts = (open: boolean): CommandTexts => ({
  success: open ? 'Bar is now open to accept orders' : 'Bar is now closed',
  failure: 'BarState mode failure!',
});

export const robotEnableTexts = (enabled: boolean): CommandTexts => ({
  success: enabled ? 'Robot enabled!' : 'Robot disabled!',
  failure: 'Robot enable mode failure!',
});
